import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDayMonthYear } from '@kavach/domain';
import { createFixture, DB_KINDS, type Fixture } from '../../../test/support/fixture';
import { rowCounts } from '../../../test/support/db-snapshot';
import { customerWithPlans, isoPlus, ticketBody, uploadSr } from '../../../test/support/sr-test-helpers';
import { invoicePdf } from '../../../test/support/activation-test-helpers';

type Owner = Awaited<ReturnType<typeof customerWithPlans>>;
const day = (iso: string) => new Date(`${iso}T00:00:00+05:30`);

/**
 * docs/product/service-requests.md#adjudication: a request is judged on the date of the problem,
 * not the day it is raised (issue 20; decision 077). A plan that ended recently still takes a
 * request for a problem during its cover; a problem after the end goes to the desk with its reason
 * in words; past the grace window the plan is refused in words.
 */
describe.each(DB_KINDS)('a request on a plan that has since ended (decision 077) (%s)', (kind) => {
  let f: Fixture;
  let a: Owner;

  beforeAll(async () => {
    f = await createFixture(kind);
    // Extended warranty on a phone (breakdown: no reporting window, no co-pay). Plans 0 and 1 ended
    // 15 days ago; plan 2 ended 35 days ago, past the 30-day grace window.
    a = await customerWithPlans(f, [
      { sku: 'EW-MOBILE-PHONE', startedDaysAgo: 380 },
      { sku: 'EW-MOBILE-PHONE', startedDaysAgo: 380 },
      { sku: 'EW-MOBILE-PHONE', startedDaysAgo: 400 },
    ]);
  }, 120_000);
  afterAll(() => f?.close());

  const invoice = async (osid: string) => {
    const res = await uploadSr(f, a.b, osid, invoicePdf(), { type: 'invoice', name: 'invoice.pdf' });
    expect(res.statusCode, res.body).toBe(200);
    return [res.json().data];
  };
  const cardOf = async (osid: string) =>
    ((await a.b.call('GET', '/v3/customer/plans')).json().plans as { tokenized_osid: string }[]).find(
      (p) => p.tokenized_osid === osid,
    ) as unknown as { plan_status: string; action: { label: string; disabled: boolean } };

  it('ended 15 days ago, the problem 2 days before the end: taken and approved at once; My Plans still offers Raise (spec §4)', async () => {
    const plan = a.plans[0]!;
    const osid = plan.tokenizedOsid;
    expect(plan.endsOn).toBe(isoPlus(f, -15));
    const item = (await a.b.call('GET', `/v3/selfserve/order_item/${osid}`)).json().data;
    expect(item).toMatchObject({ plan_status: 'Expired', restriction: null });
    expect(await cardOf(osid)).toMatchObject({
      plan_status: 'Expired',
      action: { label: 'Raise Service Request', disabled: false },
    });
    const res = await a.b.call(
      'POST',
      '/v3/selfserve/create_ticket',
      ticketBody(f, osid, { incident_date: isoPlus(f, -17), documents: await invoice(osid) }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ outcome: 'approved', reasons: [], status: 'confirmed' });
  });

  it('the problem after the plan ended: taken, sent to the desk with OUTSIDE_COVER_PERIOD in words', async () => {
    const plan = a.plans[1]!;
    const osid = plan.tokenizedOsid;
    const incident = isoPlus(f, -5);
    const res = await a.b.call(
      'POST',
      '/v3/selfserve/create_ticket',
      ticketBody(f, osid, { incident_date: incident, documents: await invoice(osid) }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const message = `The problem started on ${formatDayMonthYear(day(incident))}, after the plan's cover ended on ${formatDayMonthYear(day(plan.endsOn!))}.`;
    expect(res.json().data).toMatchObject({
      outcome: 'review',
      status: 'under_review',
      reasons: [{ code: 'OUTSIDE_COVER_PERIOD', message }],
    });
    const tracked = (await a.b.call('GET', `/v3/tracker/service_request/${res.json().data.sr_id}`)).json()
      .data;
    expect(tracked.reasons).toEqual([{ code: 'OUTSIDE_COVER_PERIOD', message }]);
  });

  it('ended 35 days ago (past the 30-day window): refused 409 PLAN_EXPIRED in words, even for a problem during the cover; nothing written', async () => {
    const plan = a.plans[2]!;
    const osid = plan.tokenizedOsid;
    const message = `This plan ended on ${formatDayMonthYear(day(plan.endsOn!))}, and problems during its cover could be reported until ${formatDayMonthYear(day(isoPlus(f, -5)))}, so a new request cannot be raised on it now.`;
    const item = (await a.b.call('GET', `/v3/selfserve/order_item/${osid}`)).json().data;
    expect(item.restriction).toEqual({ code: 'PLAN_EXPIRED', message });
    const docs = await invoice(osid);
    const before = await rowCounts(f.handle.db);
    const res = await a.b.call(
      'POST',
      '/v3/selfserve/create_ticket',
      ticketBody(f, osid, { incident_date: isoPlus(f, -40), documents: docs }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error_code: 'PLAN_EXPIRED', message });
    expect(await rowCounts(f.handle.db)).toEqual(before);
  });
});
