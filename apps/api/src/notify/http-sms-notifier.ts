import { DeliveryError, type Notifier } from './notifier';

export interface HttpSmsOptions {
  /** SMS endpoint; voice calls go to `${url}/voice`. */
  url: string;
  apiKey: string;
  timeoutMs?: number;
}

/** Provider answers worth retrying; any other 4xx means the request itself is wrong. */
const TRANSIENT_4XX = new Set([408, 409, 425, 429]);

/**
 * SMS and voice through an HTTP provider: POST JSON `{ to, text, idempotency_key }` with a bearer
 * key and an `Idempotency-Key` header, 5 s timeout. Errors name the status only, never the text.
 */
export function createHttpSmsNotifier({ url, apiKey, timeoutMs = 5000 }: HttpSmsOptions): Notifier {
  const base = url.replace(/\/+$/, '');
  return {
    name: 'http',
    async send(message) {
      const endpoint = message.channel === 'voice' ? `${base}/voice` : base;
      let res: Response;
      try {
        res = await fetch(endpoint, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${apiKey}`,
            'idempotency-key': message.idempotencyKey,
          },
          body: JSON.stringify({
            to: message.recipient,
            text: message.text,
            idempotency_key: message.idempotencyKey,
          }),
          redirect: 'error',
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (err) {
        const timedOut = err instanceof Error && err.name === 'TimeoutError';
        throw new DeliveryError(
          timedOut ? `SMS provider timed out after ${timeoutMs} ms` : 'SMS provider unreachable',
          false,
        );
      }
      await res.body?.cancel();
      if (res.ok) return;
      const permanent = res.status >= 400 && res.status < 500 && !TRANSIENT_4XX.has(res.status);
      throw new DeliveryError(`SMS provider answered ${res.status}`, permanent);
    },
  };
}
