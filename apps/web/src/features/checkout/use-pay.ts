'use client';

import { useEffect, useRef, useState } from 'react';
import { orderApi } from '@/features/orders/order-api';
import type { ApiFailure } from '@/lib/api-client.browser';
import { appRoutes } from '@/lib/app-routes';
import { payWithRazorpay } from './razorpay-checkout';

/**
 * "Pay ₹X": POST /v3/order/checkout, then Razorpay Checkout in a window (the Razorpay emulator's
 * stand-in under `npm start`, decision 053), then the order summary. One attempt at a time (double
 * submit): the button stays busy until the page is left, or until the attempt ends without payment.
 */
export function usePay(onRefusal: (error: ApiFailure) => void) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const inFlight = useRef(false);

  useEffect(() => {
    // Back from the payment page restores this page from the back/forward cache: not busy any more.
    const onShow = (e: PageTransitionEvent) => {
      if (!e.persisted) return;
      inFlight.current = false;
      setBusy(false);
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);

  const done = () => {
    inFlight.current = false;
    setBusy(false);
  };

  const pay = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setFailure(null);
    const res = await orderApi.checkout();
    if (!res.ok) {
      done();
      return onRefusal(res.error);
    }
    const outcome = await payWithRazorpay(res.data);
    if (outcome.type === 'paid') {
      window.location.assign(appRoutes.orderSummary(outcome.orderId));
      return;
    }
    done();
    setFailure(outcome.message);
  };

  /** "Pay after the visit" (issue 18 §3): the order is confirmed without payment; then its summary. */
  const bookPayLater = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setFailure(null);
    const res = await orderApi.checkoutPayLater();
    if (!res.ok) {
      done();
      return onRefusal(res.error);
    }
    window.location.assign(appRoutes.orderSummary(res.data.order_id));
  };

  return { busy, failure, pay, bookPayLater };
}
