import { createHash } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { outbox } from '@kavach/db';
import { startSession, type Fixture } from './fixture';

export type TestSession = Awaited<ReturnType<typeof startSession>>;

let clients = 0;
/** A client address of its own, so the per-IP limit of one test never touches another. */
export const freshIp = () => `10.77.${Math.floor(++clients / 250)}.${clients % 250}`;
/** A distinct Indian mobile number per n: '98' + 8 digits. */
export const phoneNo = (n: number) => `98${String(n).padStart(8, '0')}`;
export const e164 = (local: string) => `+91${local}`;
/** Some other 6-digit code than `code`. */
export const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
/** The SHA-256 of the session cookie: what sessions and codes are keyed by. */
export const sessionHashOf = (s: TestSession) => createHash('sha256').update(s.rawCookie.value).digest('hex');

export function advance(f: Fixture, seconds: number) {
  f.clock.set(new Date(f.clock.now().getTime() + seconds * 1000));
}

/** The OTP routes as one browser session sees them (CSRF token, cookie, its own IP). */
export function otpClient(f: Fixture, session: TestSession, ip = freshIp()) {
  const post = (route: string, payload: Record<string, unknown>, extra: Record<string, string> = {}) =>
    f.app.inject({
      method: 'POST',
      url: `/v3/otp/${route}`,
      headers: { ...session.headers, 'content-type': 'application/json', 'x-forwarded-for': ip, ...extra },
      payload,
    });
  return {
    ip,
    post,
    sendSms: (phone: string) => post('send_otp', { phone }),
    sendVoice: (phone: string) => post('send_voice_otp', { phone }),
    verify: (phone: string, otp: string) => post('verify_otp', { phone, otp }),
    sendEmail: (email: string) => post('send_email_otp', { email }),
    verifyEmail: (email: string, otp: string) => post('verify_email_otp', { email, otp }),
  };
}

export async function newClient(f: Fixture, ip?: string) {
  const session = await startSession(f.app);
  return { session, ...otpClient(f, session, ip) };
}

/** The code in the newest outbox message to `recipient`, read as the phone or inbox would. */
export async function lastCodeTo(f: Fixture, recipient: string): Promise<string> {
  const [row] = await f.handle.db
    .select({ payload: outbox.payload })
    .from(outbox)
    .where(eq(outbox.recipient, recipient))
    .orderBy(desc(outbox.id))
    .limit(1);
  // eslint-disable-next-line security/detect-unsafe-regex -- linear: a fixed count of five (optional space, digit) pairs
  const match = /\d(?: ?\d){5}/.exec(String(row?.payload.text ?? ''));
  if (!match) throw new Error(`no code sent to ${recipient}`);
  return match[0].replace(/ /g, '');
}

export async function outboxCount(f: Fixture): Promise<number> {
  return (await f.handle.db.select({ id: outbox.id }).from(outbox)).length;
}
