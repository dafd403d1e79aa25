import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { SrDetailView } from '@kavach/contracts';
import { COMPLAINT_REASONS } from '@kavach/domain';
import { TrackerComplaint, complaintErrorText } from './components/tracker-complaint';

// The form posts to this server action; the module is server-only (it calls the API with the
// visitor's session), so the render gets a stand-in with the same export.
vi.mock('./complaint-action', () => ({ complaintAction: async () => undefined }));

type Complaint = NonNullable<SrDetailView['complaint']>;
const OPEN: Complaint = {
  reference: 'CMP-261210-000042',
  reason_code: 'DELAYED',
  reason: COMPLAINT_REASONS.DELAYED,
  details: 'Nobody has come for a week.\nPlease send someone.',
  // 10 Dec 2026, 15:30 in India.
  received_at: '2026-12-10T10:00:00.000Z',
  reply_by: '2026-12-12T10:00:00.000Z',
  resolve_by: '2027-01-09T10:00:00.000Z',
  state: 'open',
  answer: null,
  answered_at: null,
};
const ANSWERED: Complaint = {
  ...OPEN,
  state: 'answered',
  answer: 'We are sorry. A technician will visit tomorrow morning.',
  answered_at: '2026-12-11T06:00:00.000Z',
};

const render = (
  o: {
    can?: boolean;
    complaint?: Complaint | null;
    open?: boolean;
    error?: string | null;
    reason?: string | null;
    received?: boolean;
  } = {},
) =>
  renderToStaticMarkup(
    createElement(TrackerComplaint, {
      request: { sr_id: '261128-000123', can_complain: o.can ?? true, complaint: o.complaint ?? null },
      open: o.open ?? false,
      error: o.error ?? null,
      reason: o.reason ?? null,
      received: o.received ?? false,
    }),
  );

describe('decision 100: complain from the tracker, a form that needs no script', () => {
  it('a closed disclosure holding a form: the request, a required reason from the closed list, the details box, a submit button', () => {
    const html = render();
    expect(html).toContain('id="sr-complaint"');
    expect(html).toContain('Not happy with this service?');
    expect(html).toContain('We reply within 48 hours and resolve every complaint within 30 days.');
    expect(html).toContain('<details>');
    expect(html).toMatch(/<summary[^>]*>Raise a complaint<\/summary>/);
    expect(html).toContain('name="sr_id" value="261128-000123"');
    expect(html).toContain('What is your complaint about?');
    const radios = html.match(/<input type="radio"[^>]*>/g) ?? [];
    expect(radios).toHaveLength(Object.keys(COMPLAINT_REASONS).length);
    for (const radio of radios) {
      expect(radio).toContain('name="reason_code"');
      expect(radio).toContain('required=""');
      expect(radio).not.toContain('checked');
    }
    expect(html).toContain('It is taking too long');
    // The box is labelled, with its hint, and bounded as the API bounds it.
    expect(html).toContain('<label for="sr-complaint-details"');
    const box = /<textarea[^>]*>/.exec(html)?.[0] ?? '';
    expect(box).toContain('id="sr-complaint-details"');
    expect(box).toContain('name="details"');
    expect(box).toContain('required=""');
    expect(box).toContain('minLength="10"');
    expect(box).toContain('maxLength="1000"');
    expect(box).toContain('aria-describedby="sr-complaint-hint"');
    expect(box).not.toContain('aria-invalid');
    expect(html).toContain('At least 10 characters.');
    expect(html).toMatch(/<button type="submit"[^>]*>Send complaint<\/button>/);
    expect(html).not.toContain('type="button"');
    expect(html).not.toContain('Your complaint');
  });

  it('comes back open with what went wrong in words, the box marked and the reason still chosen', () => {
    const html = render({ open: true, error: 'DETAILS_REQUIRED', reason: 'CHARGES' });
    expect(html).toContain('<details open="">');
    expect(html).toContain('Tell us what went wrong (at least 10 characters).');
    expect(html).toContain('role="alert"');
    const box = /<textarea[^>]*>/.exec(html)?.[0] ?? '';
    expect(box).toContain('aria-invalid="true"');
    expect(box).toContain('aria-describedby="sr-complaint-hint sr-complaint-error"');
    expect(/<input[^>]*value="CHARGES"[^>]*>/.exec(html)?.[0]).toContain('checked=""');
    expect(/<input[^>]*value="DELAYED"[^>]*>/.exec(html)?.[0]).not.toContain('checked');
    // An error alone opens the disclosure too.
    expect(render({ error: 'REASON_REQUIRED' })).toContain('<details open="">');
  });

  it('an open complaint: its reference, what it is about, their words, and when we reply and resolve it', () => {
    const html = render({ can: false, complaint: OPEN });
    expect(html).toContain('Your complaint');
    expect(html).toContain('CMP-261210-000042');
    expect(html).toContain('It is taking too long');
    expect(html).toContain('Nobody has come for a week.\nPlease send someone.');
    expect(html).toContain('10 Dec 2026');
    expect(html).toMatch(
      /We will reply by <strong[^>]*>12 Dec 2026<\/strong> and resolve it by <strong[^>]*>09 Jan 2027<\/strong> at the latest\./,
    );
    expect(html).not.toContain('Our reply');
    expect(html).not.toContain('<form');
    expect(html).not.toContain('Thank you.');
  });

  it('just received: thanks them; a second try while it waits is told why, beside the complaint', () => {
    expect(render({ can: false, complaint: OPEN, received: true })).toContain(
      'Thank you. We have received your complaint.',
    );
    const refused = render({ can: false, complaint: OPEN, error: 'COMPLAINT_OPEN' });
    expect(refused).toContain(
      'Your complaint about this request is with us. We will reply by the date shown.',
    );
    expect(refused).not.toContain('<form');
  });

  it('an answered complaint: our reply and its date; a new complaint can be raised below it', () => {
    const html = render({ can: true, complaint: ANSWERED, received: true });
    expect(html).toMatch(/Our reply \(11 Dec 2026\)/);
    expect(html).toContain('We are sorry. A technician will visit tomorrow morning.');
    expect(html).not.toContain('We will reply by');
    expect(html).not.toContain('Thank you.');
    expect(html.indexOf('Your complaint')).toBeLessThan(html.indexOf('Not happy with this service?'));
    expect(html).toContain('Raise a complaint');
  });

  it('neither a complaint nor one allowed: nothing, unless the last try came back refused', () => {
    expect(render({ can: false })).toBe('');
    const closed = render({ can: false, error: 'COMPLAINT_WINDOW_CLOSED' });
    expect(closed).toContain('id="sr-complaint"');
    expect(closed).toContain(
      'This request ended more than 30 days ago. Write to us and we will look into it.',
    );
    expect(closed).toMatch(/<a class="kv-tlink" href="\/write-to-us">Write to us<\/a>/);
  });

  it('every code the action sends back reads as a sentence; an unknown one as the network message', () => {
    expect(complaintErrorText(null)).toBeNull();
    const both = 'Choose what your complaint is about and tell us what went wrong (at least 10 characters).';
    expect(complaintErrorText('REASON_REQUIRED')).toBe(both);
    expect(complaintErrorText('VALIDATION_ERROR')).toBe(both);
    expect(complaintErrorText('DETAILS_REQUIRED')).toBe('Tell us what went wrong (at least 10 characters).');
    expect(complaintErrorText('DETAILS_TOO_LONG')).toBe('Keep what went wrong within 1000 characters.');
    expect(complaintErrorText('COMPLAINT_OPEN')).toContain('is with us');
    expect(complaintErrorText('COMPLAINT_WINDOW_CLOSED')).toContain('more than 30 days ago');
    expect(complaintErrorText('<script>')).toBe(
      'We could not reach Kavach. Check your connection and try again.',
    );
  });
});
