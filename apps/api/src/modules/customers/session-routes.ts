import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CheckExistenceBody,
  CheckExistenceResponse,
  ErrorBody,
  MessageResponse,
  OtpErrorBody,
  UpdateSessionBody,
  UpdateSessionResponse,
} from '@kavach/contracts';
import { findCustomerByEmail, findCustomerByPhone, updateSessionFields } from '@kavach/db';
import type { RouteDeps } from '../../deps';
import { requireSession } from '../../lib/current-session';
import { AppError } from '../../lib/http-errors';
import { endSession, passesCsrf } from '../../plugins/session';
import { emailOf, phoneOf } from '../otp/contact-input';

const tags = ['customer'];
const ERRORS = { 400: OtpErrorBody, 401: ErrorBody, 429: OtpErrorBody };

/**
 * The session side of customer accounts (docs/product/api.md#session Customer, Session): the existence check, sign-out
 * and the bootstrap-field update.
 */
export function customerSessionRoutes(deps: RouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/customers/check_customer_existence',
      {
        // Inherently enumerating: ≤ 10 per minute and ≤ 100 per day per address (docs/product/security-tests.md#t4-11, H9).
        onRequest: [
          app.rateLimit({ max: 10, timeWindow: '1 minute', keyGenerator: (r) => `existence:minute:${r.ip}` }),
          app.rateLimit({ max: 100, timeWindow: '1 day', keyGenerator: (r) => `existence:day:${r.ip}` }),
        ],
        schema: { tags, body: CheckExistenceBody, response: { 200: CheckExistenceResponse, ...ERRORS } },
      },
      async (request) => {
        const body = request.body;
        const customer =
          'email' in body
            ? await findCustomerByEmail(deps.db, emailOf(body.email))
            : await findCustomerByPhone(deps.db, phoneOf(body.phone));
        return { is_existing: customer !== null, has_password: customer?.passwordHash != null };
      },
    );

    app.get(
      '/customers/signout',
      { schema: { tags, response: { 200: MessageResponse, 403: ErrorBody } } },
      async (request, reply) => {
        // A GET by the spec's path, so the CSRF header is checked here (docs/product/security-tests.md#t2-3, T3).
        if (!passesCsrf(request, deps.session))
          throw new AppError(
            403,
            'CSRF_FAILED',
            'Your session has expired. Please refresh the page and try again.',
          );
        await endSession(request, reply, deps.session);
        reply.header('cache-control', 'no-store');
        request.log.info({ event: 'customer_logout' }, 'signed out');
        return { message: 'You have been signed out.' };
      },
    );

    app.post(
      '/auth/update_session',
      {
        schema: {
          tags: ['session'],
          description:
            'Sets the bootstrap fields given (tabId, lead_id). An empty body sets nothing and answers 200 with the session id, like any other update (issue 18 finding 6).',
          body: UpdateSessionBody,
          response: { 200: UpdateSessionResponse, 401: ErrorBody },
        },
      },
      async (request) => {
        const session = await requireSession(deps.db, request, deps.clock.now());
        const { tabId, lead_id } = request.body;
        const set = {
          ...(tabId !== undefined ? { tabId } : {}),
          ...(lead_id !== undefined ? { leadId: lead_id } : {}),
        };
        // Nothing to set is a no-op, not an UPDATE without columns (issue 18 finding 6).
        if (Object.keys(set).length > 0) await updateSessionFields(deps.db, session.idHash, set);
        return { session_id: session.publicId };
      },
    );
  };
}
