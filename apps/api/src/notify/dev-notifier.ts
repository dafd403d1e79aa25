import type { FastifyBaseLogger } from 'fastify';
import { maskRecipient } from '../lib/mask';
import type { Notifier } from './notifier';

/**
 * The "dev outbox": writes each message to the API log and counts it delivered. Messages (one-time
 * codes included) are also listed at GET /dev/outbox. Refused when NODE_ENV=production (env.ts).
 */
export function createDevNotifier(log: FastifyBaseLogger): Notifier {
  return {
    name: 'dev',
    async send(message) {
      log.info(
        {
          dev_outbox: true,
          outbox_id: message.id,
          channel: message.channel,
          topic: message.topic,
          to: maskRecipient(message.recipient),
          subject: message.subject ?? undefined,
          text: message.text,
        },
        'dev outbox: message not sent (development adapter); read it at GET /dev/outbox',
      );
    },
  };
}
