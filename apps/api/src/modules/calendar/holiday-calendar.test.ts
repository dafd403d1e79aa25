import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { holidays, serviceRequests, srTimers, type ServiceRequestRow } from '@kavach/db';
import { createFixture, DB_KINDS, type Fixture } from '../../../test/support/fixture';
import { staffClient } from '../../../test/support/link-test-helpers';
import { browser } from '../../../test/support/customer-test-helpers';
import { customerWithPlan, insertSr, type SrCustomer } from '../../../test/support/sr-fixtures';
import { customerWithPlans, ticketBody } from '../../../test/support/sr-test-helpers';
import { SERVICE_DESK_PERMISSION } from '../staff/roles';

const SLOTS = '/v4/app:website/fms/service/slot_availability';
type SlotMap = Record<string, { slot_time: string; is_available: boolean }[]>;
const ist = (s: string) => new Date(`${s}+05:30`);
const closed = [
  { slot_time: '10AM - 2PM', is_available: false },
  { slot_time: '2PM - 6PM', is_available: false },
];
const open = [
  { slot_time: '10AM - 2PM', is_available: true },
  { slot_time: '2PM - 6PM', is_available: true },
];

/**
 * docs/product/service-requests.md#holiday-calendar (decision 078): holidays stored in the database,
 * national and per city, seeded by migration 0017; the SLA clock and the appointment slots of a
 * request's city read them; the service desk adds and removes them.
 */
describe.each(DB_KINDS)('holiday calendar (%s)', (kind) => {
  let f: Fixture;
  let desk: Awaited<ReturnType<typeof staffClient>>;
  let agent: Awaited<ReturnType<typeof staffClient>>;
  let owner: SrCustomer;
  let selfserve: Awaited<ReturnType<typeof customerWithPlans>>;
  beforeAll(async () => {
    f = await createFixture(kind);
    desk = await staffClient(f, 'desk.calendar', [SERVICE_DESK_PERMISSION]);
    agent = await staffClient(f, 'agent.calendar');
    owner = await customerWithPlan(f);
    selfserve = await customerWithPlans(f, [{ sku: 'EW-MOBILE-PHONE' }]);
  }, 120_000);
  afterAll(() => f?.close());

  const seeded = async (day: string, cityKey: string | null) =>
    f.handle.db
      .select({ name: holidays.name })
      .from(holidays)
      .where(and(eq(holidays.day, day), cityKey ? eq(holidays.cityKey, cityKey) : isNull(holidays.cityKey)));
  const dueOf = async (id: number) =>
    (await f.handle.db.select().from(serviceRequests).where(eq(serviceRequests.id, id)))[0]!.dueAt;
  /** Pick & drop requests in these cities, confirmed on the desk by a new staff member: the pickup clock runs. */
  const confirmedPickups = async (username: string, cities: string[]) => {
    const desk = await staffClient(f, username, [SERVICE_DESK_PERMISSION]);
    const rows: ServiceRequestRow[] = [];
    for (const city of cities) {
      const sr = await insertSr(f, owner, { process: 'pick_drop', status: 'raised', city });
      const res = await desk.call('POST', `/v3/service-desk/requests/${sr.srRef}/actions`, {
        from: 'raised',
        to: 'confirmed',
      });
      expect(res.statusCode, res.body).toBe(200);
      rows.push(sr);
    }
    return { desk, rows };
  };
  const slots = async (query: string) => {
    const res = await f.app.inject({ method: 'GET', url: `${SLOTS}?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as SlotMap;
  };

  it('the seed holds the national holidays and each state’s own, for 2026 and 2027', async () => {
    expect(await seeded('2027-01-26', null)).toEqual([{ name: 'Republic Day' }]);
    expect(await seeded('2026-11-24', null)).toEqual([{ name: 'Guru Nanak Jayanti' }]);
    expect(await seeded('2027-05-01', 'mumbai')).toEqual([{ name: 'Maharashtra Day' }]);
    expect(await seeded('2027-05-01', 'pune')).toEqual([{ name: 'Maharashtra Day' }]);
    expect(await seeded('2027-11-01', 'bangalore')).toEqual([{ name: 'Kannada Rajyotsava' }]);
    expect(await seeded('2027-06-02', 'hyderabad')).toEqual([{ name: 'Telangana Formation Day' }]);
    expect(await seeded('2027-01-15', 'chennai')).toEqual([{ name: 'Pongal' }]);
    expect(await seeded('2027-05-01', 'delhi-ncr')).toEqual([]);
  });

  it('no visit slot is offered on a national holiday (cart and agent path)', async () => {
    f.clock.set(ist('2026-11-21T12:00:00'));
    const data = await slots('sub_application=insta-repair&pincode=400050');
    expect(data['2026-11-24']).toEqual(closed); // Guru Nanak Jayanti
    expect(data['2026-11-23']).toEqual(open);
  });

  it('the service desk adds a city’s holiday: slots in that city close, other cities keep theirs; removing it reopens them', async () => {
    f.clock.set(ist('2026-11-21T12:00:00'));
    const added = await desk.call('POST', '/v3/service-desk/holidays', {
      day: '2026-11-26',
      name: 'Local holiday',
      city: 'bangalore',
      source: 'Karnataka notification (test)',
    });
    expect(added.statusCode, added.body).toBe(200);
    const row = added.json().data;
    expect(row).toMatchObject({ day: '2026-11-26', city: 'bangalore', added_by: 'staff:desk.calendar' });
    expect((await slots('sub_application=insta-repair&pincode=560001'))['2026-11-26']).toEqual(closed);
    expect((await slots('sub_application=insta-repair&pincode=400050'))['2026-11-26']).toEqual(open);

    const list = await desk.call('GET', '/v3/service-desk/holidays?from=2026-11-26');
    expect(list.json().data.items[0]).toMatchObject({ id: row.id, name: 'Local holiday' });

    const again = await desk.call('POST', '/v3/service-desk/holidays', {
      day: '2026-11-26',
      name: 'Twice',
      city: 'bangalore',
      source: 'test',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error_code).toBe('HOLIDAY_EXISTS');

    const removed = await desk.call('DELETE', `/v3/service-desk/holidays/${row.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await slots('sub_application=insta-repair&pincode=560001'))['2026-11-26']).toEqual(open);
    // The removal is kept: who added it, who removed it and when.
    const [kept] = await f.handle.db.select().from(holidays).where(eq(holidays.id, row.id));
    expect(kept).toMatchObject({ addedBy: 'staff:desk.calendar', removedBy: 'staff:desk.calendar' });
    expect(kept!.removedAt).not.toBeNull();
    const twice = await desk.call('DELETE', `/v3/service-desk/holidays/${row.id}`);
    expect(twice.statusCode).toBe(404);
    expect(twice.json().error_code).toBe('HOLIDAY_NOT_FOUND');
  });

  it('only the service team keeps the calendar; a bad date is a 400', async () => {
    const body = { day: '2026-12-31', name: 'New Year’s Eve', source: 'test' };
    const anon = await browser(f);
    const signedOut = await anon.call('POST', '/v3/service-desk/holidays', body);
    expect([401, 403]).toContain(signedOut.statusCode);
    const refused = await agent.call('POST', '/v3/service-desk/holidays', body);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error_code).toBe('SERVICE_DESK_ONLY');
    for (const day of ['2026-02-30', '31-12-2026', '']) {
      const bad = await desk.call('POST', '/v3/service-desk/holidays', { ...body, day });
      expect(bad.statusCode, day).toBe(400);
      expect(bad.json().error_code).toBe('VALIDATION_ERROR');
    }
    const unknownCity = await desk.call('POST', '/v3/service-desk/holidays', { ...body, city: 'goa' });
    expect(unknownCity.statusCode).toBe(400);
    expect(await seeded('2026-12-31', null)).toEqual([]);
  });

  it('self-serve: the appointment step offers no slot on a holiday of the address’s city, and create_ticket refuses one', async () => {
    f.clock.set(ist('2026-11-21T12:00:00'));
    const osid = selfserve.plans[0]!.tokenizedOsid;
    const res = await selfserve.b.call(
      'GET',
      `${SLOTS}?application=selfserve&osid=${osid}&pincode=400050&cover_names=breakdown`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json().data as SlotMap)['2026-11-24']).toEqual(closed);
    const refused = await selfserve.b.call(
      'POST',
      '/v3/selfserve/create_ticket',
      ticketBody(f, osid, { customer_details: { appointment_date: '2026-11-24' } }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error_code).toBe('SLOT_NOT_AVAILABLE');
  });

  it('SLA: a request raised before a holiday is due a working day later (docs/product/service-requests.md#sla)', async () => {
    // Monday 23 November 2026, 17:00 IST; Tuesday 24 is a holiday (Guru Nanak Jayanti). Under
    // review, the desk decides by the close of the next working day (decision 077): Wednesday.
    f.clock.set(ist('2026-11-23T17:00:00'));
    const later = await customerWithPlans(f, [{ sku: 'EW-MOBILE-PHONE' }]);
    const osid = later.plans[0]!.tokenizedOsid;
    const made = await later.b.call(
      'POST',
      '/v3/selfserve/create_ticket',
      ticketBody(f, osid, { customer_details: { appointment_date: '2026-11-25' } }),
    );
    expect(made.statusCode, made.body).toBe(200);
    const [row] = await f.handle.db
      .select()
      .from(serviceRequests)
      .where(eq(serviceRequests.srRef, made.json().data.sr_id));
    expect(row!.city).toBe('mumbai');
    if (row!.status === 'under_review') expect(row!.dueAt).toEqual(ist('2026-11-25T18:00:00'));
    else {
      // Confirmed (pick & drop): the pickup within 2 working days — Wednesday and Thursday.
      expect(row!.status).toBe('confirmed');
      expect(row!.dueAt).toEqual(ist('2026-11-26T18:00:00'));
    }
  });

  it('SLA on the desk: the clock skips the holidays of the request’s city, not another city’s', async () => {
    f.clock.set(ist('2027-04-30T12:00:00')); // Friday; Saturday 1 May is Maharashtra Day
    const { rows } = await confirmedPickups('desk.calendar.2027', ['mumbai', 'delhi-ncr']);
    const [mumbai, delhi] = rows as [ServiceRequestRow, ServiceRequestRow];
    // Pickup within 2 working days (Monday–Saturday): Delhi NCR Saturday and Monday; Mumbai Monday and Tuesday.
    expect(await dueOf(delhi.id)).toEqual(ist('2027-05-03T18:00:00'));
    expect(await dueOf(mumbai.id)).toEqual(ist('2027-05-04T18:00:00'));
  });

  it('decision 081: a city holiday added inside a running clock moves its due time and breach timer, in that city only; removing it moves them back', async () => {
    f.clock.set(ist('2027-07-07T12:00:00')); // Wednesday; no holiday in Pune or Chennai that week
    const { desk, rows } = await confirmedPickups('desk.calendar.081', ['pune', 'chennai']);
    const [pune, chennai] = rows as [ServiceRequestRow, ServiceRequestRow];
    const timerOf = async (id: number) =>
      (
        await f.handle.db
          .select()
          .from(srTimers)
          .where(
            and(
              eq(srTimers.serviceRequestId, id),
              eq(srTimers.kind, 'sla_breach'),
              eq(srTimers.forStatus, 'confirmed'),
            ),
          )
      )[0];
    // Pickup within 2 working days: Thursday and Friday.
    const friday = ist('2027-07-09T18:00:00');
    expect(await dueOf(pune.id)).toEqual(friday);

    const added = await desk.call('POST', '/v3/service-desk/holidays', {
      day: '2027-07-08',
      name: 'Local holiday (test)',
      city: 'pune',
      source: 'District collector order (test)',
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().rescheduled).toBe(1);
    // Pune: Friday and Saturday now; Chennai keeps its Friday.
    expect(await dueOf(pune.id)).toEqual(ist('2027-07-10T18:00:00'));
    expect((await timerOf(pune.id))!.dueAt).toEqual(ist('2027-07-10T18:00:00'));
    expect((await timerOf(pune.id))!.firedAt).toBeNull();
    expect(await dueOf(chennai.id)).toEqual(friday);
    // The tracker's "expected by" reads the moved due time.
    const detail = await desk.call('GET', `/v3/service-desk/requests/${pune.srRef}`);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(new Date(detail.json().data.request.next.due_at)).toEqual(ist('2027-07-10T18:00:00'));

    const removed = await desk.call('DELETE', `/v3/service-desk/holidays/${added.json().data.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().rescheduled).toBe(1);
    expect(await dueOf(pune.id)).toEqual(friday);
    expect((await timerOf(pune.id))!.dueAt).toEqual(friday);
  });
});
