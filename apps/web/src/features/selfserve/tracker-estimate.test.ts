import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TrackerEstimate } from './components/tracker-estimate';

const message = 'The repair is estimated at ₹7,500 … You would pay ₹2,500 beyond your cover.';
/** An estimate as the API answers it: amount, co-pay paid, covered, left to pay (paise). */
const estimate = (amount: number, copay_paid: number, covered: number, you_pay: number) => ({
  amount,
  copay_paid,
  covered,
  you_pay,
  remaining_cover: null,
  message,
});

describe('issue 20 §2–§3 the estimate on the tracker (decision 068)', () => {
  it('shows what was found, the amount, the co-pay, what the plan covers and what is left to pay', () => {
    const html = renderToStaticMarkup(
      createElement(TrackerEstimate, {
        request: { diagnosis: 'Cracked display', estimate: estimate(750_000, 200_000, 300_000, 250_000) },
      }),
    );
    expect(html).toContain('What we found and what it costs</h2>');
    expect(html).toContain('Cracked display');
    expect(html.replace(/<[^>]+>/g, '|')).toContain(
      '|Repair estimate||₹7,500||||Co-pay you paid||₹2,000||||Your plan covers||₹3,000||||You would pay||₹2,500|',
    );
    expect(html).toContain(message);
  });

  it('nothing to pay reads "Nothing more"; a diagnosis alone has no figures; nothing before a diagnosis', () => {
    const covered = renderToStaticMarkup(
      createElement(TrackerEstimate, {
        request: { diagnosis: null, estimate: estimate(120_000, 0, 120_000, 0) },
      }),
    );
    expect(covered).toContain('Nothing more');
    expect(covered).not.toContain('Co-pay you paid');
    const found = renderToStaticMarkup(
      createElement(TrackerEstimate, { request: { diagnosis: 'Filter clogged', estimate: null } }),
    );
    expect(found).toContain('What we found</h2>');
    expect(found).not.toContain('<dl');
    expect(
      renderToStaticMarkup(createElement(TrackerEstimate, { request: { diagnosis: null, estimate: null } })),
    ).toBe('');
  });
});
