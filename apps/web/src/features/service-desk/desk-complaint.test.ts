import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { SrDetailView } from '@kavach/contracts';
import { formatDateTimeShort } from '@kavach/domain';
import { DeskComplaint, deskComplaintNotice } from './components/desk-complaint';
import { DeskComplaints } from './components/desk-complaints';

// The form posts to this server action; the module is server-only (it calls the API with the
// staff member's session), so the render gets a stand-in with the same export.
vi.mock('./complaint-action', () => ({ deskComplaintAction: async () => undefined }));

type Complaint = NonNullable<SrDetailView['complaint']>;
const OPEN: Complaint = {
  reference: 'CMP-261210-000042',
  reason_code: 'CHARGES',
  reason: 'I was asked to pay more than I expected',
  details: 'The technician asked for ₹500 in cash.',
  received_at: '2026-12-10T10:00:00.000Z',
  reply_by: '2026-12-12T10:00:00.000Z',
  resolve_by: '2027-01-09T10:00:00.000Z',
  state: 'open',
  answer: null,
  answered_at: null,
};
const before = new Date('2026-12-11T10:00:00.000Z');
const after = new Date('2026-12-12T10:00:01.000Z');

const card = (
  complaint: Complaint | null,
  now = before,
  notice = deskComplaintNotice(undefined, undefined),
) =>
  renderToStaticMarkup(
    createElement(DeskComplaint, { request: { sr_id: '261128-000123', complaint }, now, notice }),
  );

describe('decision 100: the desk reads a complaint and replies to it, a form that needs no script', () => {
  it('the complaint, when it came and when the reply is due; a required reply box, bounded as the API bounds it', () => {
    const html = card(OPEN);
    expect(html).toContain('id="desk-complaint"');
    expect(html).toMatch(/Complaint <span class="font-mono">CMP-261210-000042<\/span>/);
    expect(html).toContain('I was asked to pay more than I expected');
    expect(html).toContain('The technician asked for ₹500 in cash.');
    expect(html).toContain(formatDateTimeShort(OPEN.received_at));
    expect(html).toContain(formatDateTimeShort(OPEN.reply_by));
    expect(html).not.toContain('overdue');
    expect(html).toContain('name="sr_id" value="261128-000123"');
    expect(html).toContain('<label for="desk-complaint-answer"');
    expect(html).toContain('Reply to the customer');
    const box = /<textarea[^>]*>/.exec(html)?.[0] ?? '';
    expect(box).toContain('name="answer"');
    expect(box).toContain('required=""');
    expect(box).toContain('minLength="10"');
    expect(box).toContain('maxLength="2000"');
    expect(html).toMatch(/<button type="submit"[^>]*>Send reply<\/button>/);
  });

  it('past its reply-by while open: "overdue" in words, in red', () => {
    expect(card(OPEN, after)).toContain('<span class="font-semibold text-red-800"> · overdue</span>');
    const answered = {
      ...OPEN,
      state: 'answered' as const,
      answer: 'Refunded.',
      answered_at: after.toISOString(),
    };
    expect(card(answered, after)).not.toContain('overdue');
  });

  it('answered: our reply and when, no form; nothing without a complaint', () => {
    const html = card({
      ...OPEN,
      state: 'answered',
      answer: 'We have refunded the ₹500 to you.',
      answered_at: '2026-12-11T06:00:00.000Z',
    });
    expect(html).toContain(`Our reply (${formatDateTimeShort('2026-12-11T06:00:00.000Z')})`);
    expect(html).toContain('We have refunded the ₹500 to you.');
    expect(html).not.toContain('<form');
    expect(card(null)).toBe('');
  });

  it('what the desk reads after replying: sent, or the API code in words, in the card', () => {
    expect(deskComplaintNotice('answered', undefined)).toEqual({
      tone: 'success',
      text: 'Reply sent. The customer gets it by SMS and email and on the tracker.',
    });
    expect(deskComplaintNotice(undefined, 'NO_OPEN_COMPLAINT')?.text).toBe(
      'There is no complaint about this request waiting for a reply.',
    );
    expect(deskComplaintNotice(undefined, 'VALIDATION_ERROR')).toMatchObject({ tone: 'error', field: true });
    expect(deskComplaintNotice(undefined, '<script>')?.text).toBe('The reply could not be sent. Try again.');
    expect(deskComplaintNotice(undefined, undefined)).toBeNull();
    const refused = card(OPEN, before, deskComplaintNotice(undefined, 'VALIDATION_ERROR'));
    expect(refused).toContain('role="alert"');
    expect(refused).toContain('Write the reply the customer will read (10 to 2000 characters).');
    expect(/<textarea[^>]*>/.exec(refused)?.[0]).toContain('aria-invalid="true"');
    expect(card(OPEN, before, deskComplaintNotice('answered', undefined))).toContain('Reply sent.');
  });
});

describe('decision 100: the queue lists the complaints waiting for a reply', () => {
  const item = (reference: string, replyBy: string, overdue: boolean) => ({
    reference,
    sr_id: `261128-0000${reference.slice(-2)}`,
    customer_name: 'Kavya Menon',
    reason: 'It is taking too long',
    received_at: '2026-12-10T10:00:00.000Z',
    reply_by: replyBy,
    overdue,
  });

  it('the soonest due first, each linking to its request; an overdue one says so in words', () => {
    const html = renderToStaticMarkup(
      createElement(DeskComplaints, {
        complaints: [
          item('CMP-261210-000012', '2026-12-13T10:00:00.000Z', false),
          item('CMP-261210-000011', '2026-12-11T10:00:00.000Z', true),
        ],
      }),
    );
    expect(html).toContain('Complaints waiting for a reply');
    expect(html.indexOf('CMP-261210-000011')).toBeLessThan(html.indexOf('CMP-261210-000012'));
    expect(html).toContain('href="/service-desk/261128-000011"');
    expect(html).toContain('href="/service-desk/261128-000012"');
    expect(html.match(/Overdue/g)).toHaveLength(1);
    expect(html).toContain(`Reply by ${formatDateTimeShort('2026-12-13T10:00:00.000Z')}`);
  });

  it('none waiting: one line; the list not read: nothing', () => {
    expect(renderToStaticMarkup(createElement(DeskComplaints, { complaints: [] }))).toContain(
      'No complaints are waiting for a reply.',
    );
    expect(renderToStaticMarkup(createElement(DeskComplaints, { complaints: null }))).toBe('');
  });
});
