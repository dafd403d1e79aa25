import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { outbox, serviceRequestEvents, serviceRequests, srTimers } from '@kavach/db';
import { createFixture, DB_KINDS, type Fixture } from '../../../test/support/fixture';
import { browser } from '../../../test/support/customer-test-helpers';
import { staffClient } from '../../../test/support/link-test-helpers';
import { customerWithPlan, insertSr, type SrCustomer } from '../../../test/support/sr-fixtures';
import { customerWithPlans, paidCopayRequest } from '../../../test/support/sr-test-helpers';
import { SERVICE_DESK_PERMISSION } from '../staff/roles';

type View = {
  status: string;
  reasons: { code: string; message: string }[];
  copay: { amount: number; status: string };
  next: { state: string; due_at: string | null } | null;
};

describe.each(DB_KINDS)(
  'decision 090: the owner approves or declines the repair estimate from the tracker (issue 20 §3, T16.1, T16.5) (%s)',
  (kind) => {
    let f: Fixture;
    let a: SrCustomer;
    let other: SrCustomer;

    beforeAll(async () => {
      f = await createFixture(kind);
      a = await customerWithPlan(f);
      other = await customerWithPlan(f);
    }, 120_000);
    afterAll(() => f?.close());

    const rowOf = async (id: number) =>
      (await f.handle.db.select().from(serviceRequests).where(eq(serviceRequests.id, id)))[0]!;
    const answer = (who: SrCustomer['b'], srRef: string, body: Record<string, unknown>) =>
      who.call('POST', `/v3/tracker/service_request/${srRef}/estimate`, body);
    const toldOf = async (srRef: string) =>
      (await f.handle.db.select().from(outbox).where(eq(outbox.topic, 'sr_milestone'))).filter(
        (m) => m.payload.sr_id === srRef,
      );

    it('approved: the repair starts with its clock and timer, the history says who, the customer is told', async () => {
      const sr = await insertSr(f, a, { process: 'pick_drop', status: 'awaiting_approval' });
      const res = await answer(a.b, sr.srRef, { from: 'awaiting_approval', decision: 'approve' });
      expect(res.statusCode, res.body).toBe(200);
      const v = res.json().data as View;
      expect(v.status).toBe('repair_in_progress');
      expect(v.next).toMatchObject({ state: 'repaired' });
      const row = await rowOf(sr.id);
      expect(row.status).toBe('repair_in_progress');
      // The Repair target: 7 working days from now (docs/product/service-requests.md#sla).
      expect(row.dueAt!.getTime()).toBeGreaterThan(f.clock.now().getTime() + 6 * 86_400_000);
      const timers = await f.handle.db.select().from(srTimers).where(eq(srTimers.serviceRequestId, sr.id));
      expect(timers.map((t) => t.forStatus)).toContain('repair_in_progress');
      const [event] = await f.handle.db
        .select()
        .from(serviceRequestEvents)
        .where(eq(serviceRequestEvents.serviceRequestId, sr.id));
      expect(event).toMatchObject({
        actor: expect.stringMatching(/^customer:/),
        fromStatus: 'awaiting_approval',
        toStatus: 'repair_in_progress',
        reasonCode: 'ESTIMATE_APPROVED',
      });
      const told = await toldOf(sr.srRef);
      expect(told.map((m) => m.channel).sort()).toEqual(['email', 'sms']);
      expect(told[0]!.payload.text).toContain(`${sr.srRef}: Repair in progress.`);
    });

    it('T16.1 / T16.5 / bad input: only the owner, only while it awaits them, the status they saw — a clear 4xx and nothing moves', async () => {
      const sr = await insertSr(f, a, { process: 'carry_in', status: 'awaiting_approval' });
      const shared = await insertSr(f, a, { process: 'pick_drop', status: 'estimate_shared' });
      const anon = await browser(f);
      expect(
        (await answer(anon, sr.srRef, { from: 'awaiting_approval', decision: 'approve' })).statusCode,
      ).toBe(401);
      const cases: [SrCustomer['b'], string, Record<string, unknown>, number, string][] = [
        [other.b, sr.srRef, { from: 'awaiting_approval', decision: 'approve' }, 404, 'SR_NOT_FOUND'],
        [a.b, sr.srRef, { from: 'awaiting_approval', decision: 'maybe' }, 400, 'VALIDATION_ERROR'],
        [a.b, sr.srRef, { from: 'estimate_shared', decision: 'approve' }, 409, 'SR_CHANGED'],
        [
          a.b,
          shared.srRef,
          { from: 'estimate_shared', decision: 'approve' },
          409,
          'SR_NOT_AWAITING_APPROVAL',
        ],
      ];
      for (const [who, srRef, body, status, code] of cases) {
        const res = await answer(who, srRef, body);
        expect(res.statusCode, JSON.stringify(body)).toBe(status);
        expect(res.json().error_code).toBe(code);
      }
      expect((await rowOf(sr.id)).status).toBe('awaiting_approval');
      expect((await rowOf(shared.id)).status).toBe('estimate_shared');
      // Two tabs answering at once: one moves it, the other is told it changed.
      const both = await Promise.all([
        answer(a.b, sr.srRef, { from: 'awaiting_approval', decision: 'approve' }),
        answer(a.b, sr.srRef, { from: 'awaiting_approval', decision: 'decline' }),
      ]);
      expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(both.find((r) => r.statusCode === 409)!.json().error_code).toBe('SR_CHANGED');
    });

    it('declined after paying the co-pay: cancelled with the reason in words, the co-pay refunded (decision 085), the customer told', async () => {
      const owner = await customerWithPlans(f, [{ sku: 'SD-MOBILE-PHONE', price: 7_000_000 }]);
      const { srId } = await paidCopayRequest(f, owner.b, owner.plans[0]!.tokenizedOsid);
      const desk = await staffClient(f, 'desk.estimates', [SERVICE_DESK_PERMISSION]);
      const path = [
        ['confirmed', 'pickup_scheduled'],
        ['pickup_scheduled', 'picked_up'],
        ['picked_up', 'at_service_centre'],
        ['at_service_centre', 'estimate_shared'],
        ['estimate_shared', 'awaiting_approval'],
      ];
      for (const [from, to] of path) {
        const moved = await desk.call('POST', `/v3/service-desk/requests/${srId}/actions`, {
          from,
          to,
          ...(to === 'estimate_shared'
            ? { estimate_paise: 1_800_000, diagnosis: 'Display and frame bent' }
            : {}),
        });
        expect(moved.statusCode, moved.body).toBe(200);
      }
      const res = await answer(owner.b, srId, { from: 'awaiting_approval', decision: 'decline' });
      expect(res.statusCode, res.body).toBe(200);
      const v = res.json().data as View;
      expect(v.status).toBe('cancelled');
      expect(v.reasons).toEqual([
        { code: 'ESTIMATE_DECLINED', message: 'You declined the repair estimate.' },
      ]);
      expect(v.copay).toMatchObject({ amount: 350_000, status: 'refund_queued' });
      const told = await toldOf(srId);
      expect(told.filter((m) => m.payload.status === 'cancelled').map((m) => m.payload.text)).toEqual([
        expect.stringContaining(
          ': Cancelled. We will return your device as it is and call you to arrange it.',
        ),
        expect.stringContaining(
          ': Cancelled. We will return your device as it is and call you to arrange it.',
        ),
      ]);
      await f.payments.whenIdle();
      const refunds = (
        await f.handle.db.select().from(outbox).where(eq(outbox.topic, 'sr_copay_refund'))
      ).filter((m) => m.payload.sr_id === srId);
      expect(refunds.length).toBeGreaterThan(0);
    });
  },
);
