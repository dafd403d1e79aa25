import type { CheckoutResponse } from '@kavach/contracts';
import { orderApi } from '@/features/orders/order-api';
import type { PaymentError, PaymentSuccessFields } from '@/features/orders/order-api';

import { localPath } from '@/lib/local-path';

/** Razorpay Standard Checkout (https://razorpay.com/docs/payments/payment-gateway/web-integration/standard/). */
const SCRIPT_URL = 'https://checkout.razorpay.com/v1/checkout.js';

/**
 * The script the API names: Razorpay's, or the Razorpay emulator's stand-in on this origin
 * (decision 053). Anything else is not loaded: Razorpay's is used.
 */
const scriptOf = (order: CheckoutResponse): string =>
  order.checkout_script === SCRIPT_URL ? SCRIPT_URL : (localPath(order.checkout_script) ?? SCRIPT_URL);

interface RazorpayOptions {
  key: string;
  order_id: string;
  amount: number;
  currency: 'INR';
  name: string;
  description: string;
  prefill: { name: string; email: string; contact: string };
  handler: (response: PaymentSuccessFields) => void;
  modal: { ondismiss: () => void };
}

interface RazorpayInstance {
  open(): void;
  on(event: 'payment.failed', callback: (response: { error: PaymentError }) => void): void;
}

declare global {
  interface Window {
    Razorpay?: new (options: RazorpayOptions) => RazorpayInstance;
  }
}

export type RazorpayOutcome = { type: 'paid'; orderId: string } | { type: 'not-paid'; message: string };

/** Only the fields our failure endpoint takes (Razorpay adds source, step, …). */
const pickError = (e: PaymentError | undefined): PaymentError => ({
  ...(e?.code ? { code: e.code.slice(0, 80) } : {}),
  ...(e?.description ? { description: e.description.slice(0, 500) } : {}),
  ...(e?.reason ? { reason: e.reason.slice(0, 200) } : {}),
});

const PAID = new Set(['paid']);

const UNAVAILABLE = 'We could not open the payment window. Check your connection and try again.';

function loadScript(src: string): Promise<boolean> {
  if (window.Razorpay) return Promise.resolve(true);
  return new Promise((resolve) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve(Boolean(window.Razorpay));
    script.onerror = () => resolve(false);
    document.head.appendChild(script);
  });
}

/**
 * Opens Razorpay Checkout for the order; its handler posts the three razorpay_* fields to
 * /v3/order/success, a failed attempt or closing the window posts /v3/order/failure (the server asks
 * the gateway which it was). Resolves once the customer is done with the window.
 */
export async function payWithRazorpay(order: CheckoutResponse): Promise<RazorpayOutcome> {
  if (!(await loadScript(scriptOf(order))) || !window.Razorpay)
    return { type: 'not-paid', message: UNAVAILABLE };
  const Razorpay = window.Razorpay;
  return new Promise((resolve) => {
    let lastError: PaymentError | undefined;
    const checkout = new Razorpay({
      key: order.key_id,
      order_id: order.gateway_order_id,
      amount: order.amount,
      currency: order.currency,
      name: 'Kavach',
      description: `Order ${order.order_id}`,
      prefill: order.prefill,
      handler: (fields) => {
        void orderApi
          .success(fields)
          .then((res) =>
            resolve(
              res.ok
                ? { type: 'paid', orderId: res.data.order_id }
                : { type: 'not-paid', message: res.error.message },
            ),
          );
      },
      modal: {
        ondismiss: () => {
          void orderApi
            .failure(order.gateway_order_id, lastError ?? { reason: 'payment_cancelled' })
            .then((res) => {
              if (res.ok && PAID.has(res.data.status)) resolve({ type: 'paid', orderId: res.data.order_id });
              else resolve({ type: 'not-paid', message: res.ok ? res.data.message : res.error.message });
            });
        },
      },
    });
    checkout.on('payment.failed', (response) => {
      lastError = pickError(response.error);
      void orderApi.failure(order.gateway_order_id, lastError);
    });
    checkout.open();
  });
}
