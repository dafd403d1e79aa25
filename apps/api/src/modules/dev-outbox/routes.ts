import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DevOutbox } from '@kavach/contracts';
import { listRecentOutbox } from '@kavach/db';
import type { RouteDeps } from '../../deps';
import { renderOutboxMessage } from '../../notify/render';

/**
 * GET /dev/outbox: the latest 50 notifications with their text, so a developer or a browser test
 * can read a one-time code. Not registered at all when NODE_ENV=production (→ 404). Registered
 * under the prefix /dev.
 */
export function devOutboxRoutes(deps: RouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    if (deps.config.nodeEnv === 'production') return;
    app.get(
      '/outbox',
      { schema: { tags: ['dev'], response: { 200: DevOutbox } } },
      async (_request, reply) => {
        reply.header('cache-control', 'no-store');
        const rows = await listRecentOutbox(deps.db, 50);
        return {
          messages: rows.map((row) => {
            const rendered = renderOutboxMessage(row);
            return {
              id: row.id,
              channel: row.channel,
              topic: row.topic,
              recipient: row.recipient,
              status: row.status,
              attempts: row.attempts,
              subject: rendered?.subject ?? null,
              text: rendered?.text ?? JSON.stringify(row.payload),
              created_at: row.createdAt.toISOString(),
              sent_at: row.sentAt?.toISOString() ?? null,
            };
          }),
        };
      },
    );
  };
}
