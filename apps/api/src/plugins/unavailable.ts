/**
 * Errors that mean "the database (or the connection to it) is away for now", not "this request is
 * wrong" (docs/product/security-tests.md#t9-2): answered 503 with Retry-After by the error handler, so clients and
 * load balancers retry instead of seeing a 500 or a hung request.
 */

/** Node socket errors on the way to the server (restart, network cut). */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH']);
/**
 * PostgreSQL SQLSTATEs of a server going or not yet there: class 08 (connection exception),
 * 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now, 53300 too_many_connections.
 */
const SQLSTATES = /^(08\w{3}|57P0[123]|53300)$/;
/** node-postgres' own messages for a connection that died or never came (they carry no code). */
const MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Cannot use a pool after calling end)/;

/** Seconds a client is told to wait (Retry-After); the same as GET /health's. */
export const RETRY_AFTER_S = 5;

/** True when `err`, or an error it wraps (Drizzle's DrizzleQueryError has a `cause`), is one of these. */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code, message, cause } = e as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && (SOCKET_CODES.has(code) || SQLSTATES.test(code))) return true;
    if (typeof message === 'string' && MESSAGES.test(message)) return true;
    e = cause;
  }
  return false;
}
