import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { SetCsrfQuery } from '@kavach/contracts';
import { cartSummaryOfSession, findCustomerByPublicId, findStaffById } from '@kavach/db';
import type { RouteDeps } from '../../deps';
import { customerSignInLive } from '../../lib/current-session';
import { ensureSession, hashId, setCsrfCookie } from '../../plugins/session';
import { customerView } from '../customers/customer-view';

/**
 * GET /auth/set_csrf: the request's live session (or a new one) with its CSRF token, and what the
 * page boots with — the staff profile, the cart summary and the signed-in customer.
 */
export async function bootstrapSession(
  deps: Pick<RouteDeps, 'session'>,
  request: FastifyRequest,
  reply: FastifyReply,
  query: z.infer<typeof SetCsrfQuery>,
) {
  const opts = deps.session;
  const { raw, record } = await ensureSession(request, reply, opts, {
    tabId: query.tabId,
    leadId: query.lead_id,
  });
  const csrf = setCsrfCookie(reply, opts, raw);
  reply.header('cache-control', 'no-store');
  const cart = await cartSummaryOfSession(opts.db, hashId(raw));
  const staffLive = record.staffUserId && record.staffExpiresAt && record.staffExpiresAt > opts.clock.now();
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
}
