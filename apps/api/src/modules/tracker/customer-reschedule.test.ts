import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  outbox,
  serviceRequestEvents,
  serviceRequests,
  srAppointmentChanges,
  type ServiceRequestRow,
} from '@kavach/db';
import { formatSlotDay } from '@kavach/domain';
import { createFixture, DB_KINDS, type Fixture } from '../../../test/support/fixture';
import { browser } from '../../../test/support/customer-test-helpers';
import { staffClient } from '../../../test/support/link-test-helpers';
import { customerWithPlan, insertSr, type SrCustomer } from '../../../test/support/sr-fixtures';
import { SERVICE_DESK_PERMISSION } from '../staff/roles';

type Slots = Record<string, { slot_time: string; is_available: boolean }[]>;

describe.each(DB_KINDS)(
  'decision 088: the owner changes the appointment from the tracker (issue 20 §3, T16.1, T16.5) (%s)',
  (kind) => {
    let f: Fixture;
    let a: SrCustomer;
    let other: SrCustomer;
    /** Free slots of a's plan for an at-home breakdown visit, as the tracker's form offers them. */
    let free: { date: string; time: string }[];

    beforeAll(async () => {
      f = await createFixture(kind);
      a = await customerWithPlan(f);
      other = await customerWithPlan(f);
      const res = await a.b.call(
        'GET',
        `/v4/app:website/fms/service/slot_availability?application=selfserve&osid=${a.plan.osid}&pincode=400050&cover_names=${encodeURIComponent('Breakdown repair')}&process_type=at-home`,
      );
      expect(res.statusCode, res.body).toBe(200);
      const slots = res.json().data as Slots;
      free = Object.keys(slots)
        .sort()
        .flatMap((date) =>
          slots[date]!.filter((s) => s.is_available).map((s) => ({ date, time: s.slot_time })),
        )
        .filter((s) => s.date !== '2026-11-23');
      expect(free.length).toBeGreaterThan(3);
    }, 120_000);
    afterAll(() => f?.close());

    const rowOf = async (sr: ServiceRequestRow) =>
      (await f.handle.db.select().from(serviceRequests).where(eq(serviceRequests.id, sr.id)))[0]!;
    const changesOf = (sr: ServiceRequestRow) =>
      f.handle.db.select().from(srAppointmentChanges).where(eq(srAppointmentChanges.serviceRequestId, sr.id));
    const eventsOf = (sr: ServiceRequestRow) =>
      f.handle.db.select().from(serviceRequestEvents).where(eq(serviceRequestEvents.serviceRequestId, sr.id));
    const toldOf = async (sr: ServiceRequestRow) =>
      (await f.handle.db.select().from(outbox).where(eq(outbox.topic, 'sr_appointment'))).filter(
        (m) => m.payload.sr_id === sr.srRef,
      );
    const view = async (sr: ServiceRequestRow) =>
      (await a.b.call('GET', `/v3/tracker/service_request/${sr.srRef}`)).json().data as {
        status: string;
        reschedule: string;
        appointment: Record<string, string | null>;
      };
    const reschedule = (who: SrCustomer['b'], sr: ServiceRequestRow, body: Record<string, unknown>) =>
      who.call('POST', `/v3/tracker/service_request/${sr.srRef}/reschedule`, body);
    const to = (n: number, from = 'visit_scheduled') => ({
      from,
      appointment_date: free[n]!.date,
      appointment_time: free[n]!.time,
    });

    it('moved to a free slot: the tracker shows it, the change is kept with who made it, the customer told; status and history untouched', async () => {
      const sr = await insertSr(f, a, { process: 'onsite', status: 'visit_scheduled' });
      expect(await view(sr)).toMatchObject({ reschedule: 'ok' });
      const res = await reschedule(a.b, sr, to(0));
      expect(res.statusCode, res.body).toBe(200);
      const v = res.json().data;
      expect(v).toMatchObject({
        status: 'visit_scheduled',
        reschedule: 'ok',
        appointment: { date: free[0]!.date, time: free[0]!.time, date_1: null, time_1: null },
      });
      expect((await rowOf(sr)).appointment).toEqual(v.appointment);
      const [change] = await changesOf(sr);
      expect(change).toMatchObject({
        actor: expect.stringMatching(/^customer:/),
        status: 'visit_scheduled',
        previous: { date: '2026-11-23', time: '10AM - 2PM', date_1: null, time_1: null },
        appointment: v.appointment,
      });
      // Not a move: the milestones and the SLA clock read the history, which is unchanged.
      expect(await eventsOf(sr)).toEqual([]);
      const told = await toldOf(sr);
      expect(told.map((m) => m.channel).sort()).toEqual(['email', 'sms']);
      for (const m of told)
        expect(m.payload.text).toBe(
          `Your service request ${sr.srRef}: your appointment is now ${formatSlotDay(free[0]!.date)}, ${free[0]!.time}. Track it at http://localhost:3000/selfserve/tracker/service-request/${sr.srRef}`,
        );
      // The service desk sees the change, from what to what and by whom.
      const desk = await staffClient(f, 'desk.appointments', [SERVICE_DESK_PERMISSION]);
      const seen = (await desk.call('GET', `/v3/service-desk/requests/${sr.srRef}`)).json().data;
      expect(seen.appointment_changes).toEqual([
        {
          at: f.clock.now().toISOString(),
          actor: change!.actor,
          previous: { date: '2026-11-23', time: '10AM - 2PM' },
          appointment: { date: free[0]!.date, time: free[0]!.time },
        },
      ]);
      expect(seen.request.appointment.date).toBe(free[0]!.date);
    });

    it('T16.1 / bad input: only the owner, a clear 4xx for a bad, stale, same or taken slot — nothing written', async () => {
      const sr = await insertSr(f, a, { process: 'onsite', status: 'visit_scheduled' });
      const anon = await browser(f);
      expect((await reschedule(anon, sr, to(0))).statusCode).toBe(401);
      const theirs = await reschedule(other.b, sr, to(0));
      expect(theirs.statusCode).toBe(404);
      expect(theirs.json().error_code).toBe('SR_NOT_FOUND');
      const cases: [Record<string, unknown>, number, string][] = [
        [{ ...to(0), appointment_time: '9AM - 1PM' }, 400, 'VALIDATION_ERROR'],
        [{ ...to(0), appointment_date: '23/11/2026' }, 400, 'VALIDATION_ERROR'],
        [to(0, 'technician_assigned'), 409, 'SR_CHANGED'],
        [
          { ...to(0), appointment_date: '2026-11-23', appointment_time: '10AM - 2PM' },
          400,
          'APPOINTMENT_SAME',
        ],
        [{ ...to(0), appointment_date: '2026-11-20' }, 409, 'SLOT_NOT_AVAILABLE'],
        [{ ...to(0), appointment_date: '2027-06-01' }, 409, 'SLOT_NOT_AVAILABLE'],
      ];
      for (const [body, status, code] of cases) {
        const res = await reschedule(a.b, sr, body);
        expect(res.statusCode, JSON.stringify(body)).toBe(status);
        expect(res.json().error_code).toBe(code);
        expect(res.json().message.length).toBeGreaterThan(10);
      }
      expect((await rowOf(sr)).appointment?.date).toBe('2026-11-23');
      expect(await changesOf(sr)).toEqual([]);
      expect(await toldOf(sr)).toEqual([]);
    });

    it('twice online, then "call us": the third change is 409 RESCHEDULE_LIMIT and the tracker says limit', async () => {
      const sr = await insertSr(f, a, { process: 'pick_drop', status: 'pickup_scheduled' });
      const pd = (n: number) => ({ ...to(n, 'pickup_scheduled') });
      // Pick & drop and at-home breakdown share the insta-repair slots of this plan.
      expect((await reschedule(a.b, sr, pd(0))).statusCode).toBe(200);
      expect((await reschedule(a.b, sr, pd(1))).statusCode).toBe(200);
      expect(await view(sr)).toMatchObject({ reschedule: 'limit' });
      const third = await reschedule(a.b, sr, pd(2));
      expect(third.statusCode).toBe(409);
      expect(third.json()).toMatchObject({ error_code: 'RESCHEDULE_LIMIT' });
      expect(third.json().message).toContain('Call us');
      expect(await changesOf(sr)).toHaveLength(2);
    });

    it('after the limit the customer calls: the desk changes it (no limit), kept with the staff name, the customer told; not past the point', async () => {
      const sr = await insertSr(f, a, { process: 'onsite', status: 'visit_scheduled' });
      expect((await reschedule(a.b, sr, to(0))).statusCode).toBe(200);
      expect((await reschedule(a.b, sr, to(1))).statusCode).toBe(200);
      const desk = await staffClient(f, 'desk.moves', [SERVICE_DESK_PERMISSION]);
      const move = (body: Record<string, unknown>) =>
        desk.call('POST', `/v3/service-desk/requests/${sr.srRef}/appointment`, body);
      expect((await move(to(2, 'technician_assigned'))).json().error_code).toBe('SR_CHANGED');
      const res = await move(to(2));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.request.appointment).toMatchObject({ date: free[2]!.date, time: free[2]!.time });
      expect(res.json().data.appointment_changes.map((c: { actor: string }) => c.actor)).toEqual([
        expect.stringMatching(/^customer:/),
        expect.stringMatching(/^customer:/),
        'staff:desk.moves',
      ]);
      expect((await toldOf(sr)).filter((m) => m.channel === 'sms')).toHaveLength(3);
      const gone = await insertSr(f, a, { process: 'onsite', status: 'technician_on_the_way' });
      const late = await desk.call('POST', `/v3/service-desk/requests/${gone.srRef}/appointment`, {
        ...to(0, 'technician_on_the_way'),
      });
      expect(late.statusCode).toBe(409);
      expect(late.json()).toMatchObject({
        error_code: 'SR_NOT_RESCHEDULABLE',
        message: 'This request has no appointment ahead to change.',
      });
      // The customer, signed in, is not the desk.
      expect(
        (await a.b.call('POST', `/v3/service-desk/requests/${sr.srRef}/appointment`, to(3))).statusCode,
      ).toBe(401);
    });

    it('T16.5: two tabs changing it at once with one change left — exactly one wins, the other hears the limit', async () => {
      const sr = await insertSr(f, a, { process: 'onsite', status: 'technician_assigned' });
      expect((await reschedule(a.b, sr, to(0, 'technician_assigned'))).statusCode).toBe(200);
      const answers = await Promise.all([
        reschedule(a.b, sr, to(1, 'technician_assigned')),
        reschedule(a.b, sr, to(2, 'technician_assigned')),
      ]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(answers.find((r) => r.statusCode === 409)!.json().error_code).toBe('RESCHEDULE_LIMIT');
      expect(await changesOf(sr)).toHaveLength(2);
    });

    it('past the point (technician on the way, device picked up) or without an appointment to move (replacement): 409 SR_NOT_RESCHEDULABLE', async () => {
      for (const [process, status] of [
        ['onsite', 'technician_on_the_way'],
        ['pick_drop', 'picked_up'],
        ['onsite', 'closed'],
        ['replacement', 'confirmed'],
      ] as const) {
        const sr = await insertSr(f, a, { process, status });
        expect((await view(sr)).reschedule, `${process} ${status}`).toBe('no');
        const res = await reschedule(a.b, sr, to(0, status));
        expect(res.statusCode, `${process} ${status}`).toBe(409);
        expect(res.json().error_code).toBe('SR_NOT_RESCHEDULABLE');
      }
    });
  },
);
