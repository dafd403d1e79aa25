import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CopayPaidTwice } from './components/tracker-copay-twice';
import { TrackerCopayEnded } from './components/tracker-copay-ended';

type Copay = 'none' | 'due' | 'paid' | 'expired' | 'refund_queued' | 'refunded';
const html = (copay: Copay, status = 'expired', staffView = false, credited = false) =>
  renderToStaticMarkup(
    createElement(TrackerCopayEnded, {
      request: {
        sr_id: '261128-000123',
        status,
        copay: { amount: 350_000, status: copay, extra_payments: [], credit_note: credited },
      },
      staffView,
    }),
  );
const render = (copay: Copay, status = 'expired', staffView = false) =>
  html(copay, status, staffView).replace(/<[^>]+>/g, ' ');

describe('issue 20 §1 the co-pay of an ended request on the tracker, in plain words (decision 075)', () => {
  it('expired unpaid: not paid in time, the slot freed, a later payment refunded, raise it again', () => {
    const text = render('expired');
    expect(text).toContain('Co-pay not paid in time');
    expect(text).toContain('The co-pay of ₹3,500 was not paid within the time allowed');
    expect(text).toContain('its appointment slot has been freed');
    expect(text).toContain('we refund it automatically');
    expect(text).toContain('Raise it again from My Plans');
  });

  it('a payment after the expiry: being refunded, then refunded, with the amount and the way back', () => {
    const queued = render('refund_queued');
    expect(queued).toContain('Co-pay being refunded: ₹3,500');
    expect(queued).toContain('Your payment reached us after this request had expired');
    expect(queued).toContain('Refunds usually arrive in 5–7 working days.');
    expect(queued).toContain('You can raise the request again.');
    const done = render('refunded');
    expect(done).toContain('Co-pay refunded: ₹3,500');
    expect(done).toContain('we have refunded it to the account you paid from');
  });

  it('decision 085: rejected or cancelled, the paid co-pay is being refunded, then refunded; only a cancelled request offers raising it again', () => {
    const cancelled = render('refund_queued', 'cancelled');
    expect(cancelled).toContain('Co-pay being refunded: ₹3,500');
    expect(cancelled).toContain(
      'This request was cancelled, so we are refunding your co-pay to the account you paid from.',
    );
    expect(cancelled).toContain('Refunds usually arrive in 5–7 working days.');
    expect(cancelled).toContain('Raise it again from My Plans');
    expect(cancelled).not.toContain('reached us after');
    const rejected = render('refunded', 'rejected');
    expect(rejected).toContain('Co-pay refunded: ₹3,500');
    expect(rejected).toContain('This request was not approved, so we have refunded your co-pay');
    expect(rejected).not.toContain('My Plans');
    expect(render('refund_queued', 'rejected', true)).toContain('This request was not approved');
  });

  it('decision 092: a paid co-pay credited back offers its GST receipt and the credit note; a late payment (never invoiced) and the desk do not', () => {
    const credited = html('refund_queued', 'cancelled', false, true);
    expect(credited).toContain(
      'href="/api/v3/selfserve/copay_receipt/261128-000123" download="">Download GST receipt',
    );
    expect(credited).toContain(
      'href="/api/v3/selfserve/copay_credit_note/261128-000123" download="">Download credit note',
    );
    expect(html('refund_queued', 'cancelled')).not.toContain('credit note');
    expect(html('refunded', 'rejected', true, true)).not.toContain('credit note');
  });

  it('the service desk reads the same words without the customer’s way back; no co-pay shows nothing', () => {
    const desk = render('refund_queued', 'expired', true);
    expect(desk).toContain('Co-pay being refunded: ₹3,500');
    expect(desk).not.toContain('My Plans');
    expect(render('none', 'confirmed')).toBe('');
  });
});

describe('issue 20 §1 a co-pay paid twice on the tracker: paid, and the second payment refunded (decision 077)', () => {
  const renderPaid = (extra: { amount: number; status: 'refund_queued' | 'refunded' }[]) =>
    renderToStaticMarkup(createElement(CopayPaidTwice, { extra })).replace(/<[^>]+>/g, ' ');

  it('says the request is paid and the second payment is being refunded, then refunded, with the amount', () => {
    const queued = renderPaid([{ amount: 350_000, status: 'refund_queued' }]);
    expect(queued).toContain('Co-pay being refunded: ₹3,500');
    expect(queued).toContain('We received this co-pay twice. Your request is paid and goes ahead;');
    expect(queued).toContain('we are refunding the second payment to the account you paid from');
    expect(queued).toContain('Refunds usually arrive in 5–7 working days.');
    const done = renderPaid([{ amount: 350_000, status: 'refunded' }]);
    expect(done).toContain('Co-pay refunded: ₹3,500');
    expect(done).toContain('we have refunded the second payment');
  });

  it('a co-pay paid once shows nothing more', () => {
    expect(renderPaid([])).toBe('');
  });
});
