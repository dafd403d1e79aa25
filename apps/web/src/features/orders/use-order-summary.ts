'use client';

import { useCallback, useEffect, useState } from 'react';
import type { OrderSummary } from '@kavach/contracts';
import { orderApi } from './order-api';

export type SummaryState =
  | { status: 'loading' }
  | { status: 'ok'; order: OrderSummary; refreshing: boolean }
  /** Unknown id, or an order of another session (the API answers 404 / 401 alike). */
  | { status: 'not-found' }
  | { status: 'error'; message: string };

const ORDER_REF = /^KV[A-Z0-9]{12}$/;

/** GET /v3/order/summary/{id} for the session that placed the order; `reload` reads it again. */
export function useOrderSummary(orderId: string | null) {
  const valid = orderId !== null && ORDER_REF.test(orderId);
  const [state, setState] = useState<SummaryState>(valid ? { status: 'loading' } : { status: 'not-found' });

  const read = useCallback(async () => {
    if (!valid || !orderId) return;
    const res = await orderApi.summary(orderId);
    if (res.ok) return setState({ status: 'ok', order: res.data, refreshing: false });
    if (res.status === 404 || res.status === 401 || res.status === 403)
      return setState({ status: 'not-found' });
    setState({ status: 'error', message: res.error.message });
  }, [orderId, valid]);

  useEffect(() => {
    void read();
  }, [read]);

  const reload = () => {
    setState((s) => (s.status === 'ok' ? { ...s, refreshing: true } : { status: 'loading' }));
    void read();
  };
  return { state, reload };
}
