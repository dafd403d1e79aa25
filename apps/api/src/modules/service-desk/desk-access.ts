import type { FastifyRequest } from 'fastify';
import type { RouteDeps } from '../../deps';
import { findCurrentSession, type SessionStaff } from '../../lib/current-session';
import { AppError } from '../../lib/http-errors';
import { isServiceStaff } from '../staff/roles';

/** The signed-in service-desk staff member: 401 without a staff sign-in, 403 for any other staff role. */
export async function requireServiceStaff(deps: RouteDeps, request: FastifyRequest): Promise<SessionStaff> {
  const session = await findCurrentSession(deps.db, request, deps.clock.now());
  if (!session?.staff)
    throw new AppError(401, 'STAFF_SIGN_IN_REQUIRED', 'Please sign in with your staff account.');
  if (!isServiceStaff(session.staff))
    throw new AppError(403, 'SERVICE_DESK_ONLY', 'Only the service team can use the service desk.');
  return session.staff;
}

export const deskNotFound = () =>
  new AppError(404, 'SR_NOT_FOUND', 'There is no service request with this number.');

export const deskChanged = () =>
  new AppError(
    409,
    'SR_CHANGED',
    'Someone else updated this request a moment ago. Reload it to see its current state.',
  );
