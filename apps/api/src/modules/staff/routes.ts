import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorBody,
  OtpErrorBody,
  StaffLoginBody,
  StaffLoginResponse,
  StaffLogoutResponse,
} from '@kavach/contracts';
import { findStaffByUsername } from '@kavach/db';
import type { AppDeps } from '../../deps';
import { AppError } from '../../lib/http-errors';
import { endSession, rotateSession, setCsrfCookie, type SessionOptions } from '../../plugins/session';
import { verifyPassword } from '../../lib/password';
import {
  deviceOf,
  recordSignInFailure,
  refuseWhileWaiting,
  rememberDevice,
  staffSubject,
  unknownSubject,
} from '../../lib/sign-in-guard';

/** A staff sign-in lasts 12 hours at most (docs/product/security-tests.md#t2-4, absolute limit). */
export const STAFF_SESSION_TTL_MS = 12 * 60 * 60 * 1000;

const tags = ['staff'];

/**
 * Staff sign-in for sales agents (docs/product/staff.md#agents agent profile; paths ours — the spec names none, see
 * docs/decisions/015). Every sign-in gets a new session id (docs/product/security-tests.md#t2-2); sign-out deletes the session (docs/product/security-tests.md#t2-3).
 */
export function staffRoutes(deps: AppDeps, sessionOptions: SessionOptions): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/v3/staff/login',
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
      async (request, reply) => {
        const { username, password } = request.body;
        const staff = await findStaffByUsername(deps.db, username);
        // The customers' rule (docs/product/security-tests.md#t5-3, issue 18 #7): database counters per account and per client.
        const who = staff ? staffSubject(staff.id) : unknownSubject('staff', username);
        const device = deviceOf(request, sessionOptions, who.accountKey);
        await refuseWhileWaiting(deps, request, reply, who, device);
        const ok = await verifyPassword(staff?.active ? staff.passwordHash : null, password);
        if (!ok || !staff) {
          await recordSignInFailure(deps, request, who, device);
          request.log.info({ event: 'staff_login', outcome: 'failure' }, 'staff sign-in refused');
          throw new AppError(401, 'STAFF_LOGIN_FAILED', 'That username and password do not match.');
        }
        const now = deps.clock.now();
        const { raw, publicId } = await rotateSession(request, reply, sessionOptions, {
          ttlMs: STAFF_SESSION_TTL_MS,
          staffUserId: staff.id,
          staffExpiresAt: new Date(now.getTime() + STAFF_SESSION_TTL_MS),
        });
        rememberDevice(reply, sessionOptions, who.accountKey);
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
