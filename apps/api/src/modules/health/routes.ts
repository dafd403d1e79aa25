import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBody, Health } from '@kavach/contracts';
import type { AppDeps } from '../../deps';

const startedAt = Date.now();

export function healthRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/health',
      { schema: { tags: ['health'], response: { 200: Health, 503: ErrorBody } } },
      async (request, reply) => {
        try {
          await deps.db.execute(sql`select 1`);
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
