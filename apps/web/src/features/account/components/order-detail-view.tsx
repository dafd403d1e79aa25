import type { OrderSummary } from '@kavach/contracts';
import { formatDayMonthCommaYear, formatInr, isOrderPostpaid } from '@kavach/domain';
import { OrderPlans } from '@/features/orders/components/order-plans';
import { OrderVisits } from '@/features/orders/components/order-visits';
import { isPaidStatus, statusBanner } from '@/features/orders/order-status-banner';
import { appRoutes } from '@/lib/app-routes';
import { displayPhone } from '@/lib/phone-display';
import { STATUS_CHIP, invoiceHref, orderStatusLabel } from '../order-status-label';

/**
 * One of the customer's orders (docs/product/checkout.md#orders-and-payments Order): status, id, payment date (docs/product/catalogue.md#formats-and-constants 'DD MMM, YYYY'), amount,
 * the plans with their prices, the visits it booked (an AMC or insta-repair slot), who it is billed to
 * and the invoice download. Server-rendered.
 */
export function OrderDetailView({ order }: { order: OrderSummary }) {
  const status = orderStatusLabel(order.status);
  const paid = isPaidStatus(order.status);
  const invoices = order.invoices.flatMap((i) => {
    const href = invoiceHref(i.url);
    return href ? [href] : [];
  });
  return (
    <div className="grid gap-5">
      <a href={appRoutes.account.orders} className="kv-tlink justify-self-start">
        <span aria-hidden="true">←&nbsp;</span>All orders
      </a>
      <dl className="kv-card grid gap-3 sm:grid-cols-4">
        <div>
          <dt className="text-sm text-slate-600">Order ID</dt>
          <dd className="font-mono font-semibold text-slate-900">{order.order_id}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">Status</dt>
          <dd>
            <span className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ${STATUS_CHIP[status.tone]}`}>
              {status.label}
            </span>
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">Payment date</dt>
          <dd className="font-semibold text-slate-900">
            {order.payment_date ? formatDayMonthCommaYear(order.payment_date) : 'Not paid yet'}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">{paid ? 'Amount paid' : 'Amount'}</dt>
          <dd className="text-lg font-bold text-slate-900" data-testid="order-amount-paid">
            {formatInr(order.amount)}
          </dd>
        </div>
      </dl>
      {isOrderPostpaid(order.status) ? (
        <p className="kv-card text-slate-800" data-testid="order-postpaid-note">
          {statusBanner(order.status).text}
        </p>
      ) : null}
      <div className="grid items-start gap-5 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="grid gap-5">
          <OrderPlans order={order} />
          <OrderVisits visits={order.visits} />
        </div>
        <section aria-labelledby="od-billed" className="kv-card">
          <h2 id="od-billed" className="kv-h3">
            Billed to
          </h2>
          <address className="mt-1 grid break-words text-slate-800 not-italic">
            <span className="font-medium text-slate-900">{order.name}</span>
            <span>{order.email}</span>
            <span>{displayPhone(order.phone)}</span>
          </address>
          {invoices.map((href) => (
            <a key={href} href={href} className="kv-btn2 mt-4 w-full" download>
              Download invoice
            </a>
          ))}
          {paid ? (
            <a href={appRoutes.account.activation} className="kv-btn mt-3 w-full">
              Activate your plans
            </a>
          ) : null}
        </section>
      </div>
    </div>
  );
}
