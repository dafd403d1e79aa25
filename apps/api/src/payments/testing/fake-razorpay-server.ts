import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { checkoutSignature, paymentLinkSignature } from '../signatures';
import { routeFakeRazorpay } from './fake-razorpay-api';
import { payFakeLink } from './fake-razorpay-links';
import { createFakeBooks, type FakePayment } from './fake-razorpay-state';
import { fakeWebhooks } from './fake-razorpay-webhooks';

export type FaultKind = '500' | 'hang' | 'reset';

export interface FakeFaults {
  /** Share of matching requests that fail, 0–1. */
  rate: number;
  kinds: FaultKind[];
  /** `after`: the request takes effect (the order is created), then the answer is lost. */
  phase?: 'before' | 'after';
  /** Which requests may fail; all by default. */
  match?: (method: string, path: string) => boolean;
}

export interface FakeRazorpayOptions {
  keyId: string;
  keySecret: string;
  /** Delay before answering, per request (T8.8: 2 s on POST /v1/orders). */
  latencyMs?: number | ((method: string, path: string) => number);
  faults?: FakeFaults | null;
  /** Seed of the fault dice, so a run is repeatable. */
  seed?: number;
}

/** mulberry32: a small seeded PRNG for repeatable fault injection. */
function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * A local stand-in for api.razorpay.com on 127.0.0.1 (security plan T8.8, T8.11, T8.12): Basic
 * auth, the Orders, Payments, Refunds and Payment Links endpoints, a counter of created orders,
 * latency and fault injection (500 / hang / connection reset at a rate), plus helpers that play
 * the customer (pay, payLink, capture) and deliver signed webhooks. Test-only: nothing in
 * production imports it.
 */
export async function startFakeRazorpay(options: FakeRazorpayOptions) {
  const books = createFakeBooks();
  const refundKeys = new Map<string, unknown>();
  const requests: Array<{
    method: string;
    path: string;
    fault: FaultKind | null;
    at: number;
    receipt?: unknown;
  }> = [];
  const sockets = new Set<Socket>();
  let faults = options.faults ?? null;
  let latency = options.latencyMs ?? 0;
  const dice = seeded(options.seed ?? 42);
  const auth = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`;

  const handle = async (req: IncomingMessage, res: ServerResponse, raw: Buffer) => {
    const method = req.method ?? 'GET';
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const entry = {
      method,
      path: url.pathname + url.search,
      fault: null as FaultKind | null,
      at: Date.now(),
      receipt: undefined as unknown,
    };
    requests.push(entry);
    const wait = typeof latency === 'function' ? latency(method, url.pathname) : latency;
    if (wait > 0) await sleep(wait);
    const send = (status: number, body: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (req.headers.authorization !== auth) {
      return send(401, { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } });
    }
    const f = faults;
    const fault =
      f && (f.match?.(method, url.pathname) ?? true) && dice() < f.rate
        ? (f.kinds[Math.floor(dice() * f.kinds.length)] ?? null)
        : null;
    entry.fault = fault;
    let body: Record<string, unknown> = {};
    try {
      body = raw.length ? (JSON.parse(raw.toString('utf8')) as Record<string, unknown>) : {};
    } catch {
      return send(400, { error: { code: 'BAD_REQUEST_ERROR', description: 'Invalid JSON' } });
    }
    entry.receipt = body.receipt;
    const run = () => routeFakeRazorpay(books, method, url, body, req.headers, refundKeys);
    const answer = fault && f?.phase !== 'after' ? null : run();
    if (fault === 'hang') return; // never answers; closed by close()
    if (fault === 'reset') return req.socket.resetAndDestroy();
    if (fault === '500') {
      return send(500, { error: { code: 'SERVER_ERROR', description: 'The server encountered an error.' } });
    }
    if (answer) send(answer.status, answer.body);
  };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => void handle(req, res, Buffer.concat(chunks)));
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const orderOf = (id: string) => {
    const order = books.orders.get(id);
    if (!order) throw new Error(`fake Razorpay: no order ${id}`);
    return order;
  };
  return {
    url: `http://127.0.0.1:${port}`,
    books,
    requests,
    /** Orders created through POST /v1/orders (T8.8, T8.11: duplicates show here). */
    ordersCreated: () => books.orders.size,
    setFaults: (next: FakeFaults | null) => void (faults = next),
    setLatency: (next: NonNullable<FakeRazorpayOptions['latencyMs']>) => void (latency = next),
    /** The customer pays on Checkout: returns the payment and the handler's signature. */
    pay(
      orderId: string,
      status: FakePayment['status'] = 'captured',
      opts: { method?: string; amount?: number } = {},
    ) {
      const payment = books.addPayment(orderOf(orderId), status, opts.method ?? 'upi', opts.amount);
      return { payment, signature: checkoutSignature(orderId, payment.id, options.keySecret) };
    },
    /** Links created through POST /v1/payment_links (T8.12: duplicates show here). */
    linksCreated: () => books.links.size,
    /**
     * The customer pays on the link's hosted page: the link's order and a payment on it; a capture
     * pays the link. Returns the query Razorpay adds to the callback URL, signed with the key secret.
     */
    payLink(linkId: string, status: FakePayment['status'] = 'captured', opts: { method?: string } = {}) {
      const link = books.links.get(linkId);
      if (!link) throw new Error(`fake Razorpay: no link ${linkId}`);
      const payment = payFakeLink(books, link, status, opts.method ?? 'upi');
      const query = {
        razorpay_payment_id: payment.id,
        razorpay_payment_link_id: link.id,
        razorpay_payment_link_reference_id: link.reference_id,
        razorpay_payment_link_status: link.status,
        razorpay_signature: paymentLinkSignature(
          link.id,
          link.reference_id,
          link.status,
          payment.id,
          options.keySecret,
        ),
      };
      return { payment, query };
    },
    /** A late capture; a link the payment was made through becomes paid. */
    capture: (paymentId: string) => {
      const payment = books.payments.get(paymentId);
      if (!payment) return;
      books.capture(payment);
      for (const link of books.links.values()) {
        const entry = link.payments?.find((p) => p.payment_id === paymentId);
        if (!entry) continue;
        entry.status = 'captured';
        link.amount_paid = payment.amount;
        link.status = 'paid';
      }
    },
    webhooks: fakeWebhooks(books),
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

export type FakeRazorpay = Awaited<ReturnType<typeof startFakeRazorpay>>;
