import { DeliveryError } from './notifier';

/** Provider answers worth retrying; any other 4xx means the request itself is wrong. */
const TRANSIENT_4XX = new Set([408, 409, 425, 429]);

export interface JsonPost {
  /** Names the provider in errors ("SMS provider", "CRM"); errors never carry the body. */
  provider: string;
  url: string;
  apiKey: string;
  idempotencyKey: string;
  body: unknown;
  timeoutMs: number;
}

/**
 * One delivery to an HTTP provider (SMS/voice, CRM): POST JSON with a bearer key and an
 * `Idempotency-Key` header, no redirects, a timeout. 2xx resolves; a timeout, an unreachable host,
 * 5xx and 408/409/425/429 throw a transient DeliveryError (the relay retries with backoff); other
 * 4xx a permanent one. Error messages name the status only, never the body or the key.
 */
export async function postJson({ provider, url, apiKey, idempotencyKey, body, timeoutMs }: JsonPost) {
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${apiKey}`,
        'idempotency-key': idempotencyKey,
      },
      body: JSON.stringify(body),
      redirect: 'error',
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (err) {
    const timedOut = err instanceof Error && err.name === 'TimeoutError';
    throw new DeliveryError(
      timedOut ? `${provider} timed out after ${timeoutMs} ms` : `${provider} unreachable`,
      false,
    );
  }
  await res.body?.cancel();
  if (res.ok) return;
  const permanent = res.status >= 400 && res.status < 500 && !TRANSIENT_4XX.has(res.status);
  throw new DeliveryError(`${provider} answered ${res.status}`, permanent);
}
