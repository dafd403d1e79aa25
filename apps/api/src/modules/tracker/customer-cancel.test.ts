import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { outbox, serviceRequestEvents, serviceRequests } from '@kavach/db';
import { createFixture, DB_KINDS, type Fixture } from '../../../test/support/fixture';
import { browser } from '../../../test/support/customer-test-helpers';
import { customerWithPlans, paidCopayRequest } from '../../../test/support/sr-test-helpers';

type Owner = Awaited<ReturnType<typeof customerWithPlans>>;
type View = {
  status: string;
  status_label: string;
  cancellable: boolean;
  reasons: { code: string; message: string }[];
  copay: { amount: number; status: string };
};

describe.each(DB_KINDS)(
  'decision 086: the owner cancels their own request from the tracker (issue 20 §3, T16.1, T16.5) (%s)',
  (kind) => {
    let f: Fixture;
    let a: Owner;
    let other: Owner;

    beforeAll(async () => {
      f = await createFixture(kind);
      // Spills & drops on a ₹70,000 phone: a co-pay of ₹3,500; one plan per request.
      a = await customerWithPlans(f, [
        { sku: 'SD-MOBILE-PHONE', price: 7_000_000 },
        { sku: 'SD-MOBILE-PHONE', price: 7_000_000 },
      ]);
      other = await customerWithPlans(f, [{ sku: 'SD-MOBILE-PHONE', price: 7_000_000 }]);
    }, 120_000);
    afterAll(() => f?.close());

    const rowOf = async (srId: string) =>
      (await f.handle.db.select().from(serviceRequests).where(eq(serviceRequests.srRef, srId)))[0]!;
    const messagesOf = async (topic: string, srId: string) =>
      (await f.handle.db.select().from(outbox).where(eq(outbox.topic, topic))).filter(
        (m) => m.payload.sr_id === srId,
      );
    const view = async (srId: string) =>
      (await a.b.call('GET', `/v3/tracker/service_request/${srId}`)).json().data as View;
    const cancel = (who: Owner['b'], srId: string, body: Record<string, unknown>) =>
      who.call('POST', `/v3/tracker/service_request/${srId}/cancel`, body);

    /** A request on plan `n` whose ₹3,500 co-pay was paid: confirmed, co-pay paid. */
    async function paidRequest(n: number) {
      const paid = await paidCopayRequest(f, a.b, a.plans[n]!.tokenizedOsid);
      expect(await rowOf(paid.srId)).toMatchObject({ status: 'confirmed', copayStatus: 'paid' });
      return paid;
    }

    it('cancelled with a reason: the tracker says so, the history keeps the code, the co-pay is refunded and the customer told; only the owner, only once', async () => {
      const { srId, paymentId } = await paidRequest(0);
      expect(await view(srId)).toMatchObject({ status: 'confirmed', cancellable: true });

      // T16.1: the signed-out and another customer cannot cancel it, nor learn it exists.
      const anon = await browser(f);
      expect((await cancel(anon, srId, { from: 'confirmed', reason_code: 'OTHER' })).statusCode).toBe(401);
      const theirs = await cancel(other.b, srId, { from: 'confirmed', reason_code: 'OTHER' });
      expect(theirs.statusCode).toBe(404);
      expect(theirs.json().error_code).toBe('SR_NOT_FOUND');
      // Bad input: a clear 400, nothing written.
      const bad = await cancel(a.b, srId, { from: 'confirmed', reason_code: 'BORED' });
      expect(bad.statusCode).toBe(400);
      expect(bad.body).toContain('Choose why you are cancelling.');
      // T16.5: the status this tab saw is not the request's any more.
      const stale = await cancel(a.b, srId, { from: 'raised', reason_code: 'OTHER' });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().error_code).toBe('SR_CHANGED');
      expect((await rowOf(srId)).status).toBe('confirmed');

      const res = await cancel(a.b, srId, { from: 'confirmed', reason_code: 'RAISED_BY_MISTAKE' });
      expect(res.statusCode, res.body).toBe(200);
      const v = res.json().data as View;
      expect(v).toMatchObject({ status: 'cancelled', status_label: 'Cancelled', cancellable: false });
      expect(v.reasons).toEqual([{ code: 'CUSTOMER_REQUEST', message: 'Cancelled at your request.' }]);
      expect(v.copay).toEqual(expect.objectContaining({ amount: 350_000, status: 'refund_queued' }));

      const row = await rowOf(srId);
      const moves = await f.handle.db
        .select()
        .from(serviceRequestEvents)
        .where(eq(serviceRequestEvents.serviceRequestId, row.id));
      expect(moves.at(-1)).toMatchObject({
        fromStatus: 'confirmed',
        toStatus: 'cancelled',
        reasonCode: 'RAISED_BY_MISTAKE',
        actor: expect.stringMatching(/^customer:/),
      });
      const refunds = await messagesOf('refund', srId);
      expect(refunds.map((m) => [m.payload.gateway_payment_id, m.payload.amount_paise])).toEqual([
        [paymentId, 350_000],
      ]);
      expect((await messagesOf('sr_copay_refund', srId)).map((m) => m.channel).sort()).toEqual([
        'email',
        'sms',
      ]);
      const told = (await messagesOf('sr_milestone', srId)).filter((m) => m.payload.status === 'cancelled');
      expect(told.map((m) => m.channel).sort()).toEqual(['email', 'sms']);

      // Twice is once: the second answers that it cannot be cancelled, and refunds nothing more.
      const again = await cancel(a.b, srId, { from: 'cancelled', reason_code: 'OTHER' });
      expect(again.statusCode).toBe(409);
      expect(again.json().error_code).toBe('SR_NOT_CANCELLABLE');
      expect(await messagesOf('refund', srId)).toHaveLength(1);
    }, 120_000);

    it('past the point of cancelling (the device at the service centre): 409 with a number to call, and the tracker offers no cancel', async () => {
      const { srId } = await paidRequest(1);
      await f.handle.db
        .update(serviceRequests)
        .set({ status: 'at_service_centre' })
        .where(eq(serviceRequests.srRef, srId));
      expect((await view(srId)).cancellable).toBe(false);
      const res = await cancel(a.b, srId, { from: 'at_service_centre', reason_code: 'OTHER' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        error_code: 'SR_NOT_CANCELLABLE',
        message: 'This request can no longer be cancelled online. Call us and we will help.',
      });
      expect((await rowOf(srId)).status).toBe('at_service_centre');
      expect(await messagesOf('refund', srId)).toEqual([]);
    }, 120_000);
  },
);
