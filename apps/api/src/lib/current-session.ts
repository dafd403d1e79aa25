import type { FastifyRequest } from 'fastify';
import { findSessionRow, touchSession, type CurrentSessionRow, type Db } from '@kavach/db';
import { hashId } from '../plugins/session';
import { AppError } from './http-errors';

export interface CurrentSession {
  /** SHA-256 of the session id: what carts and codes are bound to. */
  idHash: string;
  publicId: string;
  /** The signed-in customer (issue 4) while that sign-in is live (idle 30 min, absolute 12 h, docs/product/security-tests.md#t2-4). */
  customer: SessionCustomer | null;
  /** Set only by a successful verify_otp in this session; the docs/product/api.md#conventions header is never read. */
  verifiedPhone: string | null;
  /** A live staff sign-in on this session (docs/product/staff.md#agents agent profile), else null. */
  staff: SessionStaff | null;
}

export interface SessionCustomer {
  id: number;
  publicId: string;
}

/** docs/product/security-tests.md#t2-4: a customer sign-in ends after 30 minutes without a request (idle limit). */
export const CUSTOMER_IDLE_MS = 30 * 60 * 1000;

/** A customer sign-in counts until its absolute end and while used within the idle limit (docs/product/security-tests.md#t2-4). */
export function customerSignInLive(
  s: { customerExpiresAt?: Date | null; lastSeenAt?: Date | null },
  now: Date,
): boolean {
  return (
    !!s.customerExpiresAt &&
    s.customerExpiresAt > now &&
    !!s.lastSeenAt &&
    now.getTime() - s.lastSeenAt.getTime() <= CUSTOMER_IDLE_MS
  );
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
  return sessionFromRow(db, await findSessionRow(db, hashId(token)), now);
}

/**
 * A session read by another query (the cart read, readCart) becomes the request's current
 * session: the same checks as findCurrentSession, remembered for the rest of the request.
 */
export async function adoptSession(
  db: Db,
  request: FastifyRequest,
  row: CurrentSessionRow | null,
  now: Date,
): Promise<CurrentSession | null> {
  if (!request.sessionToken) return null;
  const session = await sessionFromRow(db, row, now);
  seen.set(request, { token: request.sessionToken, session });
  return session;
}

async function sessionFromRow(
  db: Db,
  row: CurrentSessionRow | null,
  now: Date,
): Promise<CurrentSession | null> {
  if (!row || !row.expiresAt || row.expiresAt <= now) return null;
  // A staff sign-in counts only while it is live and the account is active (docs/product/security-tests.md#t2-4, docs/product/security-tests.md#t6-4).
  const staffLive =
    row.staffId !== null && row.staffActive === true && !!row.staffExpiresAt && row.staffExpiresAt > now;
  const customerLive = row.customerDbId !== null && customerSignInLive(row, now);
  // Only a signed-in customer's requests move the idle clock (anonymous reads stay write-free).
  if (customerLive) await touchSession(db, row.idHash!, now);
  return {
    idHash: row.idHash!,
    publicId: row.publicId!,
    customer: customerLive ? { id: row.customerDbId!, publicId: row.customerPublicId! } : null,
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

/** 401 for a missing or expired session: the client starts a new one and retries. */
export const sessionRequired = () =>
  new AppError(401, 'SESSION_REQUIRED', 'Your session has expired. Please refresh the page and try again.');

/** As findCurrentSession, but a missing or expired session is a 401 the client recovers from. */
export async function requireSession(db: Db, request: FastifyRequest, now: Date): Promise<CurrentSession> {
  const session = await findCurrentSession(db, request, now);
  if (!session) throw sessionRequired();
  return session;
}

/** The signed-in customer of the request, or 401 (docs/product/security-tests.md#t2-3, docs/product/security-tests.md#t2-4: an ended sign-in authenticates nothing). */
export async function requireCustomer(
  db: Db,
  request: FastifyRequest,
  now: Date,
): Promise<CurrentSession & { customer: SessionCustomer }> {
  const session = await findCurrentSession(db, request, now);
  if (!session?.customer) throw new AppError(401, 'SIGN_IN_REQUIRED', 'Please sign in to continue.');
  return session as CurrentSession & { customer: SessionCustomer };
}
