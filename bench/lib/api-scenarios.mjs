// The API scenarios of performance-goals.md shared by `npm run bench` (api-bench.mjs) and
// `npm run bench:growth` (growth.mjs), so both measure the same requests: the cart read and write
// targets (autocannon options) and the fixed-rate checkout run.
import { cartWith, payReady, protectionPlans, readyToPay } from './api-setup.mjs';
import { fixedRate } from './fixed-rate.mjs';

/** The fixed rates of the goals: cart read 1,000 req/s, cart write 100 req/s, checkout 20 req/s. */
export const RATES = { cartRead: 1000, cartWrite: 100, checkout: 20 };

/**
 * A 1-line cart and the autocannon options of its read (`GET /v3/cart/{id}`) and of a line
 * write (`PATCH /v3/cart/items/{id}` to quantity 2) for any cart made by `cartWith`.
 */
export async function cartTargets(apiUrl) {
  const plans = await protectionPlans(apiUrl);
  const one = await cartWith(apiUrl, plans, 1);
  const read = { url: `${apiUrl}/v3/cart/${one.cart.token_id}`, headers: one.headers };
  const write = (c) => ({
    url: `${apiUrl}/v3/cart/items/${c.cart.items[0].id}`,
    method: 'PATCH',
    headers: { ...c.headers, 'content-type': 'application/json' },
    body: JSON.stringify({ quantity: 2 }),
  });
  return { plans, one, read, write };
}

/**
 * Checkout at a fixed rate for `seconds`: each iteration creates the order, pays it in the Razorpay
 * emulator's Checkout and confirms it (POST /v3/order/success), from a session made ready beforehand (cart,
 * details, verified phone). Returns the fixed-rate result (p50, p99, errors, count, ok).
 */
export async function checkoutRun({ apiUrl, seconds, rate = RATES.checkout }) {
  const [plan] = await protectionPlans(apiUrl);
  const n = rate * seconds;
  const ready = [];
  for (let i = 0; i < n; i++) ready.push(await readyToPay(apiUrl, plan));
  return fixedRate({
    rate,
    seconds,
    iteration: async (i) => {
      await payReady(ready[i]);
    },
  });
}
