import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { AccountPlan } from '@kavach/contracts';
import { PlanCancel } from './components/plan-cancel';
import { planCancelErrorText, planCancelNotice, planCancelPath } from './plan-cancel-view';

// The form posts to this server action; the module is server-only (it calls the API with the
// visitor's session), so the render gets a stand-in with the same export.
vi.mock('./cancel-plan-action', () => ({ cancelPlanAction: async () => undefined }));

const OSID = 'osid-of-the-phone-ew';
const render = (
  cancellation: AccountPlan['cancellation'],
  notice: { done: boolean; errorText: string | null } | null = null,
) =>
  renderToStaticMarkup(
    createElement(PlanCancel, {
      plan: { osid: OSID, cancellation } as AccountPlan,
      notice: notice && { osid: OSID, ...notice },
    }),
  );

describe('decision 093: cancel a plan from its My Plans card for a full refund, with no script needed', () => {
  it('open: a closed disclosure with the last day, the refund, the reasons and a submit posting the osid', () => {
    const html = render({ state: 'open', last_day: '21 Dec 2026', refund_paise: 224_910 });
    expect(html).toMatch(/<details class="text-sm"><summary[^>]*>Cancel plan<\/summary>/);
    expect(html).toContain(
      'You can cancel this plan until <strong class="font-semibold">21 Dec 2026</strong>',
    );
    expect(html).toContain('₹2,249');
    expect(html).toContain('name="osid" value="osid-of-the-phone-ew"');
    expect(html.match(/<input type="radio" required=""[^>]*name="reason_code"/g)).toHaveLength(5);
    expect(html).toContain('required');
    expect(html).toMatch(/<button type="submit"[^>]*>Cancel plan and refund ₹2,249<\/button>/);
  });

  it('sent back with an error: the disclosure is open and says why', () => {
    const html = render(
      { state: 'open', last_day: '21 Dec 2026', refund_paise: 224_910 },
      { done: false, errorText: 'Choose why you are cancelling.' },
    );
    expect(html).toContain('<details open=""');
    expect(html).toContain('role="alert"');
    expect(html).toContain('Choose why you are cancelling.');
  });

  it('cancelled: when, the refund on its way or made, and the credit note; no form', () => {
    const waiting = render({
      state: 'cancelled',
      cancelled_on: '07 Dec 2026',
      refund_paise: 224_910,
      refunded: false,
      credit_note: 'CN-PL-000012',
    });
    expect(waiting).not.toContain('<form');
    expect(waiting).toContain('Cancelled on 07 Dec 2026.');
    expect(waiting).toContain('₹2,249 is on its way back to the account you paid from');
    expect(waiting).toContain(
      'href="/api/v3/order/download/osid-of-the-phone-ew?application=website&amp;type=credit_note"',
    );
    expect(waiting).toMatch(/Download credit note <span[^>]*>CN-PL-000012 \(PDF\)<\/span>/);
    const refunded = render(
      {
        state: 'cancelled',
        cancelled_on: '07 Dec 2026',
        refund_paise: 224_910,
        refunded: true,
        credit_note: 'CN-PL-000012',
      },
      { done: true, errorText: null },
    );
    expect(refunded).toContain('role="status"');
    expect(refunded).toContain('Your plan is cancelled.');
    expect(refunded).toContain('₹2,249 has been refunded to the account you paid from.');
  });

  it('nothing to cancel: nothing, unless the action was refused for this card', () => {
    expect(render(null)).toBe('');
    const refused = render(null, { done: false, errorText: 'This plan is already cancelled.' });
    expect(refused).toContain('This plan is already cancelled.');
  });
});

describe("decision 093: the cancel action's answer travels as codes in My Plans' address", () => {
  it('done and refused, at the card', () => {
    expect(planCancelPath('abc', { done: true })).toBe('/account/plans?cancelled=abc#card-abc');
    expect(planCancelPath('abc', { error: 'PLAN_HAS_REQUESTS' })).toBe(
      '/account/plans?cancel=abc&cancel_error=PLAN_HAS_REQUESTS#card-abc',
    );
    expect(planCancelNotice({ cancelled: 'abc' })).toEqual({ osid: 'abc', done: true, error: null });
    expect(planCancelNotice({ cancel: 'abc', cancel_error: 'PLAN_HAS_REQUESTS' })).toEqual({
      osid: 'abc',
      done: false,
      error: 'PLAN_HAS_REQUESTS',
    });
    // Anything but a code reads as a failed connection; no text from the address is ever shown.
    expect(planCancelNotice({ cancel: 'abc', cancel_error: '<b>hi</b>' })?.error).toBe('NETWORK');
    expect(planCancelNotice({})).toBeNull();
  });

  it('each refusal in words; the ones only a person can sort out give the support number', () => {
    expect(planCancelErrorText('PLAN_HAS_REQUESTS', '1800 123 4567')).toBe(
      'This plan can no longer be cancelled online. Call us on 1800 123 4567 and we will help.',
    );
    expect(planCancelErrorText('CANCEL_WINDOW_CLOSED', 'x')).toContain('within 30 days of buying it');
    expect(planCancelErrorText(null, 'x')).toBeNull();
    expect(planCancelErrorText('NETWORK', 'x')).toBeTruthy();
  });
});
