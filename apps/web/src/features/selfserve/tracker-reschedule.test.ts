import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { SrDetailView } from '@kavach/contracts';
import { TrackerReschedule, appointmentText, rescheduleErrorText } from './components/tracker-reschedule';
import type { SlotTiming } from './selfserve-api';

// The form posts to this server action; the module is server-only (it calls the API with the
// visitor's session), so the render gets a stand-in with the same export.
vi.mock('./reschedule-action', () => ({ rescheduleAction: async () => undefined }));

const both = (a: boolean, b: boolean): SlotTiming[] => [
  { slot_time: '10AM - 2PM', is_available: a },
  { slot_time: '2PM - 6PM', is_available: b },
];
const SLOTS: Record<string, SlotTiming[]> = {
  '2026-11-25': both(true, true),
  '2026-11-26': both(false, true),
  '2026-11-27': both(false, false),
};

const render = (
  o: {
    reschedule?: SrDetailView['reschedule'];
    open?: boolean;
    slots?: Record<string, SlotTiming[]> | null;
    error?: string;
    now?: Date;
  } = {},
) =>
  renderToStaticMarkup(
    createElement(TrackerReschedule, {
      request: {
        sr_id: '261128-000123',
        status: 'visit_scheduled',
        appointment: { date: '2026-11-25', time: '2PM - 6PM', date_1: null, time_1: null },
        reschedule: o.reschedule ?? 'ok',
      },
      open: o.open ?? false,
      slots: o.slots === undefined ? SLOTS : o.slots,
      error: o.error ?? null,
      now: o.now ?? new Date('2026-11-23T10:00:00+05:30'),
    }),
  );

describe('decision 088: change the appointment from the tracker, with no script needed', () => {
  it('closed: the appointment and a link that opens the form (a GET of this page)', () => {
    const html = render();
    expect(html).toContain('Wed, 25 Nov, 2PM - 6PM');
    expect(html).toContain(
      'href="/selfserve/tracker/service-request/261128-000123?reschedule=1#sr-reschedule">Change appointment</a>',
    );
    expect(html).not.toContain('<form');
  });

  it('decision 103: promises the reminder the evening before, only while it is still to come', () => {
    const promise = 'We will remind you by SMS and email the evening before.';
    expect(render()).toContain(promise);
    expect(render({ now: new Date('2026-11-24T18:00:00+05:30') })).not.toContain(promise);
  });

  it('open: a form with the status the page showed, one required radio per free slot, the booked one and taken ones disabled', () => {
    const html = render({ open: true });
    expect(html).toContain('name="sr_id" value="261128-000123"');
    expect(html).toContain('name="from" value="visit_scheduled"');
    const radios = html.match(/<input type="radio"[^>]*>/g) ?? [];
    // 25 and 26 Nov have a free window; 27 Nov has none and is not offered.
    expect(radios).toHaveLength(4);
    for (const radio of radios) expect(radio).toContain('required=""');
    const enabled = radios.filter((r) => !r.includes('disabled'));
    expect(enabled.map((r) => /value="([^"]+)"/.exec(r)![1])).toEqual([
      '2026-11-25|10AM - 2PM',
      '2026-11-26|2PM - 6PM',
    ]);
    expect(html).not.toContain('2026-11-27');
    expect(html).toMatch(/<button type="submit"[^>]*>Confirm new appointment<\/button>/);
    expect(html).toContain('Keep my appointment');
  });

  it('no free slot or none readable: says so and offers no submit', () => {
    expect(render({ open: true, slots: {} })).toContain('No other slots are free at your address right now.');
    const unread = render({ open: true, slots: null });
    expect(unread).toContain('We could not load the free slots.');
    expect(unread).not.toContain('type="submit"');
  });

  it('at the limit: the support number instead of the link', () => {
    const html = render({ reschedule: 'limit' });
    expect(html).toContain('You have changed this appointment 2 times online. To change it again, call us');
    expect(html).toContain('href="tel:18001234567"');
    expect(html).not.toContain('Change appointment');
  });

  it('every code the action sends back reads as a sentence; an unknown one as the network message', () => {
    expect(rescheduleErrorText(null)).toBeNull();
    expect(rescheduleErrorText('SLOT_REQUIRED')).toBe('Choose a new date and time.');
    expect(rescheduleErrorText('SLOT_NOT_AVAILABLE')).toBe(
      'That slot is no longer free. Please choose another.',
    );
    expect(rescheduleErrorText('RESCHEDULE_LIMIT')).toContain('Call us on 1800-123-4567');
    expect(rescheduleErrorText('SR_NOT_RESCHEDULABLE')).toContain('can no longer be changed online');
    expect(rescheduleErrorText('<script>')).toBe(
      'We could not reach Kavach. Check your connection and try again.',
    );
    expect(render({ open: true, error: 'APPOINTMENT_SAME' })).toContain('This is your appointment already.');
    expect(appointmentText({ date: null, time: null, date_1: null, time_1: null })).toBeNull();
  });
});
