import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { sessions, type Db } from '@kavach/db';
import { hashId } from '../plugins/session';
import { AppError } from './http-errors';

export interface CurrentSession {
  /** SHA-256 of the session id: what carts and codes are bound to. */
  idHash: string;
  publicId: string;
  customerId: string | null;
  /** Set only by a successful verify_otp in this session; the §6 header is never read. */
  verifiedPhone: string | null;
}

/** The live session of the request's cookie (read-only), or null. */
export async function findCurrentSession(
  db: Db,
  request: FastifyRequest,
  now: Date,
): Promise<CurrentSession | null> {
  if (!request.sessionToken) return null;
  const [row] = await db
    .select({
      idHash: sessions.idHash,
      publicId: sessions.publicId,
      customerId: sessions.customerId,
      verifiedPhone: sessions.verifiedPhone,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .where(eq(sessions.idHash, hashId(request.sessionToken)))
    .limit(1);
  if (!row || row.expiresAt <= now) return null;
  return {
    idHash: row.idHash,
    publicId: row.publicId,
    customerId: row.customerId,
    verifiedPhone: row.verifiedPhone,
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
