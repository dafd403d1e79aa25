import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { customers, outbox } from '@kavach/db';
import { createFixture, DB_KINDS, type Fixture } from '../../../test/support/fixture';
import { advance, lastCodeTo } from '../../../test/support/otp-testing';
import {
  browser,
  GOOD_PASSWORD,
  phoneSignIn,
  registeredCustomer,
  resetTokenFor,
  uniqueEmail,
  uniquePhone,
} from '../../../test/support/customer-test-helpers';
import { RESET_LINK_SENT } from './password-reset.service';

const NEW_PASSWORD = 'paper-lantern-river-58';

describe.each(DB_KINDS)('password reset and profile changes on %s', (kind) => {
  let f: Fixture;
  beforeAll(async () => {
    f = await createFixture(kind);
  });
  afterAll(() => f.close());

  it('T4.11 the reset request answers the same for a known and an unknown email; only the known one gets mail', async () => {
    const { email } = await registeredCustomer(f);
    const b = await browser(f);
    const unknownEmail = uniqueEmail('ghost');
    const known = await b.call('POST', '/customers/send_reset_password_link', { email });
    const unknown = await b.call('POST', '/customers/send_reset_password_link', { email: unknownEmail });
    expect([known.statusCode, unknown.statusCode]).toEqual([200, 200]);
    expect(known.json()).toEqual({ message: RESET_LINK_SENT });
    expect(unknown.json()).toEqual({ message: RESET_LINK_SENT });
    expect(await f.handle.db.select().from(outbox).where(eq(outbox.recipient, unknownEmail))).toHaveLength(0);
    expect(await resetTokenFor(f, email)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('T5.4 the link works once, ends every session (T2.5), and the new password signs in', async () => {
    const { b: other, email, password } = await registeredCustomer(f);
    const b = await browser(f);
    await b.call('POST', '/customers/send_reset_password_link', { email });
    const token = await resetTokenFor(f, email);
    expect((await b.call('POST', '/customers/verify_token', { token })).json()).toMatchObject({
      valid: true,
      phone_code_required: false,
    });
    const weak = await b.call('POST', '/customers/reset_password', { token, password: 'password1' });
    expect(weak.json()).toMatchObject({ error_code: 'PASSWORD_TOO_COMMON' });
    const done = await b.call('POST', '/customers/reset_password', { token, password: NEW_PASSWORD });
    expect(done.statusCode).toBe(200);
    const again = await b.call('POST', '/customers/reset_password', {
      token,
      password: 'yet-another-pass-77',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ error_code: 'RESET_LINK_INVALID' });
    expect((await other.call('GET', '/v3/customer/me')).statusCode).toBe(401);
    expect((await b.call('POST', '/customers/login', { username: email, password })).statusCode).toBe(401);
    expect(
      (await b.call('POST', '/customers/login', { username: email, password: NEW_PASSWORD })).statusCode,
    ).toBe(200);
  });

  it('T5.4 a newer link revokes the older one, and a link expires after 60 minutes', async () => {
    const { email } = await registeredCustomer(f);
    const b = await browser(f);
    await b.call('POST', '/customers/send_reset_password_link', { email });
    const first = await resetTokenFor(f, email);
    await b.call('POST', '/customers/send_reset_password_link', { email });
    const second = await resetTokenFor(f, email);
    expect(second).not.toBe(first);
    expect((await b.call('POST', '/customers/verify_token', { token: first })).json().valid).toBe(false);
    expect(
      (await b.call('POST', '/customers/reset_password', { token: first, password: NEW_PASSWORD }))
        .statusCode,
    ).toBe(400);
    advance(f, 60 * 60 + 1);
    expect((await b.call('POST', '/customers/verify_token', { token: second })).json().valid).toBe(false);
  });

  it('T5.5 where the account has a verified phone, the reset also needs the code sent to that phone', async () => {
    const phone = uniquePhone();
    const { b: owner, email } = await registeredCustomer(f, { phone });
    // The customer verifies the account's phone with a code while signed in.
    await owner.call('POST', '/v3/otp/send_otp', { phone });
    await owner.call('POST', '/v3/otp/verify_otp', { phone, otp: await lastCodeTo(f, `+91${phone}`) });
    expect((await owner.call('GET', '/v3/customer/me')).json().customer.phone_verified).toBe(true);
    advance(f, 31);
    const b = await browser(f);
    await b.call('POST', '/customers/send_reset_password_link', { email });
    const token = await resetTokenFor(f, email);
    const check = (await b.call('POST', '/customers/verify_token', { token, send_code: true })).json();
    expect(check).toMatchObject({ valid: true, phone_code_required: true });
    expect(check.masked_phone).not.toContain(phone);
    const without = await b.call('POST', '/customers/reset_password', { token, password: NEW_PASSWORD });
    expect(without.json()).toMatchObject({ error_code: 'PHONE_CODE_REQUIRED' });
    const otp = await lastCodeTo(f, `+91${phone}`);
    expect(
      (await b.call('POST', '/customers/reset_password', { token, password: NEW_PASSWORD, otp })).statusCode,
    ).toBe(200);
  });

  it('T2.5 an email or password change needs the current password and ends the other sessions', async () => {
    const { b, email, password } = await registeredCustomer(f);
    const second = await browser(f);
    await second.call('POST', '/customers/login', { username: email, password });
    const newEmail = uniqueEmail('moved');
    const refused = await b.call('POST', '/customers/update', { email: newEmail });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ error_code: 'REAUTH_REQUIRED' });
    const wrong = await b.call('POST', '/customers/update', {
      email: newEmail,
      current_password: 'nope-nope-nope',
    });
    expect(wrong.statusCode).toBe(401);
    const changed = await b.call('POST', '/customers/update', {
      email: newEmail,
      current_password: password,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      message: 'Verification Email Sent Successfully',
      customer: { email: newEmail, email_activation_pending: true },
    });
    expect((await b.call('GET', '/v3/customer/me')).statusCode).toBe(200);
    expect((await second.call('GET', '/v3/customer/me')).statusCode).toBe(401);
  });

  it('names change with the sign-in alone; partial_update of another account is a 404 (T6.1)', async () => {
    const { b, customer } = await registeredCustomer(f);
    const { customer: other } = await registeredCustomer(f);
    const res = await b.call('PATCH', `/v3/customer/partial_update/${customer.id}`, {
      first_name: 'Ashwini',
      whatsapp_subscribed: true,
    });
    expect(res.json().customer).toMatchObject({ first_name: 'Ashwini', whatsapp_subscribed: true });
    const foreign = await b.call('PATCH', `/v3/customer/partial_update/${other.id}`, {
      first_name: 'Hacked',
    });
    expect(foreign.statusCode).toBe(404);
    const [row] = await f.handle.db.select().from(customers).where(eq(customers.publicId, other.id));
    expect(row!.firstName).toBe('Asha');
  });

  it('T2.5 a phone-only account may add its first email without a password; changing it then needs one', async () => {
    const b = await browser(f);
    const res = await phoneSignIn(f, b, uniquePhone());
    expect(res.json().customer).toMatchObject({ has_password: false, email: null });
    expect((await b.call('POST', '/customers/update', { new_password: GOOD_PASSWORD })).statusCode).toBe(401);
    const first = uniqueEmail('first');
    const added = await b.call('POST', '/customers/update', { email: first });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({
      message: 'Verification Email Sent Successfully',
      customer: { email: first, email_activation_pending: true },
    });
    const moved = await b.call('POST', '/customers/update', { email: uniqueEmail('second') });
    expect(moved.json()).toMatchObject({ error_code: 'REAUTH_REQUIRED' });
  });
});
