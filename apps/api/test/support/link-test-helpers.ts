import { ensureStaffUser } from '@kavach/db';
import { LINK_GENERATION_PERMISSION } from '@kavach/domain';
import type { Fixture } from './fixture';
import { client, pricesOf } from './cart-test-helpers';
import { hashPassword } from '../../src/lib/password';
import { EW_PHONE } from './order-test-helpers';
import { freshIp } from './otp-testing';

export const AGENT_PASSWORD = 'correct horse battery';
let hashed: Promise<string> | null = null;
let phones = 0;

/** A staff account (an agent unless `permissions` says otherwise). */
export async function staffUser(f: Fixture, username: string, permissions = [LINK_GENERATION_PERMISSION]) {
  hashed ??= hashPassword(AGENT_PASSWORD);
  await ensureStaffUser(f.handle.db, {
    username,
    displayName: username,
    passwordHash: await hashed,
    permissions,
    teams: ['tele-sales'],
    createdAt: f.clock.now(),
  });
}

/** A browser session signed in as this staff user: cookie and CSRF token are the new session's. */
export async function staffClient(f: Fixture, username: string, permissions?: string[]) {
  await staffUser(f, username, permissions);
  const c = await client(f);
  // Each sign-in from its own address: the login limit is 10 per 10 minutes per IP.
  const res = await c.call(
    'POST',
    '/v3/staff/login',
    { username, password: AGENT_PASSWORD },
    { 'x-forwarded-for': freshIp() },
  );
  if (res.statusCode !== 200) throw new Error(`login ${res.statusCode}: ${res.body}`);
  const cookie = res.cookies.find((x) => x.name === '__Host-session_id')!;
  c.session.headers.cookie = `__Host-session_id=${cookie.value}`;
  c.session.headers['x-csrftoken'] = res.json().csrf_token;
  return { ...c, oldCookie: c.session.cookie, login: res.json() };
}

/** An agent's cart with a protection plan and the customer's details: ready to send a link. */
export async function agentCart(f: Fixture, agent: Awaited<ReturnType<typeof staffClient>>) {
  const phone = `96${String(++phones).padStart(8, '0')}`;
  const band = (await pricesOf(f, EW_PHONE)).find(
    (p) => p.tenure === 12 && p.min <= 2_000_000 && (p.max ?? Infinity) >= 2_000_000,
  )!;
  const added = await agent.call('POST', '/v3/cart/item', {
    data: { sku: EW_PHONE, tenure_months: 12, device_price: 2_000_000 },
  });
  if (added.statusCode !== 200) throw new Error(`add ${added.statusCode}: ${added.body}`);
  const token = added.json().cart.token_id as string;
  const details = await agent.call('POST', `/v3/cart/${token}`, {
    name: 'Meera Iyer',
    email: 'meera.iyer@example.in',
    phone,
    address: { address: '7 Hill Road, Bandra West', pincode: '400050' },
  });
  if (details.statusCode !== 200) throw new Error(`details ${details.statusCode}: ${details.body}`);
  return { token, phone, price: band.price };
}

/** The signed callback query of a successful link payment, as the gateway redirects with it. */
export function callbackQuery(callbackUrl: string) {
  const q = new URL(callbackUrl, 'http://localhost:3000').searchParams;
  return {
    razorpay_payment_id: q.get('razorpay_payment_id')!,
    razorpay_payment_link_id: q.get('razorpay_payment_link_id')!,
    razorpay_payment_link_reference_id: q.get('razorpay_payment_link_reference_id')!,
    razorpay_payment_link_status: q.get('razorpay_payment_link_status')!,
    razorpay_signature: q.get('razorpay_signature')!,
  };
}
