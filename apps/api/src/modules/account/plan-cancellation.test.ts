import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { customerPlans, customers, outbox, planCancellations } from '@kavach/db';
import { createFixture, DB_KINDS, type Fixture } from '../../../test/support/fixture';
import {
  browser,
  registeredCustomer,
  uniquePhone,
  type Browser,
} from '../../../test/support/customer-test-helpers';
import {
  EW_PHONE,
  checkoutCart,
  settleInEmulator,
  refundRelay,
} from '../../../test/support/order-test-helpers';
import { insertSr } from '../../../test/support/sr-fixtures';

type Card = {
  osid: string;
  plan_status: string;
  banner: { text: string } | null;
  action: { disabled: boolean };
  cancellation:
    | { state: 'open'; last_day: string; refund_paise: number }
    | {
        state: 'cancelled';
        cancelled_on: string;
        refund_paise: number;
        refunded: boolean;
        credit_note: string;
      }
    | null;
};

describe.each(DB_KINDS)(
  'decision 093: the customer cancels a plan within 30 days for a full refund (%s)',
  (kind) => {
    let f: Fixture;
    beforeAll(async () => {
      f = await createFixture(kind);
    }, 120_000);
    afterAll(() => f?.close());

    const plansOf = async (b: Browser) => (await b.call('GET', '/v3/customer/plans')).json().plans as Card[];
    const cancel = (b: Browser, osid: string, reason_code = 'BOUGHT_BY_MISTAKE') =>
      b.call('POST', '/v3/customer/cancel_plan', { osid, reason_code });
    const relay = () => refundRelay(f);

    /**
     * A signed-in customer who bought two phone extended warranties on one line (₹20,000 band, 12
     * months) with the 10 % code, paid in the emulator's Checkout: two plans of one payment.
     */
    async function customerWithTwoPlans() {
      const phone = uniquePhone();
      const { b, email } = await registeredCustomer(f, { phone });
      const [row] = await f.handle.db.select().from(customers).where(eq(customers.email, email));
      const added = await b.call('POST', '/v3/cart/item', {
        data: { sku: EW_PHONE, tenure_months: 12, device_price: 2_000_000, quantity: 2 },
      });
      expect(added.statusCode, added.body).toBe(200);
      const token = added.json().cart.token_id as string;
      const coupon = await b.call('POST', '/v3/cart/apply_discount', { code: 'KAVACH10' });
      expect(coupon.json().discount_message?.is_valid, coupon.body).toBe(true);
      const checkout = await checkoutCart(f, b, { email, phone }, token);
      const paymentId = await settleInEmulator(f, b, checkout.gateway_order_id);
      const cards = (await plansOf(b)).filter((c) => c.cancellation !== null);
      expect(cards).toHaveLength(2);
      return {
        b,
        id: row!.id,
        email,
        phone,
        orderRef: checkout.order_id,
        amount: checkout.amount,
        paymentId,
        cards,
      };
    }

    it('two plans of one payment: each refunds its share to the paisa, as two refunds at the gateway; cards, notices and credit notes follow', async () => {
      const a = await customerWithTwoPlans();
      const [one, two] = a.cards;
      const shares = a.cards.map((c) => (c.cancellation as { refund_paise: number }).refund_paise);
      expect(shares[0]! + shares[1]!).toBe(a.amount);
      // The same amount each: the case a refund keyed by payment and amount alone would have merged.
      expect(shares[0]).toBe(shares[1]);
      expect(one!.cancellation).toEqual({ state: 'open', last_day: '21 Dec 2026', refund_paise: shares[0] });

      // Before it is cancelled, a plan has no credit note.
      const early = await a.b.call('GET', `/v3/order/download/${one!.osid}?type=credit_note`);
      expect([early.statusCode, early.json().error_code]).toEqual([409, 'NO_CREDIT_NOTE']);

      const res = await cancel(a.b, one!.osid);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().cancellation).toMatchObject({
        osid: one!.osid,
        cancelled_on: '21 Nov 2026',
        refund_paise: shares[0],
      });
      expect(res.json().cancellation.credit_note).toMatch(/^CN-PL-\d{6}$/);
      expect((await cancel(a.b, two!.osid, 'BETTER_PRICE')).statusCode).toBe(200);

      // The card: cancelled, its refund on its way, nothing to raise.
      const card = (await plansOf(a.b)).find((c) => c.osid === one!.osid)!;
      expect(card).toMatchObject({ plan_status: 'Cancelled', action: { disabled: true } });
      expect(card.cancellation).toMatchObject({
        state: 'cancelled',
        refund_paise: shares[0],
        refunded: false,
      });

      // The customer is told by SMS and email, once each, with the refund and where the credit note is.
      const notices = (
        await f.handle.db.select().from(outbox).where(eq(outbox.topic, 'plan_cancelled'))
      ).filter((m) => m.payload.osid === one!.osid);
      expect(notices.map((m) => m.channel).sort()).toEqual(['email', 'sms']);
      expect(notices[0]!.payload.text).toContain('is cancelled, as you asked. We are refunding ₹');

      // The gateway channel refunds each plan: two refunds of one payment, even of the same amount.
      const r = relay();
      await r.runOnce();
      await r.runOnce();
      const atGateway = f.payments.emulator.books.refunds.filter((x) => x.payment_id === a.paymentId);
      expect(atGateway.map((x) => x.amount).sort()).toEqual([...shares].sort());
      expect(f.payments.emulator.books.payments.get(a.paymentId)?.status).toBe('refunded');
      const after = (await plansOf(a.b)).find((c) => c.osid === one!.osid)!;
      expect(after.cancellation).toMatchObject({ state: 'cancelled', refunded: true });

      // The credit note: against the order's invoice, for what this plan cost.
      const note = await a.b.call('GET', `/v3/order/download/${one!.osid}?type=credit_note`);
      expect(note.statusCode, note.body).toBe(200);
      expect(note.headers['content-type']).toContain('application/pdf');
      const text = note.rawPayload.toString('latin1');
      expect(text).toContain('CREDIT NOTE');
      expect(text).toContain(`Against invoice: ${a.orderRef}`);
      const rupees = (shares[0]! / 100).toLocaleString('en-IN', { minimumFractionDigits: 2 });
      expect(text).toContain(`Rs. ${rupees}`);
    }, 180_000);

    it('refused: signed out (401), another customer’s plan (404 as absent), no reason (400), twice (409), and two taps at once cancel once', async () => {
      const a = await customerWithTwoPlans();
      const [one, two] = a.cards;
      const anonymous = await browser(f);
      expect((await cancel(anonymous, one!.osid)).statusCode).toBe(401);
      const other = await registeredCustomer(f);
      const theirs = await cancel(other.b, one!.osid);
      expect([theirs.statusCode, theirs.json().error_code]).toEqual([404, 'PLAN_NOT_FOUND']);
      const noReason = await a.b.call('POST', '/v3/customer/cancel_plan', {
        osid: one!.osid,
        reason_code: 'x',
      });
      expect(noReason.statusCode).toBe(400);
      expect(noReason.json().error_code).toBeTruthy();
      const notMine = await other.b.call('GET', `/v3/order/download/${one!.osid}?type=credit_note`);
      expect(notMine.statusCode).toBe(404);

      const both = await Promise.all([cancel(a.b, two!.osid), cancel(a.b, two!.osid)]);
      expect(both.map((x) => x.statusCode).sort()).toEqual([200, 409]);
      expect(both.find((x) => x.statusCode === 409)!.json().error_code).toBe('PLAN_CANCELLED');
      const [twoRow] = await f.handle.db
        .select()
        .from(customerPlans)
        .where(eq(customerPlans.osid, two!.osid));
      const rows = await f.handle.db.select().from(planCancellations);
      expect(rows.filter((c) => c.customerPlanId === twoRow!.id)).toHaveLength(1);
      const refunds = (await f.handle.db.select().from(outbox).where(eq(outbox.topic, 'refund'))).filter(
        (m) => m.payload.osid === two!.osid,
      );
      expect(refunds).toHaveLength(1);
      // Nothing was refunded for the refused attempts.
      expect(
        (await f.handle.db.select().from(outbox).where(eq(outbox.topic, 'refund'))).filter(
          (m) => m.payload.osid === one!.osid,
        ),
      ).toEqual([]);
    }, 180_000);

    it('not after 30 days, nor once a service request was raised on the plan (even one later cancelled)', async () => {
      const a = await customerWithTwoPlans();
      const [one, two] = a.cards;
      const plan = (
        await f.handle.db.select().from(customerPlans).where(eq(customerPlans.osid, one!.osid))
      )[0]!;
      await insertSr(f, { b: a.b, email: a.email, phone: a.phone, id: a.id, plan }, { status: 'cancelled' });
      const used = await cancel(a.b, one!.osid);
      expect([used.statusCode, used.json().error_code]).toEqual([409, 'PLAN_HAS_REQUESTS']);
      expect((await plansOf(a.b)).find((c) => c.osid === one!.osid)!.cancellation).toBeNull();

      // Bought 31 days ago (the session would not last that long, so the purchase moves, not the clock).
      await f.handle.db
        .update(customerPlans)
        .set({ purchasedAt: new Date(f.clock.now().getTime() - 31 * 86_400_000) })
        .where(eq(customerPlans.osid, two!.osid));
      const late = await cancel(a.b, two!.osid);
      expect([late.statusCode, late.json().error_code]).toEqual([409, 'CANCEL_WINDOW_CLOSED']);
      expect(late.json().message).toBe(
        'A plan can be cancelled within 30 days of buying it. This one was bought on 21 Oct 2026.',
      );
      expect((await plansOf(a.b)).find((c) => c.osid === two!.osid)!.cancellation).toBeNull();
      expect(
        (await f.handle.db.select().from(customerPlans).where(eq(customerPlans.osid, two!.osid)))[0]!
          .registration,
      ).not.toBe('cancelled');
    }, 180_000);
  },
);
