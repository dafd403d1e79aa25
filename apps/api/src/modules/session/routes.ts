import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SetCsrfQuery, SetCsrfResponse } from '@kavach/contracts';
import { cartSummaryOfSession, findCustomerByPublicId, findStaffById } from '@kavach/db';
import { customerSignInLive } from '../../lib/current-session';
import { ensureSession, hashId, setCsrfCookie, type SessionOptions } from '../../plugins/session';
import { customerView } from '../customers/customer-view';

/** GET /auth/set_csrf: bootstraps the server-side session and its CSRF token (docs/product/api.md#session*/
export function sessionRoutes(opts: SessionOptions): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/auth/set_csrf',
      { schema: { tags: ['session'], querystring: SetCsrfQuery, response: { 200: SetCsrfResponse } } },
      async (request, reply) => {
        const { raw, record } = await ensureSession(request, reply, opts, {
          tabId: request.query.tabId,
          leadId: request.query.lead_id,
        });
        const csrf = setCsrfCookie(reply, opts, raw);
        reply.header('cache-control', 'no-store');
        const cart = await cartSummaryOfSession(opts.db, hashId(raw));
        const staffLive =
          record.staffUserId && record.staffExpiresAt && record.staffExpiresAt > opts.clock.now();
        const staff = staffLive ? await findStaffById(opts.db, record.staffUserId!) : null;
        // docs/product/accounts.md#session Authentication: a customer only while the sign-in is live (docs/product/security-tests.md#t2-4); never for agent carts.
        const now = opts.clock.now();
        const customerLive = !!record.customerId && customerSignInLive(record, now);
        const customer = customerLive ? await findCustomerByPublicId(opts.db, record.customerId!) : null;
        return {
          csrf_token: csrf,
          session_id: record.publicId,
          user_profile:
            staff?.active === true
              ? { username: staff.username, permissions: staff.permissions, teams: staff.teams }
              : null,
          cart: cart ? { token_id: cart.token, type: cart.type, total_items: cart.totalItems } : null,
          customer: customer && !staffLive ? await customerView(opts.db, customer) : null,
        };
      },
    );
  };
}
