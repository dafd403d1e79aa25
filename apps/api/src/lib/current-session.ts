import type { FastifyRequest } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { prepared, sessions, staffUsers, type Db } from '@kavach/db';
import { hashId } from '../plugins/session';
import { AppError } from './http-errors';

export interface CurrentSession {
  /** SHA-256 of the session id: what carts and codes are bound to. */
  idHash: string;
  publicId: string;
  customerId: string | null;
  /** Set only by a successful verify_otp in this session; the §6 header is never read. */
  verifiedPhone: string | null;
  /** A live staff sign-in on this session (§6 agent profile), else null. */
  staff: SessionStaff | null;
}

export interface SessionStaff {
  id: number;
  username: string;
  displayName: string;
  permissions: string[];
  teams: string[];
}

/** Sessions already read for a request (a hook and the handler share one lookup). */
const seen = new WeakMap<FastifyRequest, { token: string; session: CurrentSession | null }>();

/** The live session of the request's cookie (read-only), or null. Read once per request. */
export async function findCurrentSession(
  db: Db,
  request: FastifyRequest,
  now: Date,
): Promise<CurrentSession | null> {
  if (!request.sessionToken) return null;
  const memo = seen.get(request);
  if (memo && memo.token === request.sessionToken) return memo.session;
  const session = await readSession(db, request.sessionToken, now);
  seen.set(request, { token: request.sessionToken, session });
  return session;
}

/** Forgets the memo after the session row changed within the request (verify_otp, sign-in). */
export function forgetCurrentSession(request: FastifyRequest): void {
  seen.delete(request);
}

async function readSession(db: Db, token: string, now: Date): Promise<CurrentSession | null> {
  const [row] = await prepared(db, 'current_session', () =>
    db
      .select({
        idHash: sessions.idHash,
        publicId: sessions.publicId,
        customerId: sessions.customerId,
        verifiedPhone: sessions.verifiedPhone,
        expiresAt: sessions.expiresAt,
        staffExpiresAt: sessions.staffExpiresAt,
        staffId: staffUsers.id,
        staffActive: staffUsers.active,
        username: staffUsers.username,
        displayName: staffUsers.displayName,
        permissions: staffUsers.permissions,
        teams: staffUsers.teams,
      })
      .from(sessions)
      .leftJoin(staffUsers, eq(staffUsers.id, sessions.staffUserId))
      .where(eq(sessions.idHash, sql.placeholder('idHash')))
      .limit(1)
      .prepare('current_session'),
  ).execute({ idHash: hashId(token) });
  if (!row || row.expiresAt <= now) return null;
  // A staff sign-in counts only while it is live and the account is active (T2.4, T6.4).
  const staffLive =
    row.staffId !== null && row.staffActive === true && !!row.staffExpiresAt && row.staffExpiresAt > now;
  return {
    idHash: row.idHash,
    publicId: row.publicId,
    customerId: row.customerId,
    verifiedPhone: row.verifiedPhone,
    staff: staffLive
      ? {
          id: row.staffId!,
          username: row.username!,
          displayName: row.displayName!,
          permissions: row.permissions ?? [],
          teams: row.teams ?? [],
        }
      : null,
  };
}

/** As findCurrentSession, but a missing or expired session is a 401 the client recovers from. */
export async function requireSession(db: Db, request: FastifyRequest, now: Date): Promise<CurrentSession> {
  const session = await findCurrentSession(db, request, now);
  if (!session)
    throw new AppError(
      401,
      'SESSION_REQUIRED',
      'Your session has expired. Please refresh the page and try again.',
    );
  return session;
}
