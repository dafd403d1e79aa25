import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  deleteSession,
  findSessionByHash,
  insertSession,
  replaceSession,
  setSessionLastSeen,
  type Db,
} from '@kavach/db';
import { CSRF_HEADER } from '@kavach/contracts';
import type { Clock } from '../lib/clock';

export const ANONYMOUS_SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface SessionOptions {
  db: Db;
  secret: string;
  cookieSecure: boolean;
  allowedOrigins: string[];
  clock: Clock;
}

export interface SessionRecord {
  publicId: string;
  tabId: string | null;
  leadId: string | null;
  customerId: string | null;
  staffUserId?: number | null;
  staffExpiresAt?: Date | null;
  customerExpiresAt?: Date | null;
  /** When the session was last used BEFORE this request (customer idle limit, docs/product/security-tests.md#t2-4). */
  lastSeenAt?: Date | null;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false exempts a route from CSRF (only HMAC-authenticated gateway webhooks). */
    csrf?: boolean;
  }
  interface FastifyRequest {
    sessionToken: string | null;
  }
}

export const sessionCookieName = (secure: boolean) => (secure ? '__Host-session_id' : 'session_id');
export const hashId = (raw: string) => createHash('sha256').update(raw).digest('hex');

/** Signed double-submit CSRF token bound to the session (docs/product/security-tests.md#t3-2): HMAC(secret, session id). */
export function csrfTokenFor(secret: string, rawSessionId: string): string {
  return createHmac('sha256', secret).update(`csrf:${rawSessionId}`).digest('base64url');
}

function safeEqual(a: string, b: string): boolean {
  const ab = Buffer.from(a);
  const bb = Buffer.from(b);
  return ab.length === bb.length && timingSafeEqual(ab, bb);
}

export function registerSession(app: FastifyInstance, opts: SessionOptions) {
  const cookieName = sessionCookieName(opts.cookieSecure);
  app.decorateRequest('sessionToken', null);

  app.addHook('onRequest', async (request, reply) => {
    const raw = request.cookies[cookieName];
    request.sessionToken = raw && /^[A-Za-z0-9_-]{43}$/.test(raw) ? raw : null;
    if (!UNSAFE_METHODS.has(request.method) || request.routeOptions.config?.csrf === false) return;
    if (!passesCsrf(request, opts)) {
      return reply.code(403).send({
        error_code: 'CSRF_FAILED',
        message: 'Your session has expired. Please refresh the page and try again.',
        request_id: request.id,
      });
    }
  });
}

export function passesCsrf(request: FastifyRequest, opts: SessionOptions): boolean {
  const origin = request.headers.origin;
  if (origin && !opts.allowedOrigins.includes(origin)) return false;
  if (request.headers['sec-fetch-site'] === 'cross-site') return false;
  const header = request.headers[CSRF_HEADER];
  if (!request.sessionToken || typeof header !== 'string') return false;
  return safeEqual(header, csrfTokenFor(opts.secret, request.sessionToken));
}

/** Loads the live session for the request's cookie, or creates one (and sets its cookie). */
export async function ensureSession(
  request: FastifyRequest,
  reply: FastifyReply,
  opts: SessionOptions,
  init: { tabId?: string | undefined; leadId?: string | undefined },
): Promise<{ raw: string; record: SessionRecord }> {
  const now = opts.clock.now();
  if (request.sessionToken) {
    const row = await findSessionByHash(opts.db, hashId(request.sessionToken));
    if (row && row.expiresAt > now) {
      await setSessionLastSeen(opts.db, row.idHash, now);
      return { raw: request.sessionToken, record: row };
    }
  }
  const raw = randomBytes(32).toString('base64url');
  const record: SessionRecord = {
    publicId: randomBytes(16).toString('base64url'),
    tabId: init.tabId ?? null,
    leadId: init.leadId ?? null,
    customerId: null,
  };
  await insertSession(opts.db, {
    idHash: hashId(raw),
    ...record,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + ANONYMOUS_SESSION_TTL_MS),
  });
  request.sessionToken = raw;
  reply.setCookie(sessionCookieName(opts.cookieSecure), raw, {
    httpOnly: true,
    secure: opts.cookieSecure,
    sameSite: 'lax',
    path: '/',
    maxAge: ANONYMOUS_SESSION_TTL_MS / 1000,
  });
  return { raw, record };
}

/**
 * A fresh session id replacing the request's (sign-in, docs/product/security-tests.md#t2-2): the old row is deleted, so the old
 * cookie authenticates nothing afterwards. Returns the new raw id (its CSRF token changes with it).
 */
export async function rotateSession(
  request: FastifyRequest,
  reply: FastifyReply,
  opts: SessionOptions,
  values: {
    ttlMs: number;
    staffUserId?: number | null;
    staffExpiresAt?: Date | null;
    /** A customer sign-in (issue 4): the account's public id and the absolute end (docs/product/security-tests.md#t2-4). */
    customerId?: string | null;
    customerExpiresAt?: Date | null;
    verifiedPhone?: string | null;
    /** Carts and orders of the old session follow the customer into the new one. */
    keepBelongings?: boolean;
    /** What the session remembers from the start (a sign-in's device and method, decision 102). */
    data?: Record<string, unknown>;
  },
): Promise<{ raw: string; publicId: string }> {
  const now = opts.clock.now();
  const raw = randomBytes(32).toString('base64url');
  const publicId = randomBytes(16).toString('base64url');
  const oldHash = request.sessionToken ? hashId(request.sessionToken) : null;
  await replaceSession(
    opts.db,
    oldHash,
    {
      idHash: hashId(raw),
      publicId,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + values.ttlMs),
      staffUserId: values.staffUserId ?? null,
      staffExpiresAt: values.staffExpiresAt ?? null,
      customerId: values.customerId ?? null,
      customerExpiresAt: values.customerExpiresAt ?? null,
      verifiedPhone: values.verifiedPhone ?? null,
      ...(values.data ? { data: values.data } : {}),
    },
    values.keepBelongings ?? false,
  );
  request.sessionToken = raw;
  reply.setCookie(sessionCookieName(opts.cookieSecure), raw, {
    httpOnly: true,
    secure: opts.cookieSecure,
    sameSite: 'lax',
    path: '/',
    maxAge: Math.floor(values.ttlMs / 1000),
  });
  return { raw, publicId };
}

/** Ends the request's session: its row is deleted and the cookie cleared (docs/product/security-tests.md#t2-3). */
export async function endSession(request: FastifyRequest, reply: FastifyReply, opts: SessionOptions) {
  if (request.sessionToken) await deleteSession(opts.db, hashId(request.sessionToken));
  request.sessionToken = null;
  reply.clearCookie(sessionCookieName(opts.cookieSecure), { path: '/' });
  reply.clearCookie('csrftoken', { path: '/' });
}

/** The CSRF cookie the browser reads for its header (double submit, bound to the session id). */
export function setCsrfCookie(reply: FastifyReply, opts: SessionOptions, raw: string): string {
  const csrf = csrfTokenFor(opts.secret, raw);
  reply.setCookie('csrftoken', csrf, {
    secure: opts.cookieSecure,
    sameSite: 'lax',
    path: '/',
    httpOnly: false,
  });
  return csrf;
}
