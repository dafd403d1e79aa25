import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { outbox, reconciliationBreaks, serviceRequestEvents, serviceRequests } from '@kavach/db';
import { createFixture, DB_KINDS, WEB_ORIGIN, type Fixture } from '../../../test/support/fixture';
import { refundRelay } from '../../../test/support/order-test-helpers';
import { copayTempRequest, customerWithPlans } from '../../../test/support/sr-test-helpers';
import { deriveKey } from '../../env';
import { reconcileOnce } from '../../jobs/reconcile-payments';
import { DUPLICATE_COPAY } from './copay-refund';
import { reconcileCopaysOnce } from './copay-settle';

type Owner = Awaited<ReturnType<typeof customerWithPlans>>;

describe.each(DB_KINDS)(
  'a second captured co-pay on a paid request is refunded, once (issue 20 §1, T16.3, T8.3, decision 077) (%s)',
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
    const refundsOf = async (srId: string) =>
      (await messagesOf('refund', srId)).map((m) => m.payload.gateway_payment_id);
    const breaksOf = (paymentId: string) =>
      f.handle.db
        .select()
        .from(reconciliationBreaks)
        .where(
          and(
            eq(reconciliationBreaks.kind, DUPLICATE_COPAY),
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
        copay: { amount: number; status: string; extra_payments: { amount: number; status: string }[] };
      };
    const callback = (
      srId: string,
      gatewayOrderId: string,
      paid: { payment: { id: string }; signature: string },
    ) =>
      a.b.call('POST', '/v3/selfserve/copay_success', {
        sr_id: srId,
        razorpay_order_id: gatewayOrderId,
        razorpay_payment_id: paid.payment.id,
        razorpay_signature: paid.signature,
      });

    it('T16.3: two payments captured for one request (two tabs) → the first kept, the second refunded, both told; 50 duplicate webhooks, 10 more events, 5 callbacks and reconciliation at once → still one refund', async () => {
      const { srId, checkout } = await copayTempRequest(f, a.b, a.plans[0]!.tokenizedOsid);
      const orderId = checkout.gateway_order_id;
      // The first tab pays and its callback settles the request.
      const first = f.payments.emulator.pay(orderId, 'captured');
      expect((await callback(srId, orderId, first)).statusCode).toBe(200);
      await f.payments.whenIdle();
      const settled = await rowOf(srId);
      expect(settled).toMatchObject({ copayStatus: 'paid', copayPaymentId: first.payment.id });
      const movesBefore = await movesOf(srId);

      // The second tab pays too: the gateway captures another payment on the same order.
      const second = f.payments.emulator.pay(orderId, 'captured');
      const p2 = second.payment.id;
      const [webhooks, callbacks, rounds] = await Promise.all([
        Promise.all([
          ...Array.from({ length: 50 }, () => deliver(p2, `evt_twice_dup_${srId}`)),
          ...Array.from({ length: 10 }, (_, i) => deliver(p2, `evt_twice_${srId}_${i}`)),
          // The first payment's events again, late: nothing to refund.
          ...Array.from({ length: 5 }, (_, i) => deliver(first.payment.id, `evt_first_${srId}_${i}`)),
        ]),
        Promise.all(Array.from({ length: 5 }, () => callback(srId, orderId, second))),
        Promise.all([reconcileCopaysOnce(f.deps), reconcileOnce(f.deps, f.app.log)]),
      ]);
      await f.payments.whenIdle();
      expect(webhooks.map((r) => r.statusCode).filter((s) => s !== 200)).toEqual([]);
      for (const r of callbacks) {
        expect(r.statusCode, r.body).toBe(200);
        expect(r.json().data.sr_id).toBe(srId);
      }
      expect(rounds[1].errors).toBe(0);

      // The request stays paid by the first payment and did not move again.
      const after = await rowOf(srId);
      expect(after).toMatchObject({
        copayStatus: 'paid',
        copayPaymentId: first.payment.id,
        status: settled.status,
      });
      expect(await movesOf(srId)).toEqual(movesBefore);
      // One refund, of the second payment only; one break; one notice per channel.
      expect(await refundsOf(srId)).toEqual([p2]);
      const [refund] = await messagesOf('refund', srId);
      expect(refund).toMatchObject({ channel: 'gateway', status: 'pending' });
      expect(refund!.payload).toMatchObject({ amount_paise: 350_000, reason: DUPLICATE_COPAY });
      const breaks = await breaksOf(p2);
      expect(breaks).toHaveLength(1);
      expect(breaks[0]!.details).toMatchObject({
        sr_id: srId,
        amount: 350_000,
        kept_payment_id: first.payment.id,
      });
      expect(await breaksOf(first.payment.id)).toHaveLength(0);
      const notices = await messagesOf('sr_copay_refund', srId);
      const contact = after.address!;
      expect(notices.map((m) => [m.channel, m.recipient]).sort()).toEqual([
        ['email', contact.email],
        ['sms', contact.phone],
      ]);
      for (const m of notices) {
        expect(m.payload.text).toContain(
          `we received the co-pay of ₹3,500 for service request ${srId} twice`,
        );
        expect(m.payload.text).toContain(
          'Your request is paid and goes ahead; we are refunding the second payment',
        );
        expect(m.payload.text).toContain(`${WEB_ORIGIN}/selfserve/tracker/service-request/${srId}`);
      }
      // The tracker: paid, and the second payment being refunded.
      expect(await tracked(srId)).toMatchObject({
        status: settled.status,
        copay: {
          amount: 350_000,
          status: 'paid',
          extra_payments: [{ amount: 350_000, status: 'refund_queued' }],
        },
      });

      // The outbox's gateway channel carries the refund out: refunded once at the gateway.
      const relay = refundRelay(f);
      await relay.runOnce();
      await relay.runOnce();
      const atGateway = f.payments.emulator.books.refunds;
      expect(atGateway.filter((r) => r.payment_id === p2).map((r) => r.amount)).toEqual([350_000]);
      expect(atGateway.filter((r) => r.payment_id === first.payment.id)).toEqual([]);
      expect((await breaksOf(p2))[0]!.resolvedAt).not.toBeNull();
      expect(await rowOf(srId)).toMatchObject({ copayStatus: 'paid', copayPaymentId: first.payment.id });
      expect(await tracked(srId)).toMatchObject({
        copay: { status: 'paid', extra_payments: [{ amount: 350_000, status: 'refunded' }] },
      });
      // Late events and another reconciliation round change nothing more.
      expect((await deliver(p2, `evt_twice_after_${srId}`)).statusCode).toBe(200);
      await reconcileCopaysOnce(f.deps);
      expect(await breaksOf(p2)).toHaveLength(1);
      expect(await refundsOf(srId)).toEqual([p2]);
      expect(await messagesOf('sr_copay_refund', srId)).toHaveLength(2);
    }, 120_000);

    it('T8.6 reconciliation finds a second capture whose callback and webhooks were all lost and refunds it, once', async () => {
      const { srId, checkout } = await copayTempRequest(f, a.b, a.plans[1]!.tokenizedOsid);
      const orderId = checkout.gateway_order_id;
      const first = f.payments.emulator.pay(orderId, 'captured');
      expect((await callback(srId, orderId, first)).statusCode).toBe(200);
      await f.payments.whenIdle();
      const emulator = f.payments.emulator;
      // Recorded by the gateway without announcing it.
      const p = emulator.books.addPayment(emulator.books.orders.get(orderId)!, 'captured', 'upi');
      expect(await reconcileCopaysOnce(f.deps)).toMatchObject({ refunded: 1 });
      expect(await reconcileCopaysOnce(f.deps)).toMatchObject({ refunded: 0 });
      expect(await rowOf(srId)).toMatchObject({ copayStatus: 'paid', copayPaymentId: first.payment.id });
      expect(await refundsOf(srId)).toEqual([p.id]);
      expect(await breaksOf(p.id)).toHaveLength(1);
      expect(await messagesOf('sr_copay_refund', srId)).toHaveLength(2);
    });
  },
);
