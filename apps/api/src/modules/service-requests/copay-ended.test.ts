import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { outbox, reconciliationBreaks, serviceRequests } from '@kavach/db';
import { createFixture, DB_KINDS, WEB_ORIGIN, type Fixture } from '../../../test/support/fixture';
import { refundRelay } from '../../../test/support/order-test-helpers';
import { staffClient } from '../../../test/support/link-test-helpers';
import { customerWithPlans, paidCopayRequest } from '../../../test/support/sr-test-helpers';
import { deriveKey } from '../../env';
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
    const relay = () => refundRelay(f);

    /** A downloaded co-pay document (receipt or credit note) of the owner, as text. */
    async function pdfOf(kind: 'copay_receipt' | 'copay_credit_note', srId: string) {
      const res = await a.b.call('GET', `/v3/selfserve/${kind}/${srId}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toContain('application/pdf');
      return res.rawPayload.toString('latin1');
    }
    let a2: Owner;
    /** A paid request of a second customer (each plan takes one open request). */
    async function paidRequestOnNewPlan() {
      a2 = await customerWithPlans(f, [{ sku: 'SD-MOBILE-PHONE', price: 7_000_000 }]);
      const paid = await paidCopayRequest(f, a2.b, a2.plans[0]!.tokenizedOsid);
      expect(await rowOf(paid.srId)).toMatchObject({ status: 'confirmed', copayStatus: 'paid' });
      return paid;
    }

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
        copay: { amount: 350_000, status: 'refund_queued', credit_note: true },
      });
      // Decision 092: the receipt stands, dated the day the co-pay was paid, and a credit note
      // against it, dated the cancellation, credits the whole amount with its GST back.
      const row = await rowOf(srId);
      expect(row.copayPaidAt).not.toBeNull();
      expect(row.copayCreditedAt).not.toBeNull();
      const receipt = await pdfOf('copay_receipt', srId);
      expect(receipt).toContain('TAX INVOICE');
      expect(receipt).toContain(`Invoice no: CP-${srId}`);
      const note = await pdfOf('copay_credit_note', srId);
      expect(note).toContain('CREDIT NOTE');
      expect(note).toContain(`Credit note no: CN-CP-${srId}`);
      expect(note).toContain(`Against invoice: CP-${srId}`);
      expect(note).toContain(`Reason: Service request ${srId} was cancelled; co-pay refunded in full`);
      expect(note).toContain('Total credited');
      expect(note).toContain('Rs. 3,500.00');
      expect(note).toContain('Rs. 2,966.10'); // the taxable value: 3,500 / 1.18
      const other = await customerWithPlans(f, [{ sku: 'SD-MOBILE-PHONE', price: 7_000_000 }]);
      expect((await other.b.call('GET', `/v3/selfserve/copay_credit_note/${srId}`)).statusCode).toBe(404);

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
      expect(await pdfOf('copay_credit_note', srId)).toContain(
        `Reason: Service request ${srId} was not approved; co-pay refunded in full`,
      );
    }, 120_000);

    it('decision 092: no credit note for a co-pay still paid (409 NO_CREDIT_NOTE); the receipt keeps the day it was paid', async () => {
      const { srId } = await paidRequestOnNewPlan();
      const refused = await a2.b.call('GET', `/v3/selfserve/copay_credit_note/${srId}`);
      expect([refused.statusCode, refused.json().error_code]).toEqual([409, 'NO_CREDIT_NOTE']);
      const before = await a2.b.call('GET', `/v3/selfserve/copay_receipt/${srId}`);
      // The request is updated days later: the receipt's date does not move with it.
      await f.handle.db
        .update(serviceRequests)
        .set({ updatedAt: new Date(f.clock.now().getTime() + 3 * 86_400_000) })
        .where(eq(serviceRequests.srRef, srId));
      const after = await a2.b.call('GET', `/v3/selfserve/copay_receipt/${srId}`);
      expect(after.rawPayload.toString('latin1')).toEqual(before.rawPayload.toString('latin1'));
    }, 120_000);
  },
);
