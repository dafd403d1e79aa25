import type { Fixture } from './fixture';
import { client } from './cart-test-helpers';
import { freshIp, lastCodeTo } from './otp-testing';

/** Insta-repair jobs of the seed: AC is paid after the visit, a laptop before (docs/product/checkout.md#pay-after-the-visit list). */
export const AC_JET = 'IR-AIR-CONDITIONER-JET-SERVICE';
export const LAPTOP_DIAGNOSIS = 'IR-LAPTOP-DIAGNOSIS';
/** The fixture's clock is 2026-11-21 12:00 IST: insta-repair visits start the next day (docs/product/catalogue.md#formats-and-constants). */
export const VISIT = { date: '2026-11-22', time: '10AM - 2PM' };

let phones = 0;

/**
 * A browser session with one insta-repair job in its cart, details filled in (Mumbai), its phone
 * verified by a code read from the outbox and the visit slot chosen: ready for checkout.
 */
export async function readyVisitCart(f: Fixture, sku = AC_JET) {
  const c = await client(f);
  const phone = `95${String(++phones).padStart(8, '0')}`;
  const added = await c.call('POST', '/v3/cart/item', { data: { sku, tenure_months: 0 } });
  if (added.statusCode !== 200) throw new Error(`add ${added.statusCode}: ${added.body}`);
  const cart = added.json().cart;
  await c.call('POST', `/v3/cart/${cart.token_id}`, {
    name: 'Kiran Shah',
    email: 'kiran.shah@example.in',
    phone,
    address: { address: '3 Carter Road, Bandra West', pincode: '400050' },
  });
  const ip = { 'x-forwarded-for': freshIp() };
  const sent = await c.call('POST', '/v3/otp/send_otp', { phone }, ip);
  if (sent.statusCode !== 200) throw new Error(`send_otp ${sent.statusCode}: ${sent.body}`);
  const code = await lastCodeTo(f, `+91${phone}`);
  const verified = await c.call('POST', '/v3/otp/verify_otp', { phone, otp: code }, ip);
  if (verified.statusCode !== 200) throw new Error(`verify_otp ${verified.statusCode}: ${verified.body}`);
  const slot = await c.call('PATCH', `/v3/cart/item/${cart.items[0].id}`, { slot: VISIT });
  if (slot.statusCode !== 200) throw new Error(`slot ${slot.statusCode}: ${slot.body}`);
  return { ...c, token: cart.token_id as string, phone, price: cart.total as number, cart: slot.json().cart };
}
