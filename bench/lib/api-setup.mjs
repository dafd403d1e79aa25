// Builds the carts and sessions the API scenarios need, through the public API only.
import { apiSession, expectStatus } from './api-client.mjs';

/** Protection plans (one cart type) with a tenure and a device price inside their first band. */
export async function protectionPlans(apiUrl) {
  const body = await (await fetch(`${apiUrl}/protection-plans`)).json();
  const out = [];
  for (const g of body.groups)
    for (const p of g.plans) {
      // One cart type (docs/product/cart.md#cart-types): extended warranty, damage and screen plans mix; total care does not.
      if (!['extended-warranty', 'spills-and-drops', 'screen-protection'].includes(p.plan_type)) continue;
      const price = p.prices.find((x) => x.tenure_months === 12) ?? p.prices[0];
      if (!price) continue;
      const banded = p.prices.some((x) => x.min_device_price > 0 || x.max_device_price !== null);
      out.push({
        sku: p.sku,
        tenure_months: price.tenure_months,
        ...(banded ? { device_price: price.min_device_price + 100 } : {}),
      });
    }
  return out;
}

/** A session whose cart holds `lines` distinct plans (and a coupon when asked). */
export async function cartWith(apiUrl, plans, lines, coupon) {
  const s = await apiSession(apiUrl);
  let cart = null;
  for (const item of plans.slice(0, lines))
    cart = expectStatus(await s.call('POST', '/v3/cart/item', { data: item }), 200, `add ${item.sku}`).cart;
  if (coupon) {
    const d = expectStatus(await s.call('POST', '/v3/cart/apply_discount', { code: coupon }), 200, 'coupon');
    if (!d.discount_message.is_valid) throw new Error(`coupon ${coupon}: ${d.discount_message.message}`);
    cart = d.cart;
  }
  return { ...s, cart };
}

let phoneSeq = 0;
/** A distinct Indian mobile per call (98… for codes, 97… for checkouts). */
export const benchPhone = (prefix = '96') => `${prefix}${String(++phoneSeq).padStart(8, '0')}`;

/** The newest code the dev outbox holds for a phone (development adapter only). */
export async function codeFor(apiUrl, phone) {
  const body = await (await fetch(`${apiUrl}/dev/outbox`)).json();
  const msg = body.messages.find((m) => m.recipient === `+91${phone}` && m.topic === 'otp');
  const code = msg && /\b(\d{6})\b/.exec(msg.text)?.[1];
  if (!code) throw new Error(`no code in the dev outbox for ${phone}`);
  return code;
}

/** A session with one plan in the cart, details filled in and its phone verified (by a code here, or by the phone-code sign-in of `signedIn`): ready to pay. */
export async function readyToPay(apiUrl, plan, signedIn) {
  const s = signedIn?.session ?? (await apiSession(apiUrl));
  const phone = signedIn?.phone ?? benchPhone('95');
  const { cart } = expectStatus(await s.call('POST', '/v3/cart/item', { data: plan }), 200, 'add');
  expectStatus(
    await s.call('POST', `/v3/cart/${cart.token_id}`, {
      name: 'Bench Customer',
      email: 'bench@example.in',
      phone,
      address: { address: '1 Bench Road, Fort', pincode: '400001' },
    }),
    200,
    'details',
  );
  // A customer signed in with this phone's code has proven it in this session already.
  if (!signedIn) {
    expectStatus(await s.call('POST', '/v3/otp/send_otp', { phone }), 200, 'send_otp');
    const otp = await codeFor(apiUrl, phone);
    expectStatus(await s.call('POST', '/v3/otp/verify_otp', { phone, otp }), 200, 'verify_otp');
  }
  return s;
}

/**
 * Checkout + payment + confirmation for a session from `readyToPay`, as the browser does:
 * POST /v3/order/checkout, Pay in the Razorpay emulator's Checkout, POST /v3/order/success. Returns the success body.
 */
export async function payReady(s) {
  const co = expectStatus(await s.call('POST', '/v3/order/checkout', {}), 200, 'checkout');
  const pay = expectStatus(
    await s.call('POST', `/razorpay-emulator/orders/${co.gateway_order_id}/pay`, {
      method: 'upi',
      outcome: 'success',
    }),
    200,
    'pay',
  );
  const ok = expectStatus(await s.call('POST', '/v3/order/success', pay), 200, 'success');
  if (ok.status !== 'paid') throw new Error(`order ${ok.order_id} is ${ok.status}`);
  return ok;
}

/** A customer account made through sign-up and the email code from the dev outbox (issue 4). */
export async function signedUpCustomer(apiUrl, n) {
  const s = await apiSession(apiUrl);
  const email = `bench.${Date.now().toString(36)}.${n}@example.in`;
  const password = `bench-pass-${n}-lantern-river`;
  expectStatus(
    await s.call('POST', '/customers', { first_name: 'Bench', last_name: 'Customer', email, password }),
    200,
    'sign up',
  );
  const body = await (await fetch(`${apiUrl}/dev/outbox`)).json();
  const msg = body.messages.find((m) => m.recipient === email && m.topic === 'otp');
  const otp = msg && /\b(\d{6})\b/.exec(msg.text)?.[1];
  if (!otp) throw new Error(`no code in the dev outbox for ${email}`);
  expectStatus(await s.call('POST', '/v3/customer/activate_email', { email, otp }), 200, 'activate');
  return { email, password };
}

/** The session cookie of a customer signed in with a password through POST /customers/login. */
export async function signIn(apiUrl, { email, password }) {
  const s = await apiSession(apiUrl);
  const res = await fetch(`${apiUrl}/customers/login`, {
    method: 'POST',
    headers: { ...s.headers, 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password }),
  });
  if (res.status !== 200) throw new Error(`bench sign-in: HTTP ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .find((c) => c.includes('session_id='));
}

/** The session cookie of a signed-in customer (for the account pages' Lighthouse rows). */
export async function signedInCookie(apiUrl) {
  return signIn(apiUrl, await signedUpCustomer(apiUrl, 'pages'));
}

/**
 * The after-sale pages as the demo customer sees them (issue 20 §6: tracker and self-serve pages,
 * Lighthouse mobile ≥ 90, first-load JS ≤ 170 kB): the raise flow of a plan that offers it, the
 * tracker of a request with a technician (its map drawn), and tracker search. The demo customer
 * exists under the development API the bench starts (README `DEMO_CUSTOMER_PASSWORD`).
 */
export async function serviceRequestPages(apiUrl) {
  const cookie = await signIn(apiUrl, {
    email: 'demo.customer@example.in',
    password: process.env.DEMO_CUSTOMER_PASSWORD ?? 'kavach-customer-demo',
  });
  const get = async (p) => {
    const res = await fetch(`${apiUrl}${p}`, { headers: { cookie } });
    if (res.status !== 200) throw new Error(`GET ${p}: HTTP ${res.status}`);
    return res.json();
  };
  const { plans } = await get('/v3/customer/plans');
  const raise = plans.find((p) => p.action.href?.startsWith('/selfserve?osid=') && !p.action.disabled);
  const { requests } = await get('/v3/customer/requests');
  const tracked =
    requests.find((r) => ['technician_assigned', 'visit_scheduled', 'picked_up'].includes(r.status)) ??
    requests[0];
  const headers = { cookie };
  return [
    ...(raise ? [{ key: 'selfserve', path: raise.action.href, group: 'app', headers }] : []),
    ...(tracked
      ? [
          {
            key: 'sr-tracker',
            path: `/selfserve/tracker/service-request/${tracked.sr_id}`,
            group: 'app',
            headers,
          },
        ]
      : []),
    { key: 'tracker-search', path: '/selfserve/tracker', group: 'app', headers },
  ];
}
