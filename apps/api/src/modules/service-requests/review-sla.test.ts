import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { outbox, serviceRequests, srTimers } from '@kavach/db';
import { addWorkingDays, SERVICE_CALENDAR } from '@kavach/domain';
import { createFixture, DB_KINDS, WEB_ORIGIN, type Fixture } from '../../../test/support/fixture';
import { invoicePdf } from '../../../test/support/activation-test-helpers';
import { staffClient } from '../../../test/support/link-test-helpers';
import { customerWithPlans, ticketBody } from '../../../test/support/sr-test-helpers';
import { runSrTimers, type SrBreach } from '../../jobs/sr-timers';
import { SERVICE_DESK_PERMISSION } from '../staff/roles';

type Owner = Awaited<ReturnType<typeof customerWithPlans>>;
const MINUTE = 60_000;

/**
 * docs/product/service-requests.md#sla: a request waiting at the desk has a review target — decided
 * by the close of the next working day (decision 077) — shown to the customer as "expected by" and
 * reported to the service team once when breached (T16.6).
 */
describe.each(DB_KINDS)('the desk’s review SLA (decision 077) (%s)', (kind) => {
  let f: Fixture;
  let a: Owner;
  let desk: Awaited<ReturnType<typeof staffClient>>;

  beforeAll(async () => {
    f = await createFixture(kind);
    a = await customerWithPlans(f, [{ sku: 'EW-MOBILE-PHONE' }]);
    desk = await staffClient(f, 'review.desk', [SERVICE_DESK_PERMISSION]);
  }, 120_000);
  afterAll(() => f?.close());

  const rowOf = async (srId: string) =>
    (await f.handle.db.select().from(serviceRequests).where(eq(serviceRequests.srRef, srId)))[0]!;
  const reviewTimerOf = async (id: number) =>
    (
      await f.handle.db
        .select()
        .from(srTimers)
        .where(and(eq(srTimers.serviceRequestId, id), eq(srTimers.forStatus, 'under_review')))
    )[0]!;
  const breachesOf = async (srId: string) =>
    (await f.handle.db.select().from(outbox).where(eq(outbox.topic, 'sr_sla_breach'))).flatMap((m) =>
      (m.payload.breaches as SrBreach[]).filter((b) => b.sr_id === srId),
    );
  const next = async (srId: string) =>
    (await a.b.call('GET', `/v3/tracker/service_request/${srId}`)).json().data.next as {
      state: string;
      due_at: string | null;
      late: boolean;
    };
  /** Makes the request's review due a minute ago (on the rows: moving the clock days ends the sign-in). */
  const makeDue = async (id: number) => {
    const past = new Date(f.clock.now().getTime() - MINUTE);
    await f.handle.db.update(serviceRequests).set({ dueAt: past }).where(eq(serviceRequests.id, id));
    await f.handle.db
      .update(srTimers)
      .set({ dueAt: past })
      .where(and(eq(srTimers.serviceRequestId, id), eq(srTimers.forStatus, 'under_review')));
  };
  const round = () => runSrTimers({ db: f.handle.db, clock: f.clock, webOrigin: WEB_ORIGIN });

  it('under review: due by the next working day’s close, "expected by" on the tracker; once due, reported to the team exactly once (two workers and a third round); back under review after documents, a new clock', async () => {
    // No invoice: the rules cannot approve it (DOCUMENTS_MISSING), so it waits at the desk.
    const res = await a.b.call(
      'POST',
      '/v3/selfserve/create_ticket',
      ticketBody(f, a.plans[0]!.tokenizedOsid),
    );
    expect(res.statusCode, res.body).toBe(200);
    const srId = res.json().data.sr_id as string;
    expect(res.json().data).toMatchObject({ status: 'under_review', outcome: 'review' });
    const row = await rowOf(srId);
    const due = addWorkingDays(f.clock.now(), 1, SERVICE_CALENDAR);
    expect(row.dueAt).toEqual(due);
    expect(await reviewTimerOf(row.id)).toMatchObject({ kind: 'sla_breach', dueAt: due, firedAt: null });
    expect(await next(srId)).toEqual({
      state: 'confirmed',
      label: 'Request confirmed',
      due_at: due.toISOString(),
      late: false,
    });

    await makeDue(row.id);
    expect(await next(srId)).toMatchObject({ state: 'confirmed', late: true });
    await Promise.all([round(), round()]);
    await round();
    const reported = await breachesOf(srId);
    expect(reported).toHaveLength(1);
    expect(reported[0]).toMatchObject({ status: 'under_review', label: 'Under review' });
    expect((await reviewTimerOf(row.id)).firedAt).not.toBeNull();

    // The desk asks for the invoice: the customer owes it, no clock runs.
    f.clock.set(new Date(f.clock.now().getTime() + MINUTE));
    const asked = await desk.call('POST', `/v3/service-desk/requests/${srId}/actions`, {
      from: 'under_review',
      to: 'documents_requested',
      documents_requested: ['invoice'],
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect((await rowOf(srId)).dueAt).toBeNull();

    // The invoice comes back: under review again, a new 1-working-day clock and its timer re-armed.
    f.clock.set(new Date(f.clock.now().getTime() + MINUTE));
    const sent = await f.app.inject({
      method: 'POST',
      url: `/v3/selfserve/service_request/${srId}/documents`,
      headers: {
        cookie: a.b.cookie(),
        'x-csrftoken': a.b.csrf(),
        'x-forwarded-for': a.b.ip,
        'content-type': 'application/octet-stream',
        'x-document-type': 'invoice',
        'x-file-name': 'bill.pdf',
      },
      payload: invoicePdf(),
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const again = addWorkingDays(f.clock.now(), 1, SERVICE_CALENDAR);
    expect(await rowOf(srId)).toMatchObject({ status: 'under_review', dueAt: again });
    expect(await reviewTimerOf(row.id)).toMatchObject({ dueAt: again, firedAt: null });
    await makeDue(row.id);
    await Promise.all([round(), round()]);
    expect(await breachesOf(srId)).toHaveLength(2);
  }, 120_000);
});
