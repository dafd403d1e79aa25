'use client';

import { formatDayMonthCommaYear, formatInr } from '@kavach/domain';
import { appRoutes } from '@/lib/app-routes';
import { accountApi } from '../account-api';
import { STATUS_CHIP, orderStatusLabel } from '../order-status-label';
import { useAccountData } from '../use-account-data';
import { LoadError, LoadingCards } from './data-states';
import { EmptyState } from './empty-state';

/** Orders & Bookings: each order with its date, amount, status, plans and booked visits, linking to its detail. */
export function MyOrders() {
  const { state, reload } = useAccountData(accountApi.orders);
  if (state.status === 'loading') return <LoadingCards label="Loading your orders…" />;
  if (state.status === 'error') return <LoadError message={state.message} onRetry={reload} />;
  const { orders } = state.data;
  if (orders.length === 0)
    return <EmptyState text="We are waiting to serve you!" action={{ href: '/', label: 'Browse plans' }} />;
  return (
    <ul className="grid gap-4" aria-label="Your orders">
      {orders.map((order) => {
        const status = orderStatusLabel(order.status);
        const titleId = `order-${order.order_id}`;
        return (
          <li key={order.order_id}>
            <article aria-labelledby={titleId} className="kv-card grid gap-3 shadow-sm">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h2 id={titleId} className="font-mono font-semibold text-slate-900">
                  <span className="sr-only">Order </span>
                  {order.order_id}
                </h2>
                <span
                  className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ${STATUS_CHIP[status.tone]}`}
                >
                  {status.label}
                </span>
              </div>
              <ul className="text-slate-800">
                {order.plans.map((p) => (
                  <li key={p.sku}>
                    {p.title}
                    {p.quantity > 1 ? ` × ${p.quantity}` : ''}
                  </li>
                ))}
              </ul>
              {order.visits.map((v, i) => (
                <p key={i} className="text-sm text-slate-700">
                  Visit booked: {formatDayMonthCommaYear(v.date)}, {v.time}
                </p>
              ))}
              <div className="flex flex-wrap items-end justify-between gap-3 border-t border-slate-100 pt-3">
                <p className="text-sm text-slate-700">
                  {order.payment_date
                    ? `Paid on ${formatDayMonthCommaYear(order.payment_date)}`
                    : 'Not paid yet'}
                  <br />
                  <span className="text-base font-bold text-slate-900">{formatInr(order.amount)}</span>
                </p>
                <a href={appRoutes.account.order(order.order_id)} className="kv-btn2">
                  View details<span className="sr-only"> of order {order.order_id}</span>
                </a>
              </div>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
