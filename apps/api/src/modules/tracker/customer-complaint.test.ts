import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { outbox, serviceRequests, srComplaints } from '@kavach/db';
import { createFixture, DB_KINDS, type Fixture } from '../../../test/support/fixture';
import { browser } from '../../../test/support/customer-test-helpers';
import { staffClient } from '../../../test/support/link-test-helpers';
import { customerWithPlan, insertSr, type SrCustomer } from '../../../test/support/sr-fixtures';
import { SERVICE_DESK_PERMISSION } from '../staff/roles';

type Complaint = {
  reference: string;
  reason: string;
  details: string;
  received_at: string;
  reply_by: string;
  resolve_by: string;
  state: 'open' | 'answered';
  answer: string | null;
  answered_at: string | null;
};
type View = { status: string; can_complain: boolean; complaint: Complaint | null };

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe.each(DB_KINDS)(
  'decision 100: the owner complains about a request; the desk replies within 48 hours (%s)',
  (kind) => {
    let f: Fixture;
    let a: SrCustomer;
    let desk: Awaited<ReturnType<typeof staffClient>>;
    beforeAll(async () => {
      f = await createFixture(kind);
      a = await customerWithPlan(f);
      desk = await staffClient(f, `desk.complaints.${kind}`, [SERVICE_DESK_PERMISSION]);
    }, 120_000);
    afterAll(() => f?.close());

    const view = async (srRef: string) =>
      (await a.b.call('GET', `/v3/tracker/service_request/${srRef}`)).json().data as View;
    const complain = (who: SrCustomer['b'], srRef: string, body: Record<string, unknown>) =>
      who.call('POST', `/v3/tracker/service_request/${srRef}/complaint`, body);
    const messages = async (topic: string, reference: string) =>
      (await f.handle.db.select().from(outbox).where(eq(outbox.topic, topic))).filter(
        (m) => m.payload.reference === reference,
      );
    const reply = (srRef: string, answer: string) =>
      desk.call('POST', `/v3/service-desk/requests/${srRef}/complaint`, { answer });

    it('received with a reference and its two dates, acknowledged by SMS and email; listed for the desk; answered once, and the answer reaches the customer', async () => {
      const sr = await insertSr(f, a, { status: 'confirmed' });
      expect(await view(sr.srRef)).toMatchObject({ can_complain: true, complaint: null });
      const now = f.clock.now();

      const res = await complain(a.b, sr.srRef, {
        reason_code: 'DELAYED',
        details: '  The technician has not come for three days.  ',
      });
      expect(res.statusCode, res.body).toBe(200);
      const c = (res.json().data as View).complaint!;
      expect(c).toMatchObject({
        reason: 'It is taking too long',
        details: 'The technician has not come for three days.',
        state: 'open',
        answer: null,
        received_at: now.toISOString(),
        reply_by: new Date(now.getTime() + 48 * HOUR).toISOString(),
        resolve_by: new Date(now.getTime() + 30 * DAY).toISOString(),
      });
      expect(c.reference).toMatch(/^CMP-\d{6}-[0-9A-F]{6}$/);
      expect((res.json().data as View).can_complain).toBe(false);
      const acks = await messages('sr_complaint_received', c.reference);
      expect(acks.map((m) => m.channel).sort()).toEqual(['email', 'sms']);
      expect(acks[0]!.payload.text).toContain(`We have received your complaint ${c.reference}`);

      // One waiting at a time.
      const again = await complain(a.b, sr.srRef, {
        reason_code: 'OTHER',
        details: 'Still nobody has come.',
      });
      expect([again.statusCode, again.json().error_code]).toEqual([409, 'COMPLAINT_OPEN']);

      // The desk's list: soonest due first; overdue once 48 hours have passed.
      const list = async () => (await desk.call('GET', '/v3/service-desk/complaints')).json().data.items;
      expect(await list()).toContainEqual(
        expect.objectContaining({ reference: c.reference, sr_id: sr.srRef, overdue: false }),
      );
      // 48 hours on (set on the row: a session would not live that long).
      await f.handle.db
        .update(srComplaints)
        .set({ replyBy: new Date(now.getTime() - 1) })
        .where(eq(srComplaints.reference, c.reference));
      expect(await list()).toContainEqual(expect.objectContaining({ reference: c.reference, overdue: true }));
      const onPage = (await desk.call('GET', `/v3/service-desk/requests/${sr.srRef}`)).json().data.request;
      expect(onPage.complaint).toMatchObject({ reference: c.reference, state: 'open' });

      const answered = await reply(
        sr.srRef,
        'Sorry for the wait. A technician will visit tomorrow at 10 AM.',
      );
      expect(answered.statusCode, answered.body).toBe(200);
      expect(answered.json().data.request.complaint).toMatchObject({
        state: 'answered',
        answer: 'Sorry for the wait. A technician will visit tomorrow at 10 AM.',
      });
      const twice = await reply(sr.srRef, 'A second reply to the same complaint.');
      expect([twice.statusCode, twice.json().error_code]).toEqual([409, 'NO_OPEN_COMPLAINT']);
      const told = await messages('sr_complaint_answered', c.reference);
      expect(told).toHaveLength(2);
      expect(told[0]!.payload.text).toContain('A technician will visit tomorrow at 10 AM.');
      expect((await list()).map((i: { reference: string }) => i.reference)).not.toContain(c.reference);
      const [row] = await f.handle.db
        .select()
        .from(srComplaints)
        .where(eq(srComplaints.reference, c.reference));
      expect(row).toMatchObject({ status: 'answered', answeredBy: `desk.complaints.${kind}` });

      // In the customer's copy of their data (decision 095), with the reply.
      const copy = (await a.b.call('GET', '/v3/customer/my_data')).json();
      expect(copy.service_requests.find((r: { sr_id: string }) => r.sr_id === sr.srRef).complaints).toEqual([
        expect.objectContaining({ reference: c.reference, reason_code: 'DELAYED', state: 'answered' }),
      ]);

      // The tracker shows the reply; a new complaint may follow.
      expect(await view(sr.srRef)).toMatchObject({
        can_complain: true,
        complaint: { reference: c.reference, state: 'answered' },
      });
    });

    it('about a request that ended: within 30 days, not after', async () => {
      const now = f.clock.now().getTime();
      const closed = await insertSr(f, a, { status: 'closed', closedAt: new Date(now - 29 * DAY) });
      expect(await view(closed.srRef)).toMatchObject({ can_complain: true });
      const late = await insertSr(f, a, { status: 'rejected' });
      await f.handle.db
        .update(serviceRequests)
        .set({ updatedAt: new Date(now - 31 * DAY) })
        .where(eq(serviceRequests.id, late.id));
      expect(await view(late.srRef)).toMatchObject({ can_complain: false });
      const refused = await complain(a.b, late.srRef, {
        reason_code: 'CLAIM_DECISION',
        details: 'My claim was rejected without a reason.',
      });
      expect([refused.statusCode, refused.json().error_code]).toEqual([409, 'COMPLAINT_WINDOW_CLOSED']);
      expect(
        await f.handle.db.select().from(srComplaints).where(eq(srComplaints.serviceRequestId, late.id)),
      ).toEqual([]);
      const ok = await complain(a.b, closed.srRef, {
        reason_code: 'QUALITY',
        details: 'The AC stopped cooling again a week after the repair.',
      });
      expect(ok.statusCode, ok.body).toBe(200);
    });

    it('T16.1: only the owner — another customer’s or an unknown number reads as absent; signed out 401; the desk only for service staff', async () => {
      const sr = await insertSr(f, a, { status: 'raised' });
      const other = await customerWithPlan(f);
      const body = { reason_code: 'OTHER', details: 'This is not my request at all.' };
      const theirs = await complain(other.b, sr.srRef, body);
      expect([theirs.statusCode, theirs.json().error_code]).toEqual([404, 'SR_NOT_FOUND']);
      const unknown = await complain(a.b, '261231-999999', body);
      expect([unknown.statusCode, unknown.json().error_code]).toEqual([404, 'SR_NOT_FOUND']);
      const anon = await browser(f);
      expect((await complain(anon, sr.srRef, body)).statusCode).toBe(401);
      expect((await a.b.call('GET', '/v3/service-desk/complaints')).statusCode).toBe(401);
      const none = await reply(sr.srRef, 'There is nothing to reply to here.');
      expect([none.statusCode, none.json().error_code]).toEqual([409, 'NO_OPEN_COMPLAINT']);
    });

    it('bad input: 400 with the field and words, nothing written', async () => {
      const sr = await insertSr(f, a, { status: 'raised' });
      const cases: [Record<string, unknown>, string][] = [
        [{ details: 'The visit was missed twice.' }, 'reason_code'],
        [{ reason_code: 'ANGRY', details: 'The visit was missed twice.' }, 'reason_code'],
        [{ reason_code: 'DELAYED', details: '   slow   ' }, 'details'],
        [{ reason_code: 'DELAYED', details: 'x'.repeat(1001) }, 'details'],
        [{ reason_code: 'DELAYED', details: 'Call me <script>' }, 'details'],
      ];
      for (const [body, field] of cases) {
        const res = await complain(a.b, sr.srRef, body);
        expect([res.statusCode, res.json().error_code], JSON.stringify(body)).toEqual([
          400,
          'VALIDATION_ERROR',
        ]);
        expect(Object.keys(res.json().fields ?? {}), JSON.stringify(body)).toContain(field);
      }
      expect(
        await f.handle.db.select().from(srComplaints).where(eq(srComplaints.serviceRequestId, sr.id)),
      ).toEqual([]);
      const short = await reply(sr.srRef, 'ok');
      expect([short.statusCode, short.json().error_code]).toEqual([400, 'VALIDATION_ERROR']);
    });
  },
);
