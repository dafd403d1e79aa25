import type { OrderSummary } from '@kavach/contracts';
import { formatDayMonthCommaYear, formatInr } from '@kavach/domain';
import { appRoutes } from '@/lib/app-routes';
import { displayPhone } from '@/lib/phone-display';
import { isPaidStatus, statusBanner } from '../order-status-banner';
import { OrderBanner } from './order-banner';
import { OrderPlans } from './order-plans';
import { OrderVisits } from './order-visits';

interface OrderDetailsProps {
  order: OrderSummary;
  refreshing: boolean;
  onRefresh: () => void;
}

/**
 * One order (docs/product/checkout.md#orders-and-payments Order): status banner, order id, payment date (docs/product/catalogue.md#page-layout 'DD MMM, YYYY'), amount, plans,
 * billed to, invoice and the next step. No chat, banner or cross-sell here (docs/product/catalogue.md#page-layout).
 */
export function OrderDetails({ order, refreshing, onRefresh }: OrderDetailsProps) {
  const banner = statusBanner(order.status);
  const paid = isPaidStatus(order.status);
  // Pay after the visit (issue 18 §3): confirmed, the slot booked, the link comes after the visit.
  const afterVisit = order.status === 'visit_booked';
  return (
    <div className="grid gap-6">
      <OrderBanner banner={banner}>
        {banner.tone === 'pending' ? (
          <button
            type="button"
            className="kv-btn2 mt-3 bg-white"
            aria-disabled={refreshing}
            onClick={onRefresh}
          >
            {refreshing ? 'Checking…' : 'Check again'}
          </button>
        ) : banner.tone === 'failed' ? (
          <a href={appRoutes.checkout} className="kv-btn mt-3">
            Back to checkout
          </a>
        ) : null}
      </OrderBanner>
      <div className="kv-cart-grid">
        <div className="grid gap-4">
          <dl className="kv-card grid gap-3 sm:grid-cols-3">
            <div>
              <dt className="text-sm text-slate-600">Order ID</dt>
              <dd className="font-mono font-semibold text-slate-900">{order.order_id}</dd>
            </div>
            <div>
              <dt className="text-sm text-slate-600">Payment date</dt>
              <dd className="font-semibold text-slate-900">
                {order.payment_date
                  ? formatDayMonthCommaYear(order.payment_date)
                  : afterVisit
                    ? 'After the visit'
                    : 'Not paid yet'}
              </dd>
            </div>
            <div>
              <dt className="text-sm text-slate-600">
                {paid ? 'Amount paid' : afterVisit ? 'To pay after the visit' : 'Amount'}
              </dt>
              <dd className="text-lg font-bold text-slate-900" data-testid="order-amount-paid">
                {formatInr(order.amount)}
              </dd>
            </div>
          </dl>
          <OrderVisits visits={order.visits} />
          <OrderPlans order={order} />
        </div>
        <div className="grid content-start gap-4">
          <section aria-labelledby="os-billed-title" className="kv-card">
            <h2 id="os-billed-title" className="kv-h3">
              Billed to
            </h2>
            <address className="mt-1 grid text-slate-800 not-italic">
              <span className="font-medium text-slate-900">{order.name}</span>
              <span>{order.email}</span>
              <span>{displayPhone(order.phone)}</span>
            </address>
            {order.invoices.length > 0 ? (
              <a href={appRoutes.invoice(order.order_id)} className="kv-btn2 mt-4 w-full" download>
                Download invoice
              </a>
            ) : null}
          </section>
          {paid ? (
            <section aria-labelledby="os-next-title" className="kv-card border-brand-700 bg-brand-50">
              <h2 id="os-next-title" className="kv-h3">
                Next step: activate your plan
              </h2>
              <p className="kv-small">
                Tell us about your device so your cover can start. It takes about two minutes.
              </p>
              <a href={appRoutes.myPlans} className="kv-btn mt-4 w-full">
                Activate your plan
              </a>
            </section>
          ) : null}
        </div>
      </div>
    </div>
  );
}
