import { desc, eq } from 'drizzle-orm';
import { outbox } from '@kavach/db';
import type { Fixture } from './fixture';
import { freshIp, lastCodeTo } from './otp-testing';

const COOKIE = '__Host-session_id';
let n = 0;
/** A distinct test identity per call. */
export const uniqueEmail = (tag = 'c') => `${tag}.${Date.now().toString(36)}.${++n}@example.in`;
export const uniquePhone = () =>
  `96${String(Date.now() % 1e6).padStart(6, '0')}${String(++n % 100).padStart(2, '0')}`;
export const GOOD_PASSWORD = 'mango-ladder-93-kite';

/**
 * A browser: keeps its cookies (the session cookie, the sign-in device cookie) and the CSRF token
 * as they change (sign-in rotates both), from its own client address.
 */
export async function browser(f: Fixture, ip = freshIp()) {
  let cookie = '';
  let csrf = '';
  const others = new Map<string, string>();
  const cookieHeader = () =>
    [cookie, ...[...others].map(([name, value]) => `${name}=${value}`)].filter(Boolean).join('; ');
  const call = async (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
    extra: Record<string, string> = {},
  ) => {
    const res = await f.app.inject({
      method,
      url,
      headers: {
        ...(cookieHeader() ? { cookie: cookieHeader() } : {}),
        ...(csrf ? { 'x-csrftoken': csrf } : {}),
        'x-forwarded-for': ip,
        ...(payload !== undefined ? { 'content-type': 'application/json' } : {}),
        ...extra,
      },
      ...(payload !== undefined ? { payload: JSON.stringify(payload) } : {}),
    });
    for (const set of res.cookies) {
      if (set.name === COOKIE) cookie = set.value ? `${COOKIE}=${set.value}` : '';
      else if (set.name !== 'csrftoken') {
        if (set.value) others.set(set.name, set.value);
        else others.delete(set.name);
      }
    }
    if (res.headers['content-type']?.toString().includes('json')) {
      const body = res.json() as { csrf_token?: unknown };
      if (typeof body.csrf_token === 'string') csrf = body.csrf_token;
    }
    return res;
  };
  await call('GET', '/auth/set_csrf?tabId=t');
  return {
    ip,
    call,
    /** The cookie as it is now (to replay it later, docs/product/security-tests.md#t2-2 / docs/product/security-tests.md#t2-3). */
    cookie: () => cookie,
    csrf: () => csrf,
    /** Requests with a cookie and token taken earlier (an attacker replaying them). */
    replay: (old: { cookie: string; csrf: string }, method: 'GET' | 'POST', url: string, payload?: unknown) =>
      f.app.inject({
        method,
        url,
        headers: {
          cookie: old.cookie,
          'x-csrftoken': old.csrf,
          'x-forwarded-for': ip,
          ...(payload !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        ...(payload !== undefined ? { payload: JSON.stringify(payload) } : {}),
      }),
  };
}
export type Browser = Awaited<ReturnType<typeof browser>>;

/** Signs up with an email and password and activates the email with the code from the outbox. */
export async function registeredCustomer(
  f: Fixture,
  opts: { email?: string; phone?: string; password?: string; first?: string } = {},
) {
  const b = await browser(f);
  const email = opts.email ?? uniqueEmail();
  const password = opts.password ?? GOOD_PASSWORD;
  const signUp = await b.call('POST', '/customers', {
    first_name: opts.first ?? 'Asha',
    last_name: 'Menon',
    email,
    ...(opts.phone ? { phone: opts.phone } : {}),
    password,
  });
  if (signUp.statusCode !== 200) throw new Error(`sign up ${signUp.statusCode}: ${signUp.body}`);
  const otp = await lastCodeTo(f, email);
  const activated = await b.call('POST', '/v3/customer/activate_email', { email, otp });
  if (activated.statusCode !== 200) throw new Error(`activate ${activated.statusCode}: ${activated.body}`);
  return { b, email, password, customer: activated.json().customer as { id: string; name: string } };
}

/** Signs in with phone + one-time code (send_otp, then /customers/login). */
export async function phoneSignIn(f: Fixture, b: Browser, phone: string) {
  const sent = await b.call('POST', '/v3/otp/send_otp', { phone });
  if (sent.statusCode !== 200) throw new Error(`send_otp ${sent.statusCode}: ${sent.body}`);
  const otp = await lastCodeTo(f, `+91${phone}`);
  return b.call('POST', '/customers/login', { phone, otp });
}

/** The newest outbox message of a topic to a recipient. */
export async function lastMessage(f: Fixture, recipient: string, topic: string) {
  const rows = await f.handle.db
    .select()
    .from(outbox)
    .where(eq(outbox.recipient, recipient))
    .orderBy(desc(outbox.id));
  return rows.find((r) => r.topic === topic) ?? null;
}

/** The token of the newest password-reset link mailed to `email`. */
export async function resetTokenFor(f: Fixture, email: string): Promise<string> {
  const m = await lastMessage(f, email, 'password_reset');
  const token = /token=([A-Za-z0-9_-]{43})/.exec(String(m?.payload.text ?? ''))?.[1];
  if (!token) throw new Error(`no reset link sent to ${email}`);
  return token;
}
