import { describe, expect, it } from 'vitest';
import {
  APPOINTMENT_REMINDER_FROM,
  appointmentReminderText,
  orderVisitReminderText,
  remindableSlots,
  reminderToCome,
  reminderWhen,
} from './appointment-reminder';
import { APPOINTMENT_AHEAD, appointmentAhead, rescheduleRefusal } from './customer-reschedule';

/** An instant given as IST wall-clock time. */
const ist = (local: string) => new Date(`${local}+05:30`);
const slots = (now: Date) => remindableSlots(now).map((s) => `${s.date} ${s.time}`);

describe('decision 103: which appointments may be reminded of, and when', () => {
  it('before 18:00 only today’s slots that have not started; from 18:00 tomorrow’s too', () => {
    expect(APPOINTMENT_REMINDER_FROM).toBe(18 * 60);
    expect(slots(ist('2026-12-07T09:59:00'))).toEqual(['2026-12-07 10AM - 2PM', '2026-12-07 2PM - 6PM']);
    expect(slots(ist('2026-12-07T10:00:00'))).toEqual(['2026-12-07 2PM - 6PM']);
    expect(slots(ist('2026-12-07T17:59:00'))).toEqual([]);
    expect(slots(ist('2026-12-07T18:00:00'))).toEqual(['2026-12-08 10AM - 2PM', '2026-12-08 2PM - 6PM']);
    expect(slots(ist('2026-12-07T23:59:00'))).toHaveLength(2);
  });

  it('a slot’s reminder window opens at 18:00 IST the evening before its day', () => {
    for (const now of [ist('2026-12-07T20:00:00'), ist('2026-12-08T08:00:00')])
      for (const s of remindableSlots(now).filter((x) => x.date === '2026-12-08'))
        expect(s.opensAt.toISOString()).toBe('2026-12-07T12:30:00.000Z');
  });

  it('the tracker promises a reminder only while its window has not opened', () => {
    expect(reminderToCome('2026-12-08', ist('2026-12-07T17:59:00'))).toBe(true);
    expect(reminderToCome('2026-12-08', ist('2026-12-07T18:00:00'))).toBe(false);
    expect(reminderToCome('2026-12-08', ist('2026-12-08T09:00:00'))).toBe(false);
    expect(reminderToCome('not a date', ist('2026-12-07T09:00:00'))).toBe(false);
  });

  it('an appointment is ahead, and remindable, exactly where the customer may still change it', () => {
    expect(appointmentAhead('onsite', 'visit_scheduled')).toBe(true);
    expect(appointmentAhead('pick_drop', 'pickup_scheduled')).toBe(true);
    expect(appointmentAhead('onsite', 'awaiting_copay')).toBe(false);
    expect(appointmentAhead('pick_drop', 'picked_up')).toBe(false);
    expect(appointmentAhead('replacement', 'raised')).toBe(false);
    expect(appointmentAhead('nonsense', 'raised')).toBe(false);
    for (const [process, state] of APPOINTMENT_AHEAD) {
      expect(rescheduleRefusal(process, state, 0)).toBeNull();
      expect(['closed', 'cancelled', 'technician_on_the_way', 'awaiting_copay']).not.toContain(state);
    }
    expect(APPOINTMENT_AHEAD.map(([p]) => p).sort()).toEqual(
      expect.arrayContaining(['carry_in', 'onsite', 'pick_drop']),
    );
  });
});

describe('decision 103: what the reminder says', () => {
  const base = {
    srRef: '261207-000123',
    date: '2026-12-08',
    time: '10AM - 2PM',
    technician: null,
    centre: null,
    trackerUrl: 'https://kavach.example/selfserve/tracker/service-request/261207-000123',
    now: ist('2026-12-07T18:05:00'),
  };

  it('says today or tomorrow with the day and the window', () => {
    expect(reminderWhen('2026-12-08', '10AM - 2PM', ist('2026-12-07T19:00:00'))).toBe(
      'tomorrow, Tue, 8 Dec, 10AM - 2PM',
    );
    expect(reminderWhen('2026-12-08', '2PM - 6PM', ist('2026-12-08T09:00:00'))).toBe('today, 2PM - 6PM');
  });

  it('a visit names the technician once assigned; a pickup asks for a backup; a carry-in names the centre', () => {
    expect(appointmentReminderText({ ...base, process: 'onsite', technician: 'Ravi Kumar' })).toBe(
      'Reminder: our technician Ravi Kumar visits you tomorrow, Tue, 8 Dec, 10AM - 2PM for service request ' +
        '261207-000123. Please keep the device and its invoice handy. To change or cancel it: ' +
        base.trackerUrl,
    );
    expect(appointmentReminderText({ ...base, process: 'onsite' })).toContain(
      'Reminder: our technician visits you',
    );
    expect(appointmentReminderText({ ...base, process: 'pick_drop' })).toMatch(
      /^Reminder: we pick up your device tomorrow, .* Please back up your data/,
    );
    const carryIn = appointmentReminderText({ ...base, process: 'carry_in', centre: 'Kavach Care Andheri' });
    expect(carryIn).toContain('please bring your device to Kavach Care Andheri tomorrow');
    expect(carryIn).toContain(base.trackerUrl);
  });

  it('a visit booked with an order names the service and the order, and gives the support number', () => {
    expect(
      orderVisitReminderText({
        title: 'AC Jet Service',
        orderRef: 'KVAB12CD34EF56',
        date: '2026-12-08',
        time: '2PM - 6PM',
        supportPhone: '1800-123-4567',
        now: ist('2026-12-07T18:05:00'),
      }),
    ).toBe(
      'Reminder: our technician visits you tomorrow, Tue, 8 Dec, 2PM - 6PM for your AC Jet Service ' +
        '(order KVAB12CD34EF56). Please keep the appliance within reach. To change the visit, call us on 1800-123-4567.',
    );
  });
});
