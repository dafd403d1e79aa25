import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBody, StaffLoginBody, StaffLoginResponse, StaffLogoutResponse } from '@kavach/contracts';
import { findStaffByUsername } from '@kavach/db';
import type { AppDeps } from '../../deps';
import { AppError } from '../../lib/http-errors';
import { endSession, rotateSession, setCsrfCookie, type SessionOptions } from '../../plugins/session';
import { verifyPassword } from '../../lib/password';

/** A staff sign-in lasts 12 hours at most (security plan T2.4, absolute limit). */
export const STAFF_SESSION_TTL_MS = 12 * 60 * 60 * 1000;

const tags = ['staff'];

/**
 * Staff sign-in for sales agents (spec §6 agent profile; paths ours — the spec names none, see
 * docs/decisions/015). Every sign-in gets a new session id (T2.2); sign-out deletes the session (T2.3).
 */
export function staffRoutes(deps: AppDeps, sessionOptions: SessionOptions): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/v3/staff/login',
      {
        config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
        schema: {
          tags,
          body: StaffLoginBody,
          response: { 200: StaffLoginResponse, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
        },
      },
      async (request, reply) => {
        const { username, password } = request.body;
        const staff = await findStaffByUsername(deps.db, username);
        const ok = await verifyPassword(staff?.active ? staff.passwordHash : null, password);
        if (!ok || !staff) {
          request.log.info({ event: 'staff_login', outcome: 'failure' }, 'staff sign-in refused');
          throw new AppError(401, 'STAFF_LOGIN_FAILED', 'That username and password do not match.');
        }
        const now = deps.clock.now();
        const { raw, publicId } = await rotateSession(request, reply, sessionOptions, {
          ttlMs: STAFF_SESSION_TTL_MS,
          staffUserId: staff.id,
          staffExpiresAt: new Date(now.getTime() + STAFF_SESSION_TTL_MS),
        });
        request.log.info({ event: 'staff_login', outcome: 'success', actor: staff.id }, 'staff signed in');
        reply.header('cache-control', 'no-store');
        return {
          csrf_token: setCsrfCookie(reply, sessionOptions, raw),
          session_id: publicId,
          user_profile: { username: staff.username, permissions: staff.permissions, teams: staff.teams },
          display_name: staff.displayName,
        };
      },
    );

    app.post(
      '/v3/staff/logout',
      { schema: { tags, response: { 200: StaffLogoutResponse, 403: ErrorBody } } },
      async (request, reply) => {
        await endSession(request, reply, sessionOptions);
        reply.header('cache-control', 'no-store');
        return { status: 'signed_out' as const };
      },
    );
  };
}
