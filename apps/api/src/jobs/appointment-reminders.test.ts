import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  changeSrAppointment,
  outbox,
  serviceRequests,
  srAppointmentReminders,
  type ServiceRequestRow,
} from '@kavach/db';
import { createFixture, DB_KINDS, WEB_ORIGIN, type Fixture } from '../../test/support/fixture';
import { staffClient } from '../../test/support/link-test-helpers';
import { VISIT, readyVisitCart } from '../../test/support/pay-later-helpers';
import { secondHandle } from '../../test/support/second-handle';
import { TEST_START } from '../../test/support/test-seed';
import { customerWithPlan, insertSr, type SrRowOptions } from '../../test/support/sr-fixtures';
import { SERVICE_DESK_PERMISSION } from '../modules/staff/roles';
import { sendAppointmentReminders } from './appointment-reminders';

/** An instant given as IST wall-clock time. */
const ist = (local: string) => new Date(`${local}+05:30`);
const SUPPORT = '1800-123-4567';

describe.each(DB_KINDS)('decision 103: reminders of an appointment, the evening before (%s)', (kind) => {
  let f: Fixture;
  beforeAll(async () => {
    f = await createFixture(kind);
  }, 120_000);
  afterAll(() => f?.close());

  const reminders = (sr: ServiceRequestRow) =>
    f.handle.db
      .select()
      .from(outbox)
      .where(
        and(eq(outbox.topic, 'sr_appointment_reminder'), sql`${outbox.payload}->>'sr_id' = ${sr.srRef}`),
      );
  /** A request of a new customer, raised at `raisedAt` (IST), with an appointment on `date` `time`. */
  async function request(raisedAt: string, date: string, time: string, o: SrRowOptions = {}) {
    const owner = await customerWithPlan(f);
    return insertSr(f, owner, {
      process: 'onsite',
      status: 'visit_scheduled',
      createdAt: ist(raisedAt),
      appointment: { date, time },
      ...o,
    });
  }
  const runAt = (local: string) => {
    f.clock.set(ist(local));
    return sendAppointmentReminders({
      db: f.handle.db,
      clock: f.clock,
      webOrigin: WEB_ORIGIN,
      supportPhone: SUPPORT,
    });
  };

  it('from 18:00 IST the day before, once, by SMS and email (and WhatsApp when opted in), naming the technician', async () => {
    const sr = await request('2026-12-01T11:00:00', '2026-12-03', '10AM - 2PM', { whatsappOptIn: true });
    await f.handle.db
      .update(serviceRequests)
      .set({ technician: { name: 'Ravi Kumar', phone: '9876501234', lat: null, lng: null, location: null } })
      .where(eq(serviceRequests.id, sr.id));
    await runAt('2026-12-02T17:59:00');
    expect(await reminders(sr)).toEqual([]);
    await runAt('2026-12-02T18:00:00');
    await runAt('2026-12-02T21:00:00');
    await runAt('2026-12-03T09:00:00');
    const sent = await reminders(sr);
    expect(sent.map((m) => m.channel).sort()).toEqual(['email', 'sms', 'whatsapp']);
    // The service desk sees that the customer was reminded, and when.
    const desk = await staffClient(f, `desk.reminders.${kind}`, [SERVICE_DESK_PERMISSION]);
    const seen = (await desk.call('GET', `/v3/service-desk/requests/${sr.srRef}`)).json().data;
    expect(seen.appointment_reminders).toEqual([
      { date: '2026-12-03', time: '10AM - 2PM', sent_at: ist('2026-12-02T18:00:00').toISOString() },
    ]);
    expect(sent[0]!.payload).toMatchObject({
      sr_id: sr.srRef,
      appointment_date: '2026-12-03',
      appointment_time: '10AM - 2PM',
      tracker_url: `${WEB_ORIGIN}/selfserve/tracker/service-request/${sr.srRef}`,
      text:
        `Reminder: our technician Ravi Kumar visits you tomorrow, Thu, 3 Dec, 10AM - 2PM for service request ` +
        `${sr.srRef}. Please keep the device and its invoice handy. To change or cancel it: ` +
        `${WEB_ORIGIN}/selfserve/tracker/service-request/${sr.srRef}`,
    });
  });

  it('a reminder missed in the evening goes out the next morning, until the slot starts', async () => {
    const morning = await request('2026-12-01T11:00:00', '2026-12-04', '10AM - 2PM');
    const afternoon = await request('2026-12-01T11:00:00', '2026-12-04', '2PM - 6PM', {
      process: 'pick_drop',
      status: 'pickup_scheduled',
    });
    await runAt('2026-12-04T11:00:00');
    expect(await reminders(morning)).toEqual([]);
    const sent = await reminders(afternoon);
    expect(sent.map((m) => m.channel).sort()).toEqual(['email', 'sms']);
    expect(sent[0]!.payload.text).toMatch(/^Reminder: we pick up your device today, 2PM - 6PM/);
  });

  it('none for an appointment booked or changed after the window opened, past its point, or of a request that is not real yet', async () => {
    const late = await request('2026-12-05T19:30:00', '2026-12-06', '10AM - 2PM');
    const changedLate = await request('2026-12-01T11:00:00', '2026-12-06', '2PM - 6PM');
    await changeSrAppointment(
      f.handle.db,
      changedLate,
      { date: '2026-12-06', time: '10AM - 2PM', date_1: null, time_1: null },
      { actor: 'customer:x', at: ist('2026-12-05T18:30:00') },
    );
    const onTheWay = await request('2026-12-01T11:00:00', '2026-12-06', '10AM - 2PM', {
      status: 'technician_on_the_way',
    });
    const pickedUp = await request('2026-12-01T11:00:00', '2026-12-06', '10AM - 2PM', {
      process: 'pick_drop',
      status: 'picked_up',
    });
    const unpaid = await request('2026-12-01T11:00:00', '2026-12-06', '10AM - 2PM', {
      status: 'awaiting_copay',
    });
    const replacement = await request('2026-12-01T11:00:00', '2026-12-06', '10AM - 2PM', {
      process: 'replacement',
      status: 'raised',
    });
    const later = await request('2026-12-01T11:00:00', '2026-12-07', '10AM - 2PM');
    await runAt('2026-12-05T20:00:00');
    for (const sr of [late, changedLate, onTheWay, pickedUp, unpaid, replacement, later])
      expect(await reminders(sr)).toEqual([]);
  });

  it('an appointment moved to another slot after its reminder is reminded of again; the old one is not', async () => {
    const sr = await request('2026-12-01T11:00:00', '2026-12-09', '10AM - 2PM', {
      process: 'carry_in',
      status: 'confirmed',
    });
    await runAt('2026-12-08T18:30:00');
    expect(await reminders(sr)).toHaveLength(2);
    expect((await reminders(sr))[0]!.payload.text).toContain(
      'please bring your device to the service centre tomorrow',
    );
    const [now] = await f.handle.db.select().from(serviceRequests).where(eq(serviceRequests.id, sr.id));
    await changeSrAppointment(
      f.handle.db,
      now!,
      { date: '2026-12-11', time: '2PM - 6PM', date_1: null, time_1: null },
      { actor: 'customer:x', at: ist('2026-12-08T19:00:00') },
    );
    await runAt('2026-12-10T18:00:00');
    const sent = await reminders(sr);
    expect(sent).toHaveLength(4);
    expect(sent.filter((m) => m.payload.appointment_date === '2026-12-11')).toHaveLength(2);
  });

  it('two API replicas sweeping at once send each reminder once (SKIP LOCKED and the reminder’s key)', async () => {
    const requests = await Promise.all(
      Array.from({ length: 10 }, () => request('2026-12-01T11:00:00', '2026-12-13', '10AM - 2PM')),
    );
    f.clock.set(ist('2026-12-12T18:05:00'));
    const second = kind === 'postgres' ? await secondHandle(f) : null;
    const [x, y] = await Promise.all([
      sendAppointmentReminders({
        db: f.handle.db,
        clock: f.clock,
        webOrigin: WEB_ORIGIN,
        supportPhone: SUPPORT,
        batch: 3,
      }),
      sendAppointmentReminders({
        db: second?.db ?? f.handle.db,
        clock: f.clock,
        webOrigin: WEB_ORIGIN,
        supportPhone: SUPPORT,
        batch: 3,
      }),
    ]).finally(() => second?.close());
    expect(x.sent + y.sent).toBe(10);
    const recorded = await f.handle.db
      .select()
      .from(srAppointmentReminders)
      .where(
        inArray(
          srAppointmentReminders.serviceRequestId,
          requests.map((r) => r.id),
        ),
      );
    expect(recorded).toHaveLength(10);
    for (const sr of requests) expect(await reminders(sr)).toHaveLength(2);
  });
});

describe.each(DB_KINDS)('decision 103: reminders of a visit booked with an order (%s)', (kind) => {
  let f: Fixture;
  let staff = 0;
  beforeAll(async () => {
    f = await createFixture(kind);
  }, 120_000);
  afterAll(() => f?.close());

  const reminders = (orderRef: string) =>
    f.handle.db
      .select()
      .from(outbox)
      .where(
        and(eq(outbox.topic, 'order_visit_reminder'), sql`${outbox.payload}->>'order_ref' = ${orderRef}`),
      );
  const runAt = (local: string) => {
    f.clock.set(ist(local));
    return sendAppointmentReminders({
      db: f.handle.db,
      clock: f.clock,
      webOrigin: WEB_ORIGIN,
      supportPhone: SUPPORT,
    });
  };
  /** An AC jet service booked to pay after the visit, on 22 Nov 10AM - 2PM, at the fixture's start (21 Nov 12:00 IST). */
  async function bookedVisit() {
    f.clock.set(TEST_START);
    const c = await readyVisitCart(f);
    const res = await c.call('POST', '/v3/order/checkout', { pay_later: true });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().order_id as string;
  }

  it('the evening before, once, by SMS and email to the order’s contact, with the support number to change it', async () => {
    const ref = await bookedVisit();
    const done = await bookedVisit();
    const desk = await staffClient(f, `ops.reminder.${kind}.${++staff}`);
    expect((await desk.call('POST', `/v3/order/visit_completed/${done}`, {})).statusCode).toBe(200);

    await runAt('2026-11-21T17:59:00');
    expect(await reminders(ref)).toEqual([]);
    const first = await runAt('2026-11-21T18:30:00');
    await runAt('2026-11-22T08:00:00');
    expect(first.visits).toBeGreaterThanOrEqual(1);
    const sent = await reminders(ref);
    expect(sent.map((m) => m.channel).sort()).toEqual(['email', 'sms']);
    expect(sent[0]!.payload).toMatchObject({
      order_ref: ref,
      visit_date: VISIT.date,
      visit_time: VISIT.time,
      text:
        `Reminder: our technician visits you tomorrow, Sun, 22 Nov, 10AM - 2PM for your AC Jet Service (Split) ` +
        `(order ${ref}). Please keep the appliance within reach. To change the visit, call us on ${SUPPORT}.`,
    });
    // A visit already done (the order's payment link sent) is not reminded of.
    expect(await reminders(done)).toEqual([]);
  });
});
