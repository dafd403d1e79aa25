import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Sign-in and one-time-code routes whose every attempt is a security event (docs/product/security-tests.md#t13-1), keyed by
 * `METHOD /route`. One table, so a new route is one line here, not a log call in a handler.
 */
export const SECURITY_EVENTS: Readonly<Record<string, string>> = {
  'POST /customers/login': 'customer_login',
  'POST /customers': 'customer_register',
  'POST /customers/check_customer_existence': 'customer_existence_check',
  'POST /customers/send_reset_password_link': 'password_reset_request',
  'POST /customers/verify_token': 'password_reset_verify',
  'POST /customers/reset_password': 'password_reset',
  'POST /v3/otp/web_render_login': 'app_token_login',
  'POST /v3/staff/login': 'staff_login',
  'POST /v3/otp/send_otp': 'otp_send',
  'POST /v3/otp/send_voice_otp': 'otp_send_voice',
  'POST /v3/otp/send_email_otp': 'otp_send_email',
  'POST /v3/otp/verify_otp': 'otp_verify',
  'POST /v3/otp/verify_email_otp': 'otp_verify_email',
};

/** The last 4 digits of a phone number; an email as its first letter and domain (docs/product/security-tests.md#t13-2). */
export function maskIdentifier(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length === 0) return undefined;
  const at = value.lastIndexOf('@');
  if (at > 0) return `${value[0]}***@${value.slice(at + 1)}`;
  const digits = value.replace(/\D/g, '');
  return digits.length >= 4 ? `******${digits.slice(-4)}` : '***';
}

/** Who the attempt names (masked), else whether the request carried a session at all. */
function actorOf(request: FastifyRequest): string {
  const body = request.body;
  if (body && typeof body === 'object') {
    const b = body as Record<string, unknown>;
    const named = maskIdentifier(b.phone ?? b.mobile ?? b.username ?? b.email);
    if (named) return named;
  }
  return request.sessionToken ? 'session' : 'anonymous';
}

/**
 * docs/product/security-tests.md#t13-1 (security test plan): every sign-in and one-time-code attempt, and every authorization
 * denial (401/403 on any route), writes one structured line `{ts, event, outcome, status, actor,
 * ip, request_id}` — whatever answered it (the handler, a rate limit, CSRF or validation).
 * Identifiers are masked (docs/product/security-tests.md#t13-2); session ids, passwords and codes are never read here.
 */
export function registerSecurityLog(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url;
    const status = reply.statusCode;
    const event =
      (route !== undefined ? SECURITY_EVENTS[`${request.method} ${route}`] : undefined) ??
      (status === 401 || status === 403 ? 'access_denied' : undefined);
    if (event) {
      request.log.info(
        {
          ts: new Date().toISOString(),
          event: `security.${event}`,
          outcome: status < 400 ? 'success' : 'failure',
          status,
          actor: actorOf(request),
          ip: request.ip,
          request_id: request.id,
          route: route ?? null,
        },
        'security event',
      );
    }
    done();
  });
}
