import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { outbox, reconciliationBreaks, serviceRequestEvents, serviceRequests, srTimers } from '@kavach/db';
import { createFixture, DB_KINDS, WEB_ORIGIN, type Fixture } from '../../../test/support/fixture';
import { refundRelay } from '../../../test/support/order-test-helpers';
import { copayTempRequest, customerWithPlans } from '../../../test/support/sr-test-helpers';
import { deriveKey } from '../../env';
import { reconcileOnce } from '../../jobs/reconcile-payments';
import { runSrTimers } from '../../jobs/sr-timers';
import { LATE_COPAY } from './copay-refund';
import { reconcileCopaysOnce } from './copay-settle';

type Owner = Awaited<ReturnType<typeof customerWithPlans>>;

describe.each(DB_KINDS)(
  'a co-pay captured after its request expired is refunded (issue 20 §1, T16.3, decision 075) (%s)',
  (kind) => {
    let f: Fixture;
    let a: Owner;
    let webhookSecret: string;

    beforeAll(async () => {
      f = await createFixture(kind);
      // Spills & drops on a ₹70,000 phone: a co-pay of ₹3,500; one plan per test.
      a = await customerWithPlans(f, [
        { sku: 'SD-MOBILE-PHONE', price: 7_000_000 },
        { sku: 'SD-MOBILE-PHONE', price: 7_000_000 },
      ]);
      webhookSecret = deriveKey(f.deps.config.sessionSecret, 'razorpay-emulator-webhook-secret');
    }, 120_000);
    afterAll(() => f?.close());

    const rowOf = async (srId: string) =>
      (await f.handle.db.select().from(serviceRequests).where(eq(serviceRequests.srRef, srId)))[0]!;
    const movesOf = async (srId: string) =>
      (
        await f.handle.db
          .select()
          .from(serviceRequestEvents)
          .where(eq(serviceRequestEvents.serviceRequestId, (await rowOf(srId)).id))
      ).map((e) => `${e.fromStatus ?? '-'}→${e.toStatus}`);
    const messagesOf = async (topic: string, srId: string) =>
      (await f.handle.db.select().from(outbox).where(eq(outbox.topic, topic))).filter(
        (m) => m.payload.sr_id === srId,
      );
    const breaksOf = (paymentId: string) =>
      f.handle.db
        .select()
        .from(reconciliationBreaks)
        .where(
          and(
            eq(reconciliationBreaks.kind, LATE_COPAY),
            eq(reconciliationBreaks.gatewayPaymentId, paymentId),
          ),
        );
    const deliver = (paymentId: string, eventId: string) => {
      const d = f.payments.emulator.webhooks.signed('payment.captured', paymentId, webhookSecret, eventId);
      return f.app.inject({
        method: 'POST',
        url: '/v3/payments/webhook',
        headers: d.headers,
        payload: d.rawBody,
      });
    };
    const tracked = async (srId: string) =>
      (await a.b.call('GET', `/v3/tracker/service_request/${srId}`)).json().data as {
        status: string;
        copay: { amount: number; status: string };
      };

    /**
     * A temporary request whose co-pay checkout was opened, then expired by its own `copay_expiry`
     * timer (made due on the rows: moving the clock would end the sign-in too).
     */
    async function expiredRequest(n: number) {
      const { srId, checkout } = await copayTempRequest(f, a.b, a.plans[n]!.tokenizedOsid);
      const row = await rowOf(srId);
      const past = new Date(f.clock.now().getTime() - 60_000);
      await f.handle.db
        .update(serviceRequests)
        .set({ copayDueBy: past })
        .where(eq(serviceRequests.id, row.id));
      await f.handle.db
        .update(srTimers)
        .set({ dueAt: past })
        .where(and(eq(srTimers.serviceRequestId, row.id), eq(srTimers.kind, 'copay_expiry')));
      await runSrTimers({ db: f.handle.db, clock: f.clock, webOrigin: WEB_ORIGIN });
      expect(await rowOf(srId)).toMatchObject({ status: 'expired', copayStatus: 'expired' });
      return { srId, gatewayOrderId: checkout.gateway_order_id };
    }

    it('T16.3: a late capture met by 50 duplicate webhooks, 10 more events, 5 callbacks and reconciliation at once → one refund, one break, one notice per channel; the request stays expired', async () => {
      const { srId, gatewayOrderId } = await expiredRequest(0);
      // The expiry itself was told once, by SMS and email (decision 075).
      expect((await messagesOf('sr_milestone', srId)).map((m) => m.channel).sort()).toEqual(['email', 'sms']);
      expect(await tracked(srId)).toMatchObject({ status: 'expired', copay: { status: 'expired' } });

      // The customer still had Checkout open and pays: the emulator announces its own webhooks too.
      const paid = f.payments.emulator.pay(gatewayOrderId, 'captured');
      const p = paid.payment;
      const callback = () =>
        a.b.call('POST', '/v3/selfserve/copay_success', {
          sr_id: srId,
          razorpay_order_id: gatewayOrderId,
          razorpay_payment_id: p.id,
          razorpay_signature: paid.signature,
        });
      const [webhooks, callbacks, rounds] = await Promise.all([
        Promise.all([
          ...Array.from({ length: 50 }, () => deliver(p.id, `evt_late_dup_${srId}`)),
          ...Array.from({ length: 10 }, (_, i) => deliver(p.id, `evt_late_${srId}_${i}`)),
        ]),
        Promise.all(Array.from({ length: 5 }, callback)),
        Promise.all([reconcileCopaysOnce(f.deps), reconcileOnce(f.deps, f.app.log)]),
      ]);
      await f.payments.whenIdle();
      expect(webhooks.map((r) => r.statusCode).filter((s) => s !== 200)).toEqual([]);
      for (const r of callbacks) {
        expect(r.statusCode, r.body).toBe(200);
        expect(r.json().data).toEqual({ sr_id: srId, status: 'expired' });
      }
      expect(rounds[1].errors).toBe(0);

      expect(await rowOf(srId)).toMatchObject({
        status: 'expired',
        copayStatus: 'refund_queued',
        copayPaymentId: p.id,
      });
      expect(await movesOf(srId)).toEqual(['-→awaiting_copay', 'awaiting_copay→expired']);
      const refunds = (await messagesOf('refund', srId)).filter((m) => m.payload.gateway_payment_id === p.id);
      expect(refunds).toHaveLength(1);
      expect(refunds[0]).toMatchObject({ channel: 'gateway', status: 'pending' });
      expect(refunds[0]!.payload).toMatchObject({ amount_paise: 350_000, reason: LATE_COPAY });
      const breaks = await breaksOf(p.id);
      expect(breaks).toHaveLength(1);
      expect(breaks[0]!.details).toMatchObject({ sr_id: srId, amount: 350_000, status: 'expired' });
      const notices = await messagesOf('sr_copay_refund', srId);
      const contact = (await rowOf(srId)).address!;
      expect(notices.map((m) => [m.channel, m.recipient]).sort()).toEqual([
        ['email', contact.email],
        ['sms', contact.phone],
      ]);
      for (const m of notices) {
        expect(m.payload.text).toContain(
          `your co-pay of ₹3,500 for service request ${srId} reached us after the request had expired`,
        );
        expect(m.payload.text).toContain('we are refunding it to the account you paid from');
        expect(m.payload.text).toContain('You can raise the request again from My Plans.');
        expect(m.payload.text).toContain(`${WEB_ORIGIN}/selfserve/tracker/service-request/${srId}`);
      }
      expect(await tracked(srId)).toMatchObject({
        status: 'expired',
        copay: { amount: 350_000, status: 'refund_queued' },
      });

      // The outbox's gateway channel carries the refund out: the gateway refunds once, we mark it.
      const relay = refundRelay(f);
      await relay.runOnce();
      await relay.runOnce();
      const atGateway = f.payments.emulator.books.refunds.filter((r) => r.payment_id === p.id);
      expect(atGateway.map((r) => r.amount)).toEqual([350_000]);
      expect((await rowOf(srId)).copayStatus).toBe('refunded');
      expect(await tracked(srId)).toMatchObject({ copay: { status: 'refunded' } });
      // A webhook arriving after all this changes nothing more.
      expect((await deliver(p.id, `evt_late_after_${srId}`)).statusCode).toBe(200);
      expect(await breaksOf(p.id)).toHaveLength(1);
      expect(await messagesOf('sr_copay_refund', srId)).toHaveLength(2);
    }, 120_000);

    it('T8.6 reconciliation refunds a late capture whose callback and webhooks were all lost, once', async () => {
      const { srId, gatewayOrderId } = await expiredRequest(1);
      const emulator = f.payments.emulator;
      // Recorded by the gateway without announcing it.
      const p = emulator.books.addPayment(emulator.books.orders.get(gatewayOrderId)!, 'captured', 'upi');
      const round = await reconcileOnce(f.deps, f.app.log);
      expect(round.errors).toBe(0);
      expect(await rowOf(srId)).toMatchObject({ status: 'expired', copayStatus: 'refund_queued' });
      expect(await breaksOf(p.id)).toHaveLength(1);
      expect(
        (await messagesOf('refund', srId)).filter((m) => m.payload.gateway_payment_id === p.id),
      ).toHaveLength(1);
      expect(await messagesOf('sr_copay_refund', srId)).toHaveLength(2);
      // The next round no longer asks about it; its late webhook finds the refund already queued.
      expect(await reconcileCopaysOnce(f.deps)).toMatchObject({ refunded: 0 });
      expect((await deliver(p.id, `evt_lost_${srId}`)).statusCode).toBe(200);
      expect(await breaksOf(p.id)).toHaveLength(1);
      expect(await messagesOf('sr_copay_refund', srId)).toHaveLength(2);
    });
  },
);
