import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeSmsRequest {
  path: string;
  headers: IncomingHttpHeaders;
  /**
   * SMS/voice `{ to, text, idempotency_key }`; the CRM's `{ event, phone, data, idempotency_key }`;
   * the WhatsApp Cloud API's template message `{ messaging_product, to, type, template }`.
   */
  body: { to?: string; text?: string; idempotency_key?: string; [field: string]: unknown };
  status: number;
}

export interface FakeSmsProvider {
  /** Base URL on 127.0.0.1 (an ephemeral port). */
  url: string;
  /** Every request received, in arrival order, with the status it was answered. */
  requests: FakeSmsRequest[];
  /** Requests answered 2xx per idempotency key (what the provider actually sent out). */
  acceptedPerKey(): Map<string, number>;
  close(): Promise<void>;
}

/**
 * A local stand-in for the HTTP SMS/voice provider (docs/product/security-tests.md#background: "fake SMS server"), the
 * HTTP CRM (decision 022) and the WhatsApp Cloud API (decision 028: its body has no
 * `idempotency_key`, so `acceptedPerKey` does not count it; read the Idempotency-Key header).
 * `answer` picks the status of each request (it may wait first, to simulate a slow provider).
 */
export async function startFakeSmsProvider(
  answer: (request: Omit<FakeSmsRequest, 'status'>, index: number) => number | Promise<number> = () => 200,
): Promise<FakeSmsProvider> {
  const requests: FakeSmsRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      let body: FakeSmsRequest['body'] = {};
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as FakeSmsRequest['body'];
      } catch {
        body = {};
      }
      const request = { path: req.url ?? '/', headers: req.headers, body };
      const index = requests.length;
      requests.push({ ...request, status: 0 });
      const status = await answer(request, index);
      requests[index]!.status = status;
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ ok: status < 300 }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    acceptedPerKey() {
      const counts = new Map<string, number>();
      for (const r of requests) {
        if (r.status >= 200 && r.status < 300) {
          const key = r.body.idempotency_key ?? '';
          counts.set(key, (counts.get(key) ?? 0) + 1);
        }
      }
      return counts;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
