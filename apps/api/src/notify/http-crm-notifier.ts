import { postJson } from './http-post';
import type { Notifier } from './notifier';

export interface HttpCrmOptions {
  /** CRM endpoint (CRM_URL): every lead and activity is POSTed here. */
  url: string;
  apiKey: string;
  timeoutMs?: number;
}

/**
 * The consumer of the outbox's `crm` channel through an HTTP CRM (CRM_PROVIDER=http): POST JSON
 * `{ event, phone, data, idempotency_key }` — `event` is the outbox topic (`lead` for
 * POST /v3/cart/create_lead), `data` the row's payload (lead id, name, email, city, cart) — with a
 * bearer key and an `Idempotency-Key` header, 5 s timeout. 2xx is delivered; retries, permanent
 * failures and error messages as for SMS (http-post.ts): nothing of the lead is ever in an error.
 */
export function createHttpCrmNotifier({ url, apiKey, timeoutMs = 5000 }: HttpCrmOptions): Notifier {
  return {
    name: 'http-crm',
    async send(message) {
      await postJson({
        provider: 'CRM',
        url,
        apiKey,
        idempotencyKey: message.idempotencyKey,
        body: {
          event: message.topic,
          phone: message.recipient,
          data: message.payload ?? {},
          idempotency_key: message.idempotencyKey,
        },
        timeoutMs,
      });
    },
  };
}
