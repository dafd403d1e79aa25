import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody } from '@kavach/contracts';
import type { RouteDeps } from '../../deps';
import { requireCustomer, requireSession } from '../../lib/current-session';
import { certificateDownload, invoiceDownload, planCreditNoteDownload } from './download.service';

/**
 * docs/product/api.md#orders download link `/v3/order/download/{id}?application=website&type={type}` (owner only):
 * `type=invoice` with an order reference (paid orders); `type=certificate` with a plan's osid (the
 * signed-in owner's activated plans: 404 for anyone else, 409 before activation); `type=credit_note`
 * with a cancelled plan's osid (decision 093; its owner only, 409 while it is not cancelled).
 */
export function orderDownloadRoutes(deps: RouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/order/download/:id',
      {
        schema: {
          tags: ['orders'],
          params: z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) }).strict(),
          querystring: z
            .object({
              application: z.string().max(40).optional(),
              type: z.enum(['invoice', 'certificate', 'credit_note']),
            })
            .strict(),
          response: { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody },
        },
      },
      async (request, reply) => {
        const now = deps.clock.now();
        const ownerId = async () => (await requireCustomer(deps.db, request, now)).customer.id;
        const file =
          request.query.type === 'certificate'
            ? await certificateDownload(deps, await ownerId(), request.params.id)
            : request.query.type === 'credit_note'
              ? await planCreditNoteDownload(deps, await ownerId(), request.params.id)
              : await invoiceDownload(deps, await requireSession(deps.db, request, now), request.params.id);
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .header('cache-control', file.cacheControl)
          .send(file.pdf as never);
      },
    );
  };
}
