import type { FastifyRequest } from 'fastify';
import type { AccountSessionsResponse, SignedOutResponse } from '@kavach/contracts';
import { customerSignIns, endCustomerSessions, endCustomerSignIn } from '@kavach/db';
import { signInMethodWords } from '@kavach/domain';
import type { RouteDeps } from '../../deps';
import { CUSTOMER_IDLE_MS, requireCustomer } from '../../lib/current-session';
import { AppError } from '../../lib/http-errors';

/** The signed-in customer's own session — never a sales agent acting for one. */
async function ownSession(deps: RouteDeps, request: FastifyRequest) {
  const session = await requireCustomer(deps.db, request, deps.clock.now());
  if (session.staff)
    throw new AppError(403, 'CUSTOMER_ONLY', 'Only the customer can see and end their own sign-ins.');
  return session;
}

const text = (v: unknown): string | null => (typeof v === 'string' && v ? v : null);

/** One sign-in as the customer reads it (the list and their data copy): device, method, when. */
export function signInShown(row: { data: Record<string, unknown>; createdAt: Date; lastSeenAt: Date }) {
  return {
    device: text(row.data.device) ?? 'A web browser',
    sign_in: signInMethodWords(text(row.data.sign_in_method)),
    signed_in_at: row.createdAt.toISOString(),
    last_active_at: row.lastSeenAt.toISOString(),
  };
}

/**
 * GET /v3/customer/sessions (decision 102): where the customer is signed in — each live sign-in
 * with its device (browser and system, as read at sign-in), how they signed in, when, and when
 * last active; this device first.
 */
export async function mySignIns(deps: RouteDeps, request: FastifyRequest): Promise<AccountSessionsResponse> {
  const now = deps.clock.now();
  const session = await ownSession(deps, request);
  const rows = await customerSignIns(
    deps.db,
    session.customer.publicId,
    new Date(now.getTime() - CUSTOMER_IDLE_MS),
    now,
  );
  const sessions = rows.map((r) => ({
    id: r.publicId,
    ...signInShown(r),
    current: r.idHash === session.idHash,
  }));
  return { sessions: [...sessions.filter((s) => s.current), ...sessions.filter((s) => !s.current)] };
}

/** POST /v3/customer/sessions/sign_out (decision 102): ends one other sign-in of the customer's. */
export async function signOutOne(
  deps: RouteDeps,
  request: FastifyRequest,
  id: string,
): Promise<SignedOutResponse> {
  const session = await ownSession(deps, request);
  if (id === session.publicId)
    throw new AppError(409, 'THIS_DEVICE', 'To sign out of this device, use Sign out in the menu.');
  if (!(await endCustomerSignIn(deps.db, session.customer.publicId, id)))
    throw new AppError(404, 'SESSION_NOT_FOUND', 'This sign-in has already ended.');
  request.log.info(
    { event: 'customer_sign_out_device', actor: session.customer.publicId },
    'signed out a device',
  );
  return { message: 'That device is signed out.', signed_out: 1 };
}

/** POST /v3/customer/sessions/sign_out_others (decision 102): ends every sign-in but this one. */
export async function signOutOthers(deps: RouteDeps, request: FastifyRequest): Promise<SignedOutResponse> {
  const session = await ownSession(deps, request);
  const ended = await endCustomerSessions(deps.db, session.customer.publicId, session.idHash);
  request.log.info(
    { event: 'customer_sign_out_others', actor: session.customer.publicId, ended },
    'signed out everywhere else',
  );
  return { message: 'You are signed out everywhere else.', signed_out: ended };
}
