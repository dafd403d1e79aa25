import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorBody,
  OtpErrorBody,
  StaffLoginBody,
  StaffLoginResponse,
  StaffLogoutResponse,
} from '@kavach/contracts';
import type { RouteDeps } from '../../deps';
import { endSession } from '../../plugins/session';
import { staffSignIn } from './staff.service';

const tags = ['staff'];

/**
 * Staff sign-in for sales agents (docs/product/staff.md#agents agent profile; paths ours — the spec names none, see
 * docs/decisions/015). Every sign-in gets a new session id (docs/product/security-tests.md#t2-2); sign-out deletes the session (docs/product/security-tests.md#t2-3).
 * Registered under the prefix /v3/staff.
 */
export function staffRoutes(deps: RouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/login',
      {
        schema: {
          tags,
          body: StaffLoginBody,
          response: {
            200: StaffLoginResponse,
            400: ErrorBody,
            401: ErrorBody,
            403: ErrorBody,
            429: OtpErrorBody,
          },
        },
      },
      async (request, reply) => staffSignIn(deps, request, reply, request.body),
    );

    app.post(
      '/logout',
      { schema: { tags, response: { 200: StaffLogoutResponse, 403: ErrorBody } } },
      async (request, reply) => {
        await endSession(request, reply, deps.session);
        reply.header('cache-control', 'no-store');
        return { status: 'signed_out' as const };
      },
    );
  };
}
