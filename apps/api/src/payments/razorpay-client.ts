import { GatewayError } from './gateway-error';

export interface RazorpayClientOptions {
  /** https://api.razorpay.com, or a fake server in tests. */
  apiUrl: string;
  keyId: string;
  keySecret: string;
  /** Outbound timeout per call (docs/product/security-tests.md#t8-11: 5 s; Node's fetch has none by default). */
  timeoutMs: number;
  fetch?: typeof fetch;
}

export interface RazorpayRequest {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** An outer deadline shared by several calls (createOrder's look-up and create). */
  signal?: AbortSignal;
}

export interface RazorpayAnswer {
  status: number;
  body: unknown;
}

/** Statuses worth a retry with the same idempotency key; any other 4xx means the request is wrong. */
const RETRYABLE_STATUS = new Set([408, 409, 425, 429]);

/**
 * The REST transport: Basic auth `key_id:key_secret`, JSON both ways, no redirects, a timeout on
 * every call. Any HTTP answer is returned; a transport failure (timeout, reset, refused, unreadable
 * body) is thrown as a retryable GatewayError. The credentials never appear in an error.
 */
export function createRazorpayClient(options: RazorpayClientOptions) {
  const base = options.apiUrl.replace(/\/+$/, '');
  const authorization = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`;
  const doFetch = options.fetch ?? fetch;
  return {
    async request(req: RazorpayRequest): Promise<RazorpayAnswer> {
      const timeout = AbortSignal.timeout(options.timeoutMs);
      const signal = req.signal ? AbortSignal.any([timeout, req.signal]) : timeout;
      let status: number;
      let text: string;
      try {
        const res = await doFetch(`${base}${req.path}`, {
          method: req.method,
          headers: {
            authorization,
            accept: 'application/json',
            ...(req.body === undefined ? {} : { 'content-type': 'application/json' }),
            ...req.headers,
          },
          ...(req.body === undefined ? {} : { body: JSON.stringify(req.body) }),
          redirect: 'error',
          signal,
        });
        status = res.status;
        text = await res.text();
      } catch (err) {
        throw transportError(err, options.timeoutMs);
      }
      try {
        return { status, body: text ? (JSON.parse(text) as unknown) : null };
      } catch {
        throw new GatewayError(
          `Razorpay answered ${status} with a body that is not JSON`,
          status >= 500,
          status,
          'INVALID_RESPONSE',
        );
      }
    },
  };
}

export type RazorpayClient = ReturnType<typeof createRazorpayClient>;

function transportError(err: unknown, timeoutMs: number): GatewayError {
  const name = err instanceof Error ? err.name : '';
  if (name === 'TimeoutError' || name === 'AbortError') {
    return new GatewayError(`Razorpay did not answer within ${timeoutMs} ms`, true, null, 'TIMEOUT');
  }
  return new GatewayError('Razorpay unreachable (connection failed or reset)', true, null, 'NETWORK');
}

/** Razorpay's error body: `{ error: { code, description, … } }`. */
export function razorpayErrorOf(body: unknown): { code: string | null; description: string | null } {
  const error = (body as { error?: { code?: unknown; description?: unknown } } | null)?.error;
  return {
    code: typeof error?.code === 'string' ? error.code.slice(0, 80) : null,
    description: typeof error?.description === 'string' ? error.description.slice(0, 200) : null,
  };
}

/** Throws a GatewayError for a non-2xx answer; returns the body otherwise. */
export function expectOk(answer: RazorpayAnswer, what: string): unknown {
  if (answer.status >= 200 && answer.status < 300) return answer.body;
  const { code, description } = razorpayErrorOf(answer.body);
  const retryable = answer.status >= 500 || RETRYABLE_STATUS.has(answer.status);
  const detail = [code, description].filter(Boolean).join(': ');
  return fail(
    `Razorpay ${what} answered ${answer.status}${detail ? ` (${detail})` : ''}`,
    retryable,
    answer.status,
    code,
  );
}

function fail(message: string, retryable: boolean, status: number, code: string | null): never {
  throw new GatewayError(message, retryable, status, code);
}

/** "The id provided does not exist" is a 400 BAD_REQUEST_ERROR at Razorpay, not a 404. */
export function isUnknownId(answer: RazorpayAnswer): boolean {
  if (answer.status === 404) return true;
  const { description } = razorpayErrorOf(answer.body);
  return answer.status === 400 && /does not exist|not a valid id/i.test(description ?? '');
}
