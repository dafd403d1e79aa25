import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody } from '@kavach/contracts';
import { findOrderByRef, orderItemsOf } from '@kavach/db';
import type { AppDeps } from '../../deps';
import { isOrderPaid, kavachInvoices } from '@kavach/domain';
import { AppError } from '../../lib/http-errors';
import { requireCustomer, requireSession } from '../../lib/current-session';
import { certificateOf } from '../activation/certificate.service';
import { invoicePdf } from './invoice';
import { ownsOrder } from './order-access';

/**
 * docs/product/api.md#orders download link `/v3/order/download/{id}?application=website&type={type}` (owner only):
 * `type=invoice` with an order reference (paid orders); `type=certificate` with a plan's osid (the
 * signed-in owner's activated plans: 404 for anyone else, 409 before activation).
 */
export function orderDownloadRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/v3/order/download/:id',
      {
        schema: {
          tags: ['orders'],
          params: z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) }).strict(),
          querystring: z
            .object({ application: z.string().max(40).optional(), type: z.enum(['invoice', 'certificate']) })
            .strict(),
          response: { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody },
        },
      },
      async (request, reply) => {
        if (request.query.type === 'certificate') {
          const { customer } = await requireCustomer(deps.db, request, deps.clock.now());
          const { pdf, fileName } = await certificateOf(deps, customer.id, request.params.id);
          return reply
            .header('content-type', 'application/pdf')
            .header('content-disposition', `attachment; filename="${fileName}"`)
            .header('cache-control', 'private, no-store')
            .send(pdf as never);
        }
        const s = await requireSession(deps.db, request, deps.clock.now());
        const order = await findOrderByRef(deps.db, request.params.id);
        if (!ownsOrder(s, order)) throw new AppError(404, 'ORDER_NOT_FOUND', 'We could not find this order.');
        if (!isOrderPaid(order.status))
          throw new AppError(409, 'INVOICE_NOT_READY', 'The invoice is ready once the payment is confirmed.');
        if (!kavachInvoices(order))
          throw new AppError(
            409,
            'INVOICE_FROM_PARTNER',
            'This plan was sold by our partner store: your tax invoice comes from the store where you bought it.',
          );
        const items = await orderItemsOf(deps.db, order.id);
        const pdf = invoicePdf(
          order,
          items.map((i) => ({
            title: i.title,
            quantity: i.quantity,
            unitPricePaise: i.unitPricePaise,
            discountPaise: i.discountPaise,
          })),
          deps.config.supplier,
        );
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `attachment; filename="Kavach-invoice-${order.orderRef}.pdf"`)
          .header('cache-control', 'no-store')
          .send(pdf as never);
      },
    );
  };
}
