import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import {
  activationDocuments,
  customerAddresses,
  customerPlans,
  customers,
  incidents,
  orders,
  outbox,
  serviceRequests,
  sessions,
  updateCustomerPlan,
} from '@kavach/db';
import { createFixture, DB_KINDS, type Fixture } from '../../../test/support/fixture';
import {
  browser,
  GOOD_PASSWORD,
  lastMessage,
  phoneSignIn,
  registeredCustomer,
  uniquePhone,
} from '../../../test/support/customer-test-helpers';
import { checkoutCart, EW_PHONE } from '../../../test/support/order-test-helpers';
import { createOutboxRelay } from '../../jobs/outbox-relay';
import { createDevNotifier } from '../../notify/dev-notifier';
import { advance, lastCodeTo, wrongCode } from '../../../test/support/otp-testing';
import { customerWithPlan, insertSr, type SrCustomer } from '../../../test/support/sr-fixtures';

/** The plan ended last year: Expired, so it needs no owner. */
async function planEnded(f: Fixture, c: SrCustomer) {
  await f.handle.db.transaction((tx) =>
    updateCustomerPlan(tx, c.plan.id, { startsOn: '2024-01-01', endsOn: '2024-12-31' }),
  );
}

describe.each(DB_KINDS)('decision 096: a customer deletes their account (%s)', (kind) => {
  let f: Fixture;
  beforeAll(async () => {
    f = await createFixture(kind);
  }, 120_000);
  afterAll(() => f?.close());

  it('not while a plan is in force or a request is open: every reason at once, and no code is sent', async () => {
    const c = await customerWithPlan(f);
    const sr = await insertSr(f, c, { status: 'raised' });
    const res = await c.b.call('GET', '/v3/customer/delete_account');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const view = res.json();
    expect(view.can_delete).toBe(false);
    expect(view.blockers.map((b: { error_code: string }) => b.error_code)).toEqual([
      'ACCOUNT_HAS_PLANS_IN_FORCE',
      'ACCOUNT_HAS_OPEN_REQUESTS',
    ]);
    expect(view.blockers[1].message).toContain(sr.srRef);
    expect(view.code_to).toBe(`+91 ••••• •${c.phone.slice(-4)}`);

    const send = await c.b.call('POST', '/v3/customer/delete_account/send_code');
    expect([send.statusCode, send.json().error_code]).toEqual([409, 'ACCOUNT_HAS_PLANS_IN_FORCE']);
    expect(await lastMessage(f, `+91${c.phone}`, 'otp')).toBeNull();
  });

  it('with the code sent to the account’s phone: the personal data goes, the invoices stay, every session ends', async () => {
    const c = await customerWithPlan(f);
    await planEnded(f, c);
    const sr = await insertSr(f, c, { status: 'closed', closedAt: f.clock.now() });
    const now = f.clock.now();
    await f.handle.db.insert(customerAddresses).values({
      customerId: c.id,
      address: '12 Hill Road',
      city: 'Mumbai',
      state: 'Maharashtra',
      pincode: '400050',
      createdAt: now,
      updatedAt: now,
    });
    const key = 'documents/account-deletion-test-invoice';
    await f.deps.documents.put(key, Buffer.from('%PDF-1.4 invoice'), 'application/pdf');
    await f.handle.db.insert(activationDocuments).values({
      publicId: `doc-${c.id}`,
      customerPlanId: c.plan.id,
      customerId: c.id,
      documentType: 0,
      storageKey: key,
      fileName: 'invoice.pdf',
      contentType: 'application/pdf',
      sizeBytes: 16,
      createdAt: now,
    });
    // A second signed-in device of the same customer.
    const other = await browser(f);
    const signIn = await other.call('POST', '/customers/login', {
      username: c.email,
      password: GOOD_PASSWORD,
    });
    expect(signIn.statusCode, signIn.body).toBe(200);

    const view = (await c.b.call('GET', '/v3/customer/delete_account')).json();
    expect(view).toMatchObject({ can_delete: true, blockers: [] });
    const sent = await c.b.call('POST', '/v3/customer/delete_account/send_code');
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().message).toBe(`We sent a code to +91 ••••• •${c.phone.slice(-4)}.`);
    const code = await lastCodeTo(f, `+91${c.phone}`);

    const wrong = await c.b.call('POST', '/v3/customer/delete_account', { otp: wrongCode(code) });
    expect([wrong.statusCode, wrong.json().error_code]).toEqual([400, 'OTP_INVALID']);
    const stillThere = await f.handle.db.select().from(customers).where(eq(customers.id, c.id));
    expect(stillThere[0]?.deletedAt).toBeNull();

    const done = await c.b.call('POST', '/v3/customer/delete_account', { otp: code });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().message).toBe('Your account has been deleted.');
    expect(done.cookies.find((k) => k.name === '__Host-session_id')?.value).toBe('');

    const [row] = await f.handle.db.select().from(customers).where(eq(customers.id, c.id));
    expect(row).toMatchObject({ firstName: '', lastName: '', email: null, phone: null, passwordHash: null });
    expect(row?.deletedAt).toEqual(now);
    expect(
      await f.handle.db.select().from(customerAddresses).where(eq(customerAddresses.customerId, c.id)),
    ).toEqual([]);
    expect(
      await f.handle.db.select().from(activationDocuments).where(eq(activationDocuments.customerId, c.id)),
    ).toEqual([]);
    expect(await f.deps.documents.get(key)).toBeNull();
    expect(await f.handle.db.select().from(sessions).where(eq(sessions.customerId, row!.publicId))).toEqual(
      [],
    );
    const [plan] = await f.handle.db.select().from(customerPlans).where(eq(customerPlans.id, c.plan.id));
    expect(plan?.personal).toEqual({});
    const [request] = await f.handle.db.select().from(serviceRequests).where(eq(serviceRequests.id, sr.id));
    expect(request?.address).toBeNull();
    // The order and its invoice stay (tax law), tied to an account that names nobody.
    const [order] = await f.handle.db.select().from(orders).where(eq(orders.id, c.plan.orderId));
    expect(order?.customerId).toBe(c.id);
    // The old phone and email are told.
    for (const to of [`+91${c.phone}`, c.email])
      expect((await lastMessage(f, to, 'account_deleted'))?.payload.text).toContain(
        'Your Kavach account has been deleted',
      );

    // Both devices are signed out; the old password signs nobody in; the email can start afresh.
    for (const b of [c.b, other]) expect((await b.call('GET', '/v3/customer/me')).statusCode).toBe(401);
    const again = await browser(f);
    const oldLogin = await again.call('POST', '/customers/login', {
      username: c.email,
      password: GOOD_PASSWORD,
    });
    expect(oldLogin.statusCode).toBe(401);
    advance(f, 60); // past the email's one-time-code cooldown
    const fresh = await registeredCustomer(f, { email: c.email, phone: c.phone });
    expect(fresh.customer.id).not.toBe(row!.publicId);
  });

  it('decision 099: the messages already sent to the phone and email are erased, and what the verified email wrote to us; a stranger’s stay', async () => {
    const c = await customerWithPlan(f);
    await planEnded(f, c);
    const write = async (email: string) => {
      const res = await (
        await browser(f)
      ).call('POST', '/selfserve/create_incident_emailterminator', {
        name: 'Asha Menon',
        email,
        subject: 'AC plan',
        message: 'Please call me.',
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().reference as string;
    };
    const mine = await write(c.email);
    const theirs = await write('ravi.kumar@example.in');
    expect((await c.b.call('POST', '/v3/customer/delete_account/send_code')).statusCode).toBe(200);
    const code = await lastCodeTo(f, `+91${c.phone}`);
    // Everything queued so far is delivered (as the relay does in a running API).
    const dev = createDevNotifier(pino({ level: 'silent' }));
    const relay = createOutboxRelay({
      db: f.handle.db,
      notifiers: { sms: dev, voice: dev, email: dev, whatsapp: dev },
      clock: f.clock,
      log: pino({ level: 'silent' }),
      batchSize: 100,
    });
    while ((await relay.runOnce()).claimed > 0);
    const toHer = async () =>
      (await f.handle.db.select().from(outbox)).filter(
        (m) => m.recipient === `+91${c.phone}` || m.recipient === c.email,
      );
    expect((await toHer()).map((m) => m.topic)).toEqual(
      expect.arrayContaining(['otp', 'incident_acknowledgement']),
    );

    const done = await c.b.call('POST', '/v3/customer/delete_account', { otp: code });
    expect(done.statusCode, done.body).toBe(200);
    // Only the notice of the deletion, queued just now, is left to be delivered to her.
    expect((await toHer()).map((m) => [m.topic, m.status])).toEqual([
      ['account_deleted', 'pending'],
      ['account_deleted', 'pending'],
    ]);
    const erased = await f.handle.db.select().from(outbox).where(eq(outbox.recipient, ''));
    expect(erased.length).toBeGreaterThanOrEqual(3);
    for (const m of erased) expect(m.payload).toEqual({ erased: true });
    const left = await f.handle.db.select({ reference: incidents.reference }).from(incidents);
    expect(left.map((i) => i.reference)).toContain(theirs);
    expect(left.map((i) => i.reference)).not.toContain(mine);
  });

  it('a code sent for another purpose does not delete the account (docs/product/security-tests.md#t4-6)', async () => {
    const c = await customerWithPlan(f);
    await planEnded(f, c);
    expect((await c.b.call('POST', '/v3/otp/send_otp', { phone: c.phone })).statusCode).toBe(200);
    const phoneCode = await lastCodeTo(f, `+91${c.phone}`);
    const res = await c.b.call('POST', '/v3/customer/delete_account', { otp: phoneCode });
    expect([res.statusCode, res.json().error_code]).toEqual([404, 'OTP_NOT_FOUND']);
    const [row] = await f.handle.db.select().from(customers).where(eq(customers.id, c.id));
    expect(row?.deletedAt).toBeNull();
  });

  it('a plan in force again after the code was sent still stops it, and nothing is erased', async () => {
    const c = await customerWithPlan(f);
    await planEnded(f, c);
    expect((await c.b.call('POST', '/v3/customer/delete_account/send_code')).statusCode).toBe(200);
    const code = await lastCodeTo(f, `+91${c.phone}`);
    await f.handle.db.transaction((tx) =>
      updateCustomerPlan(tx, c.plan.id, { startsOn: '2026-01-01', endsOn: '2030-12-31' }),
    );
    const res = await c.b.call('POST', '/v3/customer/delete_account', { otp: code });
    expect([res.statusCode, res.json().error_code]).toEqual([409, 'ACCOUNT_HAS_PLANS_IN_FORCE']);
    const [row] = await f.handle.db.select().from(customers).where(eq(customers.id, c.id));
    expect(row).toMatchObject({ email: c.email, deletedAt: null });
    expect((await c.b.call('GET', '/v3/customer/me')).statusCode).toBe(200);
  });

  it('an order paid after its buyer deleted the account: the plans go to the account of the order’s phone, never to the deleted one', async () => {
    const phone = uniquePhone();
    const { b, email } = await registeredCustomer(f, { phone });
    const [me] = await f.handle.db.select().from(customers).where(eq(customers.email, email));
    const added = await b.call('POST', '/v3/cart/item', {
      data: { sku: EW_PHONE, tenure_months: 12, device_price: 2_000_000 },
    });
    expect(added.statusCode, added.body).toBe(200);
    const checkout = await checkoutCart(f, b, { email, phone }, added.json().cart.token_id);
    // The order waits for its payment: nothing stops the deletion yet.
    advance(f, 60); // past the phone's one-time-code cooldown (checkout sent one)
    expect((await b.call('POST', '/v3/customer/delete_account/send_code')).statusCode).toBe(200);
    const code = await lastCodeTo(f, `+91${phone}`);
    const done = await b.call('POST', '/v3/customer/delete_account', { otp: code });
    expect(done.statusCode, done.body).toBe(200);

    // The payment is captured afterwards (a checkout tab still open at the gateway); its webhook
    // settles the order, as the browser's own session is gone.
    f.payments.emulator.pay(checkout.gateway_order_id, 'captured');
    await f.payments.whenIdle();
    const [order] = await f.handle.db.select().from(orders).where(eq(orders.orderRef, checkout.order_id));
    expect(order?.status).toBe('paid');
    const [owner] = await f.handle.db.select().from(customers).where(eq(customers.id, order!.customerId!));
    expect(owner).toMatchObject({ phone: `+91${phone}`, deletedAt: null });
    expect(owner?.id).not.toBe(me!.id);
    expect(owner?.phoneVerifiedAt).not.toBeNull();
    const plans = await f.handle.db.select().from(customerPlans).where(eq(customerPlans.orderId, order!.id));
    expect(plans.map((p) => p.customerId)).toEqual([owner!.id]);
    expect(
      await f.handle.db.select().from(customerPlans).where(eq(customerPlans.customerId, me!.id)),
    ).toEqual([]);
    // The buyer signs in with the phone and finds the plan.
    const back = await browser(f);
    advance(f, 60); // past the phone's one-time-code cooldown
    expect((await phoneSignIn(f, back, phone)).statusCode).toBe(200);
    const cards = (await back.call('GET', '/v3/customer/plans')).json().plans as unknown[];
    expect(cards).toHaveLength(1);
  });

  it('bad input and no sign-in: clear 4xx answers', async () => {
    const anonymous = await browser(f);
    const res = await anonymous.call('GET', '/v3/customer/delete_account');
    expect([res.statusCode, res.json().error_code]).toEqual([401, 'SIGN_IN_REQUIRED']);
    const c = await customerWithPlan(f);
    const bad = await c.b.call('POST', '/v3/customer/delete_account', { otp: '12ab' });
    expect([bad.statusCode, bad.json().error_code]).toEqual([400, 'VALIDATION_ERROR']);
  });
});
