import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { createRazorpayEmulator, parseBody } from '../../src/payments/emulator';

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
  /** Delay before answering, per request (docs/product/security-tests.md#t8-8: 2 s on POST /v1/orders). */
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
 * The Razorpay emulator (../emulator, decision 053) on its own port on 127.0.0.1, with what only
 * tests need (docs/product/security-tests.md#t8-8, docs/product/security-tests.md#t8-11, docs/product/security-tests.md#t8-12): a log of requests, latency and fault injection
 * (500 / hang / connection reset at a rate). The customer helpers (pay, payLink, capture) and the
 * signed webhooks are the emulator's own.
 */
export async function startFakeRazorpay(options: FakeRazorpayOptions) {
  const emulator = createRazorpayEmulator({ keyId: options.keyId, keySecret: options.keySecret });
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
    const f = emulator.authorized(req.headers) ? faults : null;
    const fault =
      f && (f.match?.(method, url.pathname) ?? true) && dice() < f.rate
        ? (f.kinds[Math.floor(dice() * f.kinds.length)] ?? null)
        : null;
    entry.fault = fault;
    entry.receipt = parseBody(raw)?.receipt;
    const answer = fault && f?.phase !== 'after' ? null : emulator.handle(method, url, raw, req.headers);
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

  return {
    ...emulator,
    url: `http://127.0.0.1:${port}`,
    requests,
    setFaults: (next: FakeFaults | null) => void (faults = next),
    setLatency: (next: NonNullable<FakeRazorpayOptions['latencyMs']>) => void (latency = next),
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

export type FakeRazorpay = Awaited<ReturnType<typeof startFakeRazorpay>>;
