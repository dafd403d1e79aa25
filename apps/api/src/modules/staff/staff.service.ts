import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StaffLoginResponse } from '@kavach/contracts';
import { findStaffByUsername, updateStaffUser } from '@kavach/db';
import type { z } from 'zod';
import type { RouteDeps } from '../../deps';
import { AppError } from '../../lib/http-errors';
import { rotateSession, setCsrfCookie } from '../../plugins/session';
import { upgradedHash, verifyPassword } from '../../lib/password';
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

/**
 * POST /v3/staff/login: an agent's username and password sign this browser in on a NEW session id
 * (docs/product/security-tests.md#t2-2), behind the same growing wait as customers (docs/product/security-tests.md#t5-3).
 */
export async function staffSignIn(
  deps: RouteDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  body: { username: string; password: string },
): Promise<z.infer<typeof StaffLoginResponse>> {
  const { username, password } = body;
  const staff = await findStaffByUsername(deps.db, username);
  // The customers' rule (docs/product/security-tests.md#t5-3, issue 18 #7): database counters per account and per client.
  const who = staff ? staffSubject(staff.id) : unknownSubject('staff', username);
  const device = deviceOf(request, deps.session, who.accountKey);
  await refuseWhileWaiting(deps, request, reply, who, device);
  const ok = await verifyPassword(staff?.active ? staff.passwordHash : null, password);
  if (!ok || !staff) {
    await recordSignInFailure(deps, request, who, device);
    request.log.info({ event: 'staff_login', outcome: 'failure' }, 'staff sign-in refused');
    throw new AppError(401, 'STAFF_LOGIN_FAILED', 'That username and password do not match.');
  }
  // A hash made with older settings is replaced now that the password is known (decision 084).
  const upgraded = await upgradedHash(staff.passwordHash, password);
  if (upgraded) await updateStaffUser(deps.db, staff.id, { passwordHash: upgraded });
  const now = deps.clock.now();
  const { raw, publicId } = await rotateSession(request, reply, deps.session, {
    ttlMs: STAFF_SESSION_TTL_MS,
    staffUserId: staff.id,
    staffExpiresAt: new Date(now.getTime() + STAFF_SESSION_TTL_MS),
  });
  rememberDevice(reply, deps.session, who.accountKey);
  request.log.info({ event: 'staff_login', outcome: 'success', actor: staff.id }, 'staff signed in');
  reply.header('cache-control', 'no-store');
  return {
    csrf_token: setCsrfCookie(reply, deps.session, raw),
    session_id: publicId,
    user_profile: { username: staff.username, permissions: staff.permissions, teams: staff.teams },
    display_name: staff.displayName,
  };
}
