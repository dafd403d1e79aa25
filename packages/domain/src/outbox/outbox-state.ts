import { defineLifecycle } from '../lifecycle/lifecycle';

export type OutboxState = 'pending' | 'sending' | 'sent' | 'failed';

/**
 * A transactional-outbox message: pending until a relay claims it (sending, a lease); delivered
 * (sent), due again after a failed try (pending) or given up (failed). A claim whose lease lapsed
 * (the relay died mid-delivery) is claimed again: sending → sending, with one more attempt.
 */
export const OUTBOX_LIFECYCLE = defineLifecycle<OutboxState>('outbox message', {
  pending: ['sending'],
  sending: ['sending', 'sent', 'pending', 'failed'],
  sent: [],
  failed: [],
});
