import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBody, Health } from '@kavach/contracts';
import { pingDatabase } from '@kavach/db';
import type { RouteDeps } from '../../deps';

const startedAt = Date.now();

/** GET /health: the database answers, and which one (one path, registered without a prefix). */
export function healthRoutes(deps: RouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/health',
      { schema: { tags: ['health'], response: { 200: Health, 503: ErrorBody } } },
      async (request, reply) => {
        try {
          await pingDatabase(deps.db);
        } catch (err) {
          request.log.error({ err }, 'health check: database unavailable');
          reply.header('retry-after', '5');
          return reply.code(503).send({
            error_code: 'DB_UNAVAILABLE',
            message: 'The database is unavailable.',
            request_id: request.id,
          });
        }
        return {
          status: 'ok' as const,
          db: deps.dbKind,
          uptime_s: Math.round((Date.now() - startedAt) / 1000),
        };
      },
    );
  };
}
