import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { customerPlans } from '@kavach/db';
import { createFixture, DB_KINDS, type Fixture } from '../../../test/support/fixture';
import {
  browser,
  GOOD_PASSWORD,
  lastMessage,
  registeredCustomer,
  uniquePhone,
  type Browser,
} from '../../../test/support/customer-test-helpers';
import { advance, lastCodeTo } from '../../../test/support/otp-testing';
import { customerWithPlan, customerWithPlanEnding, insertSr } from '../../../test/support/sr-fixtures';

/** A signed-in customer who has proved their phone with a one-time code. */
async function buyerWithPhone(f: Fixture) {
  const phone = uniquePhone();
  const { b, email } = await registeredCustomer(f, { phone, first: 'Vikram' });
  expect((await b.call('POST', '/v3/otp/send_otp', { phone })).statusCode).toBe(200);
  const otp = await lastCodeTo(f, `+91${phone}`);
  expect((await b.call('POST', '/v3/otp/verify_otp', { phone, otp })).statusCode).toBe(200);
  return { b, phone, email };
}

/** A new sign-in of an existing customer (the earlier one idled out while the clock moved). */
async function signIn(f: Fixture, email: string) {
  const b = await browser(f);
  const res = await b.call('POST', '/customers/login', { username: email, password: GOOD_PASSWORD });
  expect(res.statusCode, res.body).toBe(200);
  return b;
}

/** A customer whose AC AMC runs until mid-2027 (the fixture clock is 21 Nov 2026). */
const inForce = (f: Fixture) => customerWithPlanEnding(f, '2027-06-30');

const plansOf = async (b: Browser) => (await b.call('GET', '/v3/customer/plans')).json();

describe.each(DB_KINDS)('decision 097: a customer hands a plan to a new owner (%s)', (kind) => {
  let f: Fixture;
  beforeAll(async () => {
    f = await createFixture(kind);
  }, 120_000);
  afterAll(() => f?.close());

  it('offered to the buyer’s number, accepted by its proven holder: the plan moves, the order stays', async () => {
    const seller = await inForce(f);
    const buyer = await buyerWithPhone(f);
    const before = await plansOf(seller.b);
    expect(before.plans[0].transfer).toEqual({ state: 'open' });

    const res = await seller.b.call('POST', '/v3/customer/transfer_plan', {
      osid: seller.plan.osid,
      phone: buyer.phone,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().transfer).toMatchObject({
      osid: seller.plan.osid,
      to: `+91 ••••• •${buyer.phone.slice(-4)}`,
    });
    const offer = await lastMessage(f, `+91${buyer.phone}`, 'plan_transfer_offered');
    expect(offer?.payload.text).toContain('Asha has transferred their');
    expect(offer?.payload.text).toContain('Bedroom split AC');
    expect((await plansOf(seller.b)).plans[0].transfer).toMatchObject({ state: 'pending' });
    const again = await seller.b.call('POST', '/v3/customer/transfer_plan', {
      osid: seller.plan.osid,
      phone: buyer.phone,
    });
    expect([again.statusCode, again.json().error_code]).toEqual([409, 'PLAN_TRANSFER_PENDING']);

    // Someone else who knows the id cannot take it.
    const stranger = await buyerWithPhone(f);
    const incoming = (await plansOf(buyer.b)).incoming_transfers;
    expect(incoming).toEqual([expect.objectContaining({ from_name: 'Asha', device: 'Bedroom split AC' })]);
    expect((await plansOf(stranger.b)).incoming_transfers).toEqual([]);
    const stolen = await stranger.b.call('POST', '/v3/customer/accept_plan_transfer', {
      transfer_id: incoming[0].transfer_id,
    });
    expect([stolen.statusCode, stolen.json().error_code]).toEqual([404, 'TRANSFER_NOT_FOUND']);

    const accepted = await buyer.b.call('POST', '/v3/customer/accept_plan_transfer', {
      transfer_id: incoming[0].transfer_id,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const mine = await plansOf(buyer.b);
    expect(mine.plans.map((p: { osid: string }) => p.osid)).toContain(seller.plan.osid);
    expect(mine.incoming_transfers).toEqual([]);
    expect((await plansOf(seller.b)).plans).toEqual([]);
    const [row] = await f.handle.db.select().from(customerPlans).where(eq(customerPlans.id, seller.plan.id));
    expect(row?.personal).toMatchObject({ name: 'Vikram Menon', phone: `+91${buyer.phone}` });
    expect(row?.orderId).toBe(seller.plan.orderId);
    expect((await seller.b.call('GET', '/v3/customer/my_orders')).json().orders).toHaveLength(1);
    expect((await lastMessage(f, seller.email, 'plan_transferred'))?.payload.text).toContain(
      'now belongs to its new owner',
    );
    // Both copies of their data say what happened (decision 095).
    const given = (await seller.b.call('GET', '/v3/customer/my_data')).json().plan_transfers;
    expect(given).toEqual([
      expect.objectContaining({ osid: seller.plan.osid, direction: 'given', status: 'accepted' }),
    ]);
    const received = (await buyer.b.call('GET', '/v3/customer/my_data')).json().plan_transfers;
    expect(received).toEqual([
      expect.objectContaining({ direction: 'received', to: `+91 ••••• •${buyer.phone.slice(-4)}` }),
    ]);
    const twice = await buyer.b.call('POST', '/v3/customer/accept_plan_transfer', {
      transfer_id: incoming[0].transfer_id,
    });
    expect([twice.statusCode, twice.json().error_code]).toEqual([404, 'TRANSFER_NOT_FOUND']);
  });

  it('a plan with its next term booked goes with that term; the next term alone cannot be transferred (decision 097, amended)', async () => {
    const seller = await inForce(f);
    const buyer = await buyerWithPhone(f);
    const [current] = await f.handle.db
      .select()
      .from(customerPlans)
      .where(eq(customerPlans.id, seller.plan.id));
    const { id: _id, ...copy } = current!;
    const [next] = await f.handle.db
      .insert(customerPlans)
      .values({
        ...copy,
        osid: `${copy.osid}-next`,
        tokenizedOsid: `${copy.tokenizedOsid}-next`,
        unitIndex: copy.unitIndex + 1,
        isRenewal: true,
        renewedFromPlanId: current!.id,
        startsOn: '2027-07-01',
        endsOn: '2028-06-30',
      })
      .returning();
    const cards = (await plansOf(seller.b)).plans as { osid: string; transfer: unknown }[];
    expect(cards.find((c) => c.osid === current!.osid)?.transfer).toEqual({ state: 'open' });
    expect(cards.find((c) => c.osid === next!.osid)?.transfer).toBeNull();

    const alone = await seller.b.call('POST', '/v3/customer/transfer_plan', {
      osid: next!.osid,
      phone: buyer.phone,
    });
    expect([alone.statusCode, alone.json().error_code]).toEqual([409, 'PLAN_NEXT_TERM']);

    const res = await seller.b.call('POST', '/v3/customer/transfer_plan', {
      osid: current!.osid,
      phone: buyer.phone,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await lastMessage(f, `+91${buyer.phone}`, 'plan_transfer_offered'))?.payload.text).toContain(
      'with its next term from 01 Jul 2027',
    );
    const [waiting] = (await plansOf(buyer.b)).incoming_transfers;
    const accepted = await buyer.b.call('POST', '/v3/customer/accept_plan_transfer', {
      transfer_id: waiting.transfer_id,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const mine = ((await plansOf(buyer.b)).plans as { osid: string }[]).map((p) => p.osid);
    expect(mine).toEqual(expect.arrayContaining([current!.osid, next!.osid]));
    expect((await plansOf(seller.b)).plans).toEqual([]);
    const [moved] = await f.handle.db.select().from(customerPlans).where(eq(customerPlans.id, next!.id));
    expect(moved?.personal).toMatchObject({ phone: `+91${buyer.phone}` });
  });

  it('the owner can take it back while it waits; after 7 days it lapses and can be offered again', async () => {
    const seller = await inForce(f);
    const buyer = await buyerWithPhone(f);
    const offer = () =>
      seller.b.call('POST', '/v3/customer/transfer_plan', { osid: seller.plan.osid, phone: buyer.phone });
    expect((await offer()).statusCode).toBe(200);
    const [waiting] = (await plansOf(buyer.b)).incoming_transfers;
    const cancel = await seller.b.call('POST', '/v3/customer/cancel_plan_transfer', {
      osid: seller.plan.osid,
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const late = await buyer.b.call('POST', '/v3/customer/accept_plan_transfer', {
      transfer_id: waiting.transfer_id,
    });
    expect([late.statusCode, late.json().error_code]).toEqual([404, 'TRANSFER_NOT_FOUND']);
    const none = await seller.b.call('POST', '/v3/customer/cancel_plan_transfer', { osid: seller.plan.osid });
    expect([none.statusCode, none.json().error_code]).toEqual([409, 'NO_PENDING_TRANSFER']);

    expect((await offer()).statusCode).toBe(200);
    advance(f, 8 * 24 * 3600);
    const [sellerNow, buyerNow] = [await signIn(f, seller.email), await signIn(f, buyer.email)];
    expect((await plansOf(buyerNow)).incoming_transfers).toEqual([]);
    expect((await plansOf(sellerNow)).plans[0].transfer).toEqual({ state: 'open' });
    const anew = await sellerNow.call('POST', '/v3/customer/transfer_plan', {
      osid: seller.plan.osid,
      phone: buyer.phone,
    });
    expect(anew.statusCode, anew.body).toBe(200);
  });

  it('a request raised on the plan while the transfer waits stops its acceptance; nothing moves', async () => {
    const seller = await inForce(f);
    const buyer = await buyerWithPhone(f);
    const offer = await seller.b.call('POST', '/v3/customer/transfer_plan', {
      osid: seller.plan.osid,
      phone: buyer.phone,
    });
    expect(offer.statusCode, offer.body).toBe(200);
    const [waiting] = (await plansOf(buyer.b)).incoming_transfers;
    await insertSr(f, seller, { status: 'raised' });
    const res = await buyer.b.call('POST', '/v3/customer/accept_plan_transfer', {
      transfer_id: waiting.transfer_id,
    });
    expect([res.statusCode, res.json().error_code]).toEqual([409, 'PLAN_HAS_OPEN_REQUEST']);
    const [row] = await f.handle.db.select().from(customerPlans).where(eq(customerPlans.id, seller.plan.id));
    expect(row?.customerId).toBe(seller.id);
  });

  it('refused: an open request, one’s own number, a bad number, another customer’s plan', async () => {
    const seller = await inForce(f);
    const other = await customerWithPlan(f);
    const transfer = (osid: string, phone: string) =>
      seller.b.call('POST', '/v3/customer/transfer_plan', { osid, phone });
    const self = await transfer(seller.plan.osid, seller.phone);
    expect([self.statusCode, self.json().error_code]).toEqual([400, 'TRANSFER_TO_SELF']);
    const bad = await transfer(seller.plan.osid, '12345');
    expect([bad.statusCode, bad.json().error_code]).toEqual([400, 'INVALID_PHONE']);
    const theirs = await transfer(other.plan.osid, uniquePhone());
    expect([theirs.statusCode, theirs.json().error_code]).toEqual([404, 'PLAN_NOT_FOUND']);
    await insertSr(f, seller, { status: 'raised' });
    const open = await transfer(seller.plan.osid, uniquePhone());
    expect([open.statusCode, open.json().error_code]).toEqual([409, 'PLAN_HAS_OPEN_REQUEST']);
    expect((await plansOf(seller.b)).plans[0].transfer).toBeNull();
  });
});
