import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { outbox, reconciliationBreaks, serviceRequests } from '@kavach/db';
import { createFixture, DB_KINDS, WEB_ORIGIN, type Fixture } from '../../../test/support/fixture';
import { staffClient } from '../../../test/support/link-test-helpers';
import { customerWithPlans, paidCopayRequest } from '../../../test/support/sr-test-helpers';
import { deriveKey } from '../../env';
import { createOutboxRelay } from '../../jobs/outbox-relay';
import { createRefundNotifier } from '../../notify/refund-notifier';
import { SERVICE_DESK_PERMISSION } from '../staff/roles';
import { ENDED_COPAY } from './copay-refund';

type Owner = Awaited<ReturnType<typeof customerWithPlans>>;
type Staff = Awaited<ReturnType<typeof staffClient>>;

describe.each(DB_KINDS)(
  'decision 085: a paid co-pay goes back when the service desk rejects or cancels its request (issue 20 §1, T16.3) (%s)',
  (kind) => {
    let f: Fixture;
    let a: Owner;
    let desk: Staff;
    let webhookSecret: string;

    beforeAll(async () => {
      f = await createFixture(kind);
      // Spills & drops on a ₹70,000 phone: a co-pay of ₹3,500; one plan per request.
      a = await customerWithPlans(f, [
        { sku: 'SD-MOBILE-PHONE', price: 7_000_000 },
        { sku: 'SD-MOBILE-PHONE', price: 7_000_000 },
      ]);
      desk = await staffClient(f, 'desk.refunds', [SERVICE_DESK_PERMISSION]);
      webhookSecret = deriveKey(f.deps.config.sessionSecret, 'razorpay-emulator-webhook-secret');
    }, 120_000);
    afterAll(() => f?.close());

    const rowOf = async (srId: string) =>
      (await f.handle.db.select().from(serviceRequests).where(eq(serviceRequests.srRef, srId)))[0]!;
    const messagesOf = async (topic: string, srId: string) =>
      (await f.handle.db.select().from(outbox).where(eq(outbox.topic, topic))).filter(
        (m) => m.payload.sr_id === srId,
      );
    const breaksOf = async (paymentId: string) =>
      f.handle.db
        .select()
        .from(reconciliationBreaks)
        .where(eq(reconciliationBreaks.gatewayPaymentId, paymentId));
    const tracked = async (srId: string) =>
      (await a.b.call('GET', `/v3/tracker/service_request/${srId}`)).json().data as {
        status: string;
        copay: { amount: number; status: string };
      };
    const act = (srId: string, body: Record<string, unknown>) =>
      desk.call('POST', `/v3/service-desk/requests/${srId}/actions`, body);
    const deliver = (paymentId: string, eventId: string) => {
      const d = f.payments.emulator.webhooks.signed('payment.captured', paymentId, webhookSecret, eventId);
      return f.app.inject({
        method: 'POST',
        url: '/v3/payments/webhook',
        headers: d.headers,
        payload: d.rawBody,
      });
    };
    const relay = () =>
      createOutboxRelay({
        db: f.handle.db,
        notifiers: { gateway: createRefundNotifier(f.handle.db, f.payments, () => f.clock.now()) },
        clock: f.clock,
        log: pino({ level: 'silent' }),
      });

    /** A request on plan `n` whose ₹3,500 co-pay was paid: confirmed, co-pay paid. */
    async function paidRequest(n: number) {
      const paid = await paidCopayRequest(f, a.b, a.plans[n]!.tokenizedOsid);
      expect(await rowOf(paid.srId)).toMatchObject({ status: 'confirmed', copayStatus: 'paid' });
      return paid;
    }

    it('cancelled after paying: the co-pay is refunded once at the gateway, the customer told, the tracker says so; a later webhook and a second cancel add nothing', async () => {
      const { srId, paymentId } = await paidRequest(0);
      const res = await act(srId, { from: 'confirmed', to: 'cancelled', reason_code: 'CUSTOMER_REQUEST' });
      expect(res.statusCode, res.body).toBe(200);

      expect(await rowOf(srId)).toMatchObject({
        status: 'cancelled',
        copayStatus: 'refund_queued',
        copayPaymentId: paymentId,
      });
      const refunds = await messagesOf('refund', srId);
      expect(refunds).toHaveLength(1);
      expect(refunds[0]).toMatchObject({ channel: 'gateway', status: 'pending' });
      expect(refunds[0]!.payload).toMatchObject({
        gateway_payment_id: paymentId,
        amount_paise: 350_000,
        reason: ENDED_COPAY,
      });
      const notices = await messagesOf('sr_copay_refund', srId);
      const contact = (await rowOf(srId)).address!;
      expect(notices.map((m) => [m.channel, m.recipient]).sort()).toEqual([
        ['email', contact.email],
        ['sms', contact.phone],
      ]);
      for (const m of notices) {
        expect(m.payload.text).toContain(
          `Kavach: service request ${srId} was cancelled, so we are refunding your co-pay of ₹3,500 to the account you paid from.`,
        );
        expect(m.payload.text).toContain(`${WEB_ORIGIN}/selfserve/tracker/service-request/${srId}`);
      }
      expect(await tracked(srId)).toMatchObject({
        status: 'cancelled',
        copay: { amount: 350_000, status: 'refund_queued' },
      });

      // The paying payment's webhook arriving late is not a second refund nor a reconciliation break.
      expect((await deliver(paymentId, `evt_after_cancel_${srId}`)).statusCode).toBe(200);
      expect(await messagesOf('refund', srId)).toHaveLength(1);
      expect(await messagesOf('sr_copay_refund', srId)).toHaveLength(2);
      expect(await breaksOf(paymentId)).toEqual([]);
      // A cancelled request is at its end: the desk cannot cancel it again.
      const again = await act(srId, { from: 'cancelled', to: 'cancelled', reason_code: 'CUSTOMER_REQUEST' });
      expect(again.statusCode).toBe(409);
      expect(await messagesOf('refund', srId)).toHaveLength(1);

      // The outbox's gateway channel carries the refund out: refunded once, then marked.
      const r = relay();
      await r.runOnce();
      await r.runOnce();
      const atGateway = f.payments.emulator.books.refunds.filter((x) => x.payment_id === paymentId);
      expect(atGateway.map((x) => x.amount)).toEqual([350_000]);
      expect((await rowOf(srId)).copayStatus).toBe('refunded');
      expect(await tracked(srId)).toMatchObject({ copay: { status: 'refunded' } });
    }, 120_000);

    it('rejected after paying: refunded the same way, with "was not approved", and no reconciliation break', async () => {
      const { srId, paymentId } = await paidRequest(1);
      // Under review with its co-pay paid (as a desk-decided claim would be): set on the row.
      await f.handle.db
        .update(serviceRequests)
        .set({ status: 'under_review' })
        .where(eq(serviceRequests.srRef, srId));
      const res = await act(srId, {
        from: 'under_review',
        to: 'rejected',
        reason_code: 'DAMAGE_NOT_COVERED',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(await rowOf(srId)).toMatchObject({ status: 'rejected', copayStatus: 'refund_queued' });
      const refunds = await messagesOf('refund', srId);
      expect(refunds.map((m) => m.payload.amount_paise)).toEqual([350_000]);
      for (const m of await messagesOf('sr_copay_refund', srId))
        expect(m.payload.text).toContain(
          `service request ${srId} was not approved, so we are refunding your co-pay of ₹3,500`,
        );
      expect(await breaksOf(paymentId)).toEqual([]);
    }, 120_000);
  },
);
