import { z } from 'zod';

/** GET /dev/outbox (development only; 404 in production): the latest notifications, newest first. */
export const DevOutboxMessage = z.object({
  id: z.number().int(),
  channel: z.string(),
  topic: z.string(),
  recipient: z.string(),
  status: z.string(),
  attempts: z.number().int(),
  subject: z.string().nullable(),
  /** The rendered message, as the provider gets it (may contain a one-time code). */
  text: z.string(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export type DevOutboxMessage = z.infer<typeof DevOutboxMessage>;

export const DevOutbox = z.object({ messages: z.array(DevOutboxMessage) });
export type DevOutbox = z.infer<typeof DevOutbox>;
