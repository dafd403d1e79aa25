'use client';

import { useOrderSummary } from '../use-order-summary';
import { OrderDetails } from './order-details';
import { OrderNotFound } from './order-not-found';

/** The order summary body (client island: the order belongs to this browser's session). */
export function OrderSummaryView({ orderId }: { orderId: string | null }) {
  const { state, reload } = useOrderSummary(orderId);
  if (state.status === 'not-found') return <OrderNotFound />;
  if (state.status === 'error')
    return (
      <div role="alert" className="kv-card">
        <p>{state.message}</p>
        <button type="button" className="kv-btn2 mt-3" onClick={reload}>
          Try again
        </button>
      </div>
    );
  if (state.status === 'loading')
    return (
      <div role="status" aria-busy="true" className="grid gap-4">
        <span className="sr-only">Loading your order…</span>
        <div aria-hidden="true" className="kv-skel h-28" />
        <div aria-hidden="true" className="kv-skel h-64" />
      </div>
    );
  return <OrderDetails order={state.order} refreshing={state.refreshing} onRefresh={reload} />;
}
