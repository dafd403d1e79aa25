import { postJson } from './http-post';
import type { Notifier } from './notifier';

export interface HttpSmsOptions {
  /** SMS endpoint; voice calls go to `${url}/voice`. */
  url: string;
  apiKey: string;
  timeoutMs?: number;
}

/**
 * SMS and voice through an HTTP provider: POST JSON `{ to, text, idempotency_key }` with a bearer
 * key and an `Idempotency-Key` header, 5 s timeout. Errors name the status only, never the text.
 */
export function createHttpSmsNotifier({ url, apiKey, timeoutMs = 5000 }: HttpSmsOptions): Notifier {
  const base = url.replace(/\/+$/, '');
  return {
    name: 'http',
    async send(message) {
      await postJson({
        provider: 'SMS provider',
        url: message.channel === 'voice' ? `${base}/voice` : base,
        apiKey,
        idempotencyKey: message.idempotencyKey,
        body: { to: message.recipient, text: message.text, idempotency_key: message.idempotencyKey },
        timeoutMs,
      });
    },
  };
}
