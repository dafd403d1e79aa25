import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { CUSTOMER_CANCEL_REASONS } from '@kavach/domain';
import { TrackerCancel, cancelErrorText } from './components/tracker-cancel';

// The form posts to this server action; the module is server-only (it calls the API with the
// visitor's session), so the render gets a stand-in with the same export.
vi.mock('./cancel-action', () => ({ cancelRequestAction: async () => undefined }));

type Copay = 'none' | 'due' | 'paid' | 'expired' | 'refund_queued' | 'refunded';
const render = (o: { copay?: Copay; amount?: number; open?: boolean; error?: string | null } = {}) =>
  renderToStaticMarkup(
    createElement(TrackerCancel, {
      request: {
        sr_id: '261128-000123',
        status: 'visit_scheduled',
        copay: { amount: o.amount ?? 0, status: o.copay ?? 'none', extra_payments: [], credit_note: false },
      },
      open: o.open ?? false,
      error: o.error ?? null,
    }),
  );

describe('decision 086: cancel from the tracker, a form that needs no script', () => {
  it('a closed disclosure holding a form: the status the page showed, a required reason from the closed list, a submit button', () => {
    const html = render();
    expect(html).toContain('<details>');
    expect(html).toContain('<summary');
    expect(html).toContain('Cancel this request');
    expect(html).toContain('name="sr_id" value="261128-000123"');
    expect(html).toContain('name="from" value="visit_scheduled"');
    const radios = html.match(/<input type="radio"[^>]*>/g) ?? [];
    expect(radios).toHaveLength(Object.keys(CUSTOMER_CANCEL_REASONS).length);
    for (const radio of radios) {
      expect(radio).toContain('name="reason_code"');
      expect(radio).toContain('required=""');
    }
    expect(html).toContain('I raised it by mistake');
    expect(html).toMatch(/<button type="submit"[^>]*>Cancel request<\/button>/);
    expect(html).not.toContain('type="button"');
    expect(html).not.toContain('will be refunded');
  });

  it('opens with the words for what went wrong; says a paid co-pay comes back (decision 085)', () => {
    const html = render({ copay: 'paid', amount: 350_000, error: 'SR_NOT_CANCELLABLE' });
    expect(html).toContain('<details open="">');
    expect(html).toContain('Your co-pay of ₹3,500 will be refunded to the account you paid from.');
    expect(html).toContain('This request can no longer be cancelled online. Call us on 1800-123-4567');
    expect(render({ open: true })).toContain('<details open="">');
  });

  it('every code the action sends back reads as a sentence; an unknown one as the network message', () => {
    expect(cancelErrorText(null)).toBeNull();
    expect(cancelErrorText('REASON_REQUIRED')).toBe('Choose why you are cancelling.');
    expect(cancelErrorText('VALIDATION_ERROR')).toBe('Choose why you are cancelling.');
    expect(cancelErrorText('SR_CHANGED')).toContain('was updated a moment ago');
    expect(cancelErrorText('<script>')).toBe(
      'We could not reach Kavach. Check your connection and try again.',
    );
  });
});
