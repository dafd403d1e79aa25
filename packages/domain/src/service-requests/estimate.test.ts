import { describe, expect, it } from 'vitest';
import { estimateShare, estimateText } from './estimate';

const share = (estimatePaise: number, remainingCoverPaise: number | null, copayPaidPaise = 0) =>
  estimateShare({ estimatePaise, remainingCoverPaise, copayPaidPaise });

describe('estimate shown to the customer (issue 20 §2–§3; domain facts §4–5; decision 068)', () => {
  it.each([
    // estimate, cover left, co-pay paid → plan covers, customer pays, cover left after
    [350_000, 4_500_000, 0, 350_000, 0, 4_150_000],
    [350_000, 100_000, 0, 100_000, 250_000, 0],
    [350_000, 0, 0, 0, 350_000, 0],
    [350_000, null, 0, 350_000, 0, null],
    [350_000, 4_500_000, 59_900, 290_100, 0, 4_209_900],
    [350_000, 200_000, 59_900, 200_000, 90_100, 0],
    [50_000, 4_500_000, 59_900, 0, 0, 4_500_000],
    [0, 4_500_000, 0, 0, 0, 4_500_000],
  ])(
    'estimate %i, cover left %s, co-pay %i → plan %i, customer %i, left after %s',
    (estimate, left, copay, covered, pays, after) => {
      const s = share(estimate, left, copay);
      expect(s.coveredPaise).toBe(covered);
      expect(s.customerPaysPaise).toBe(pays);
      expect(s.remainingAfterPaise).toBe(after);
      // Every rupee of the estimate is paid by someone, once.
      expect(Math.min(copay, estimate) + s.coveredPaise + s.customerPaysPaise).toBe(estimate);
    },
  );

  it('says it in plain words: within the cover', () => {
    expect(estimateText(share(350_000, 4_500_000))).toBe(
      'The repair is estimated at ₹3,500. Your plan covers ₹3,500 of it, from the ₹45,000 of cover left. You pay nothing more.',
    );
  });

  it('says it in plain words: beyond the cover, with a co-pay paid', () => {
    expect(estimateText(share(350_000, 200_000, 59_900))).toBe(
      'The repair is estimated at ₹3,500. The ₹599 co-pay you paid counts towards it. Your plan covers ₹2,000 of it, from the ₹2,000 of cover left. You would pay ₹901 beyond your cover.',
    );
  });

  it('says it in plain words: no limit; no cover left; co-pay above the estimate', () => {
    expect(estimateText(share(120_000, null))).toBe(
      'The repair is estimated at ₹1,200. Your plan covers all of it, ₹1,200. You pay nothing more.',
    );
    expect(estimateText(share(120_000, 0))).toBe(
      'The repair is estimated at ₹1,200. No cover is left on your plan for this repair. You would pay ₹1,200 beyond your cover.',
    );
    expect(estimateText(share(50_000, 4_500_000, 59_900))).toBe(
      'The repair is estimated at ₹500. The ₹599 co-pay you paid counts towards it. You pay nothing more.',
    );
  });
});
