import { localPath } from '@/lib/local-path';
import { selfserveApi } from './selfserve-api';

/** Razorpay Standard Checkout, as the orders' checkout loads it (features/checkout/razorpay-checkout.ts). */
const SCRIPT_URL = 'https://checkout.razorpay.com/v1/checkout.js';
const UNAVAILABLE = 'We could not open the payment window. Check your connection and try again.';
const NOT_PAID = 'The co-pay was not paid. You can try again.';

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

export type CopayOutcome = { type: 'paid'; status: string } | { type: 'not-paid'; message: string };

/**
 * Pays a temporary request's co-pay (spec §5): POST copay_checkout for the gateway order, the same
 * checkout.js orders use (Razorpay's, or the emulator's stand-in on this origin, decision 053),
 * then POST copay_success with the three razorpay_* fields, which the API checks by signature. The
 * request becomes real when the payment settles (the webhook settles it too, once).
 */
export async function payCopay(srId: string): Promise<CopayOutcome> {
  const checkout = await selfserveApi.copayCheckout(srId);
  if (!checkout.ok) return { type: 'not-paid', message: checkout.error.message };
  const order = checkout.data.data;
  const src =
    order.checkout_script === SCRIPT_URL ? SCRIPT_URL : (localPath(order.checkout_script) ?? SCRIPT_URL);
  if (!(await loadScript(src)) || !window.Razorpay) return { type: 'not-paid', message: UNAVAILABLE };
  const Razorpay = window.Razorpay;
  return new Promise((resolve) => {
    let settled = false;
    const rzp = new Razorpay({
      key: order.key_id,
      order_id: order.gateway_order_id,
      amount: order.amount,
      currency: order.currency,
      name: 'Kavach',
      description: `Co-pay for service request ${order.sr_id}`,
      prefill: order.prefill,
      handler: (fields) => {
        settled = true;
        void selfserveApi
          .copaySuccess({ sr_id: order.sr_id, ...fields })
          .then((res) =>
            resolve(
              res.ok
                ? { type: 'paid', status: res.data.data.status }
                : { type: 'not-paid', message: res.error.message },
            ),
          );
      },
      modal: {
        ondismiss: () => {
          if (!settled) resolve({ type: 'not-paid', message: NOT_PAID });
        },
      },
    });
    rzp.on('payment.failed', () => undefined);
    rzp.open();
  });
}
