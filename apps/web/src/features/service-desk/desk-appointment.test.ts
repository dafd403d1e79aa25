import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { DeskAppointmentForm, deskAppointmentNotice } from './components/desk-appointment-form';

// The form posts to this server action; the module is server-only (it calls the API with the
// staff member's session), so the render gets a stand-in with the same export.
vi.mock('./appointment-action', () => ({ deskAppointmentAction: async () => undefined }));

describe('decision 088: the desk changes the appointment, a form that needs no script', () => {
  it('the current appointment, and a form with the status seen, a required date and window', () => {
    const html = renderToStaticMarkup(
      createElement(DeskAppointmentForm, {
        request: {
          sr_id: '261128-000123',
          status: 'visit_scheduled',
          appointment: { date: '2026-12-09', time: '2PM - 6PM', date_1: null, time_1: null },
        },
      }),
    );
    expect(html).toContain('Wed, 9 Dec, 2PM - 6PM');
    expect(html).toContain('name="from" value="visit_scheduled"');
    const date = /<input[^>]*name="appointment_date"[^>]*>/.exec(html)?.[0] ?? '';
    expect(date).toContain('type="date"');
    expect(date).toContain('required=""');
    expect(html).toContain('<option value="10AM - 2PM">10AM - 2PM</option>');
    expect(html).toMatch(/<button type="submit"[^>]*>Change appointment<\/button>/);
  });

  it('what the desk reads after it: done, or the API code in words', () => {
    expect(deskAppointmentNotice('changed', undefined)).toBe(
      'Done: the appointment was changed and the customer told.',
    );
    expect(deskAppointmentNotice(undefined, 'SLOT_NOT_AVAILABLE')).toContain('That slot is not free');
    expect(deskAppointmentNotice(undefined, 'SR_NOT_RESCHEDULABLE')).toBe(
      'This request has no appointment ahead to change.',
    );
    expect(deskAppointmentNotice(undefined, '<script>')).toBe(
      'The appointment could not be changed. Try again.',
    );
    expect(deskAppointmentNotice(undefined, undefined)).toBeNull();
  });
});
