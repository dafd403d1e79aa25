/** One webhook as signed: the exact bytes and the headers that go with them. */
export interface SignedWebhook {
  rawBody: Buffer;
  headers: Record<string, string>;
}

/**
 * Delivers one signed event to the order module's webhook handler (app.inject, a queue…) and
 * answers the handler's HTTP status; a non-2xx status or a throw counts as a failed delivery.
 */
export type EmitWebhook = (
  rawBody: Buffer,
  headers: Record<string, string>,
) => Promise<number | void> | number | void;

export interface DeliveryOptions {
  emit: EmitWebhook | undefined;
  /** Waits before each retry of a failed delivery (Razorpay retries with backoff for 24 h). */
  retryDelaysMs: readonly number[];
  /** A delivery that failed for good. */
  onGiveUp: (err: unknown) => void;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Webhooks as a gateway sends them: in the background (the Pay answer does not wait for our
 * handler), in order, retried on failure. `whenIdle` lets tests and shutdown wait for the queue.
 */
export function createWebhookDeliveries(options: DeliveryOptions) {
  const running = new Set<Promise<void>>();

  async function deliverOne(event: SignedWebhook): Promise<void> {
    let lastError: unknown = null;
    for (let attempt = 0; attempt <= options.retryDelaysMs.length; attempt++) {
      if (attempt > 0) await sleep(options.retryDelaysMs[attempt - 1] ?? 0);
      try {
        const status = await options.emit?.(event.rawBody, event.headers);
        if (typeof status !== 'number' || (status >= 200 && status < 300)) return;
        lastError = new Error(`webhook handler answered ${status}`);
      } catch (err) {
        lastError = err;
      }
    }
    options.onGiveUp(lastError);
  }

  return {
    deliver(events: SignedWebhook[]): void {
      if (!options.emit || events.length === 0) return;
      const run = (async () => {
        await new Promise((resolve) => setImmediate(resolve));
        for (const event of events) await deliverOne(event);
      })();
      running.add(run);
      void run.finally(() => running.delete(run));
    },
    async whenIdle(): Promise<void> {
      while (running.size > 0) await Promise.all([...running]);
    },
  };
}
