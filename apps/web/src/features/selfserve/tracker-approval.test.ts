import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { SrDetailView } from '@kavach/contracts';
import { ANSWERED, TrackerApproval, approvalErrorText } from './components/tracker-approval';

// The forms post to this server action; the module is server-only (it calls the API with the
// visitor's session), so the render gets a stand-in with the same export.
vi.mock('./estimate-action', () => ({ estimateAction: async () => undefined }));

const estimate = (youPay: number): SrDetailView['estimate'] => ({
  amount: 1_800_000,
  copay_paid: 350_000,
  covered: 1_800_000 - youPay,
  you_pay: youPay,
  remaining_cover: null,
  message: '',
});
const render = (o: { youPay?: number; copay?: 'paid' | 'none'; error?: string } = {}) =>
  renderToStaticMarkup(
    createElement(TrackerApproval, {
      request: {
        sr_id: '261128-000123',
        status: 'awaiting_approval',
        estimate: estimate(o.youPay ?? 0),
        copay: {
          amount: o.copay === 'paid' ? 350_000 : 0,
          status: o.copay ?? 'none',
          extra_payments: [],
          credit_note: false,
        },
      },
      error: o.error ?? null,
    }),
  );

describe('decision 090: approve or decline the estimate, forms that need no script', () => {
  it('approve is a form of its own; decline sits behind a closed disclosure; both carry the status the page showed', () => {
    const html = render();
    const forms = html.match(/<form[\s\S]*?<\/form>/g) ?? [];
    expect(forms).toHaveLength(2);
    expect(forms[0]).toContain('name="decision" value="approve"');
    expect(forms[0]).toMatch(/<button type="submit"[^>]*>Approve repair<\/button>/);
    expect(forms[1]).toContain('name="decision" value="decline"');
    expect(forms[1]).toMatch(/<button type="submit"[^>]*>Decline repair<\/button>/);
    for (const form of forms) expect(form).toContain('name="from" value="awaiting_approval"');
    expect(html).toContain('<details><summary');
    expect(html).toContain('Your plan covers it.');
  });

  it('says what the customer pays beyond the cover, and that a paid co-pay comes back on declining (decision 085)', () => {
    const html = render({ youPay: 250_000, copay: 'paid' });
    expect(html).toContain('You pay ₹2,500 beyond your plan&#x27;s cover when it is done.');
    expect(html).toContain('Your co-pay of ₹3,500 will be refunded to the account you paid from.');
  });

  it('every code the action sends back reads as a sentence; what happens next after each answer', () => {
    expect(approvalErrorText(null)).toBeNull();
    expect(approvalErrorText('SR_NOT_AWAITING_APPROVAL')).toBe(
      'This request is not waiting for your approval any more.',
    );
    expect(approvalErrorText('<script>')).toBe(
      'We could not reach Kavach. Check your connection and try again.',
    );
    expect(render({ error: 'SR_CHANGED' })).toContain('This request was updated a moment ago.');
    expect(ANSWERED.approve).toBe('You approved the repair. We have started on it.');
    expect(ANSWERED.decline).toContain('We will return your device as it is');
  });
});
