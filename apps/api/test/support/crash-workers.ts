import { flight, send, sleep, type Answer, type ApiProcess } from './crash-harness';

/*
 * docs/product/security-tests.md#t9-1 clients: carts made ready through the public API, workers that take each to a paid order
 * across crashes (retrying until answered, never paying twice), and the kill -9 controller.
 */

const think = () => sleep(40 + Math.random() * 160);

/** Retries `call` until the API answers (connection errors and 5xx are retried). */
async function answered(call: () => Promise<Answer>, deadline: number): Promise<Answer> {
  for (;;) {
    const answer = await call().catch(() => null);
    if (answer && answer.status < 500) return answer;
    if (Date.now() > deadline) throw new Error(`no answer before the deadline (last ${answer?.status})`);
    await sleep(30);
  }
}

function expectOk(answer: Answer, what: string): Record<string, unknown> {
  if (answer.status !== 200) throw new Error(`${what}: HTTP ${answer.status} ${JSON.stringify(answer.json)}`);
  return answer.json;
}

export type Call = (method: string, path: string, body?: unknown) => Promise<Answer>;

/** A browser session (cookie + x-csrftoken) from its own client address. */
export async function browser(base: string, ip: string): Promise<Call> {
  const res = await fetch(`${base}/auth/set_csrf?tabId=t91`, { headers: { 'x-forwarded-for': ip } });
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .find((c) => c.includes('session_id='));
  const { csrf_token: csrf } = (await res.json()) as { csrf_token: string };
  if (!cookie || !csrf) throw new Error(`set_csrf gave no session (HTTP ${res.status})`);
  const headers = { cookie, 'x-csrftoken': csrf, 'x-forwarded-for': ip };
  return (method, path, body) => send(`${base}${path}`, method, headers, body);
}

export interface ReadyCart {
  n: number;
  call: Call;
}

/** Plan added, details filled in, phone verified with the code read from GET /dev/outbox. */
export async function readyCart(base: string, n: number): Promise<ReadyCart> {
  const call = await browser(base, `10.91.${n >> 8}.${n & 255}`);
  const phone = `96${String(n).padStart(8, '0')}`;
  const item = { sku: 'EW-MOBILE-PHONE', tenure_months: 12, device_price: 2_000_000 };
  const added = expectOk(await call('POST', '/v3/cart/item', { data: item }), 'add');
  const details = {
    name: 'Ravi Kumar',
    email: `t91.${n}@example.in`,
    phone,
    address: { address: '14 MG Road, Fort', pincode: '400001' },
  };
  expectOk(
    await call('POST', `/v3/cart/${(added.cart as { token_id: string }).token_id}`, details),
    'details',
  );
  expectOk(await call('POST', '/v3/otp/send_otp', { phone }), 'send_otp');
  const box = expectOk(await send(`${base}/dev/outbox`, 'GET', {}), 'outbox');
  const messages = box.messages as Array<{ recipient: string; topic: string; text: string }>;
  const text = messages.find((m) => m.recipient === `+91${phone}` && m.topic === 'otp')?.text ?? '';
  const otp = /\b(\d{6})\b/.exec(text)?.[1];
  expectOk(await call('POST', '/v3/otp/verify_otp', { phone, otp }), 'verify_otp');
  return { n, call };
}

export interface Outcome {
  orderRef: string;
  gatewayOrderId: string;
  /** POST /v3/order/success (or, after a lost pay answer, the order summary) answered `paid`. */
  acked: boolean;
  /** The pay call's answer was lost after the gateway took the payment: no triple to send. */
  payAnswerLost: boolean;
}

/** checkout → pay in the emulator Checkout → success, each retried until answered; pay is never repeated once taken. */
export async function completeCart({ call }: ReadyCart, deadline: number): Promise<Outcome> {
  const co = expectOk(await answered(() => call('POST', '/v3/order/checkout', {}), deadline), 'checkout');
  const orderRef = String(co.order_id);
  const gatewayOrderId = String(co.gateway_order_id);
  await think();
  const pay = { method: 'upi', outcome: 'success' };
  let triple: Record<string, unknown> | null = null;
  while (!triple) {
    const answer = await call('POST', `/razorpay-emulator/orders/${gatewayOrderId}/pay`, pay).catch(
      () => null,
    );
    if (answer?.status === 200) triple = answer.json;
    else if (answer && answer.status < 500 && answer.status !== 409) expectOk(answer, 'pay');
    else {
      // The answer was lost (or 409: taken by an attempt whose answer was lost). Ask, never re-pay.
      const gw = await answered(() => call('GET', `/razorpay-emulator/orders/${gatewayOrderId}`), deadline);
      if (expectOk(gw, 'gateway order').status === 'paid') break;
      if (Date.now() > deadline) throw new Error(`pay ${gatewayOrderId}: no answer before the deadline`);
      await sleep(30);
    }
  }
  await think();
  if (!triple) {
    const summary = await answered(() => call('GET', `/v3/order/summary/${orderRef}`), deadline);
    const acked = expectOk(summary, 'summary').status === 'paid';
    return { orderRef, gatewayOrderId, acked, payAnswerLost: true };
  }
  const done = expectOk(await answered(() => call('POST', '/v3/order/success', triple), deadline), 'success');
  if (done.order_id !== orderRef)
    throw new Error(`success answered ${String(done.order_id)} for ${orderRef}`);
  return { orderRef, gatewayOrderId, acked: done.status === 'paid', payAnswerLost: false };
}

/** `workers` concurrent clients over the carts; failures are collected, not thrown. */
export function runWorkers(carts: ReadyCart[], workers: number, deadline: number) {
  const queue = [...carts];
  const run = {
    queue,
    outcomes: [] as Outcome[],
    errors: [] as string[],
    busy: true,
    done: Promise.resolve(),
  };
  const worker = async () => {
    for (let cart = queue.shift(); cart; cart = queue.shift()) {
      const n = cart.n;
      await completeCart(cart, deadline).then(
        (o) => run.outcomes.push(o),
        (err: unknown) => run.errors.push(`cart ${n}: ${String(err)}`),
      );
    }
  };
  run.done = Promise.all(Array.from({ length: workers }, worker)).then(() => void (run.busy = false));
  return run;
}

export interface Chaos {
  /** Requests in flight at each kill. */
  inFlight: number[];
  /** Kills with ≥ 1 request in flight. */
  cycles: number;
  restartMs: number[];
}

/** SIGKILL after a random 200–800 ms, restart, wait for /health; until `cycles` count or `busy()` ends. */
export async function killLoop(
  api: ApiProcess,
  cycles: number,
  maxKills: number,
  busy: () => boolean,
  /** How long a restart may take to answer /health (a loaded machine needs more). */
  restartTimeoutMs = 20_000,
) {
  const chaos: Chaos = { inFlight: [], cycles: 0, restartMs: [] };
  while (chaos.cycles < cycles && chaos.inFlight.length < maxKills && busy()) {
    await sleep(200 + Math.random() * 600);
    // Kill with work in flight when there is any: on a loaded machine a random instant often falls
    // between requests, and such a kill proves nothing (it does not count as a cycle).
    for (let waited = 0; flight.now === 0 && waited < 500; waited += 5) await sleep(5);
    const inFlight = flight.now;
    await api.kill9();
    chaos.inFlight.push(inFlight);
    if (inFlight > 0) chaos.cycles += 1;
    chaos.restartMs.push(await api.start({}, restartTimeoutMs));
  }
  return chaos;
}
