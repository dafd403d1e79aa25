import { describe, expect, it } from 'vitest';
import {
  adjudicate,
  ENDED_PLAN_GRACE_DAYS,
  endedPlanTakesRequests,
  lastDayForRequests,
  planYearStart,
  type ClaimPlan,
  type PastClaim,
} from './adjudicate';

// docs/product/service-requests.md#adjudication: decided at once, never silently refused.
const plan: ClaimPlan = {
  active: true,
  coverFrom: '2026-01-10',
  coverTo: '2027-01-09',
  covers: [
    {
      id: 'ew',
      type: 'warranty',
      title: 'Extended warranty',
      claimsPerYear: null,
      limitPaise: null,
      reportWithinDays: null,
    },
    {
      id: 'sd',
      type: 'damage',
      title: 'Spills and drops',
      claimsPerYear: 2,
      limitPaise: 30_000_00,
      reportWithinDays: 7,
    },
    { id: 'th', type: 'theft', title: 'Theft', claimsPerYear: 1, limitPaise: 30_000_00, reportWithinDays: 2 },
  ],
};
const damage = {
  coverId: 'sd',
  incidentOn: '2026-05-01',
  reportedOn: '2026-05-03',
  documents: ['invoice', 'photo'] as const,
};
const codes = (r: ReturnType<typeof adjudicate>) => r.reasons.map((x) => x.code);

describe('adjudicate()', () => {
  it('every rule passes → approved automatically, with the cover that remains', () => {
    const past: PastClaim[] = [
      { coverId: 'sd', incidentOn: '2026-02-01', counts: true, approvedPaise: 4_000_00 },
    ];
    expect(adjudicate(plan, past, damage)).toEqual({
      outcome: 'approved',
      reasons: [],
      remainingCoverPaise: 26_000_00,
    });
    expect(
      adjudicate(plan, [], {
        coverId: 'ew',
        incidentOn: '2026-06-01',
        reportedOn: '2026-09-01',
        documents: ['invoice'],
      }).outcome,
    ).toBe('approved');
  });

  it('a plan that is not active, a cover it lacks, a date outside its cover', () => {
    expect(codes(adjudicate({ ...plan, active: false }, [], damage))).toEqual(['PLAN_NOT_ACTIVE']);
    expect(codes(adjudicate(plan, [], { ...damage, coverId: 'screen' }))).toEqual(['COVER_NOT_IN_PLAN']);
    expect(
      codes(adjudicate(plan, [], { ...damage, incidentOn: '2027-01-10', reportedOn: '2027-01-11' })),
    ).toEqual(['OUTSIDE_COVER_PERIOD']);
  });

  it('2 requests per plan year on a damage cover: the 3rd goes to the desk with its reason in plain words', () => {
    const past: PastClaim[] = [
      { coverId: 'sd', incidentOn: '2026-02-01', counts: true, approvedPaise: 2_000_00 },
      { coverId: 'sd', incidentOn: '2026-03-01', counts: true, approvedPaise: 2_000_00 },
      { coverId: 'sd', incidentOn: '2026-03-05', counts: false, approvedPaise: 0 },
    ];
    const r = adjudicate(plan, past, damage);
    expect(r.outcome).toBe('review');
    expect(r.reasons).toEqual([
      {
        code: 'CLAIM_LIMIT_REACHED',
        message: 'Spills and drops allows 2 requests in a plan year; this would be the 3rd.',
      },
    ]);
  });

  it('claims of an earlier plan year do not count against this one', () => {
    const twoYear = { ...plan, coverTo: '2028-01-09' };
    const past: PastClaim[] = [
      { coverId: 'sd', incidentOn: '2026-02-01', counts: true, approvedPaise: 1_00 },
      { coverId: 'sd', incidentOn: '2027-01-09', counts: true, approvedPaise: 1_00 },
    ];
    expect(
      adjudicate(twoYear, past, { ...damage, incidentOn: '2027-01-10', reportedOn: '2027-01-10' }).outcome,
    ).toBe('approved');
  });

  it('no cover left after earlier repairs', () => {
    const past: PastClaim[] = [
      { coverId: 'sd', incidentOn: '2026-02-01', counts: false, approvedPaise: 30_000_00 },
    ];
    const r = adjudicate(plan, past, damage);
    expect(codes(r)).toEqual(['COVER_EXHAUSTED']);
    expect(r.reasons[0]!.message).toBe('No cover remains: the repairs so far used all ₹30,000 of it.');
    expect(r.remainingCoverPaise).toBe(0);
  });

  it('reported too late, and documents by cover (photos for damage; FIR, SIM-block letter and invoice for theft)', () => {
    expect(codes(adjudicate(plan, [], { ...damage, reportedOn: '2026-05-09' }))).toEqual(['REPORTED_LATE']);
    expect(adjudicate(plan, [], { ...damage, documents: ['invoice'] }).reasons).toEqual([
      { code: 'DOCUMENTS_MISSING', message: 'We still need photos of the device.' },
    ]);
    const theft = adjudicate(plan, [], {
      coverId: 'th',
      incidentOn: '2026-05-01',
      reportedOn: '2026-05-05',
      documents: [],
    });
    expect(codes(theft)).toEqual(['REPORTED_LATE', 'DOCUMENTS_MISSING']);
    expect(theft.reasons[1]!.message).toBe(
      'We still need the FIR or police complaint, the SIM-block letter and the purchase invoice.',
    );
  });

  it('theft with FIR (decision 063): FIR, SIM-block letter and invoice within 2 days → approved; without the FIR → review in plain words', () => {
    const claim = {
      coverId: 'th',
      incidentOn: '2026-05-01',
      reportedOn: '2026-05-03',
      documents: ['fir', 'sim_block_letter', 'invoice'] as const,
    };
    expect(adjudicate(plan, [], { ...claim, documents: [...claim.documents] }).outcome).toBe('approved');
    const noFir = adjudicate(plan, [], { ...claim, documents: ['sim_block_letter', 'invoice'] });
    expect(noFir).toMatchObject({
      outcome: 'review',
      reasons: [{ code: 'DOCUMENTS_MISSING', message: 'We still need the FIR or police complaint.' }],
    });
    const second = adjudicate(
      plan,
      [{ coverId: 'th', incidentOn: '2026-03-01', counts: true, approvedPaise: 0 }],
      { ...claim, documents: [...claim.documents] },
    );
    expect(second.reasons.map((r) => r.code)).toEqual(['CLAIM_LIMIT_REACHED']);
  });

  it('plan years run from the cover start’s anniversaries (29 February starts on 28 February)', () => {
    expect(planYearStart('2026-01-10', '2026-01-10')).toBe('2026-01-10');
    expect(planYearStart('2026-01-10', '2027-01-09')).toBe('2026-01-10');
    expect(planYearStart('2026-01-10', '2027-01-10')).toBe('2027-01-10');
    expect(planYearStart('2024-02-29', '2025-03-01')).toBe('2025-02-28');
    expect(planYearStart('2024-02-29', '2024-12-31')).toBe('2024-02-29');
  });
});

describe('docs/product/service-requests.md#adjudication judged on the date of the problem (decision 077)', () => {
  it('a plan that has since ended covers a problem during its term; the reporting window still applies', () => {
    // The cover ended on 9 Jan 2027; a breakdown of 8 Jan reported on 20 Jan: approved.
    expect(
      adjudicate(plan, [], {
        coverId: 'ew',
        incidentOn: '2027-01-08',
        reportedOn: '2027-01-20',
        documents: ['invoice'],
      }),
    ).toMatchObject({ outcome: 'approved', reasons: [] });
    // Damage on the last day, reported 5 days later: in time, approved; 11 days later: late, to the desk.
    const lastDay = { ...damage, incidentOn: '2027-01-09' };
    expect(adjudicate(plan, [], { ...lastDay, reportedOn: '2027-01-14' }).outcome).toBe('approved');
    const late = adjudicate(plan, [], { ...lastDay, reportedOn: '2027-01-20' });
    expect(late.outcome).toBe('review');
    expect(late.reasons).toEqual([
      {
        code: 'REPORTED_LATE',
        message:
          'Spills and drops must be reported within 7 days of the problem; this was reported after 11 days.',
      },
    ]);
  });

  it('a problem after the cover ended (or before it began) goes to the desk, said in plain words', () => {
    const after = adjudicate(plan, [], { ...damage, incidentOn: '2027-01-12', reportedOn: '2027-01-13' });
    expect(after.outcome).toBe('review');
    expect(after.reasons).toEqual([
      {
        code: 'OUTSIDE_COVER_PERIOD',
        message: "The problem started on 12 Jan 2027, after the plan's cover ended on 09 Jan 2027.",
      },
    ]);
    const before = adjudicate(plan, [], { ...damage, incidentOn: '2026-01-05', reportedOn: '2026-01-06' });
    expect(before.reasons.map((r) => r.message)).toEqual([
      "The problem started on 05 Jan 2026, before the plan's cover began on 10 Jan 2026.",
    ]);
  });

  it(`an ended plan takes requests for ${ENDED_PLAN_GRACE_DAYS} days after its cover ends, not a day more`, () => {
    expect(ENDED_PLAN_GRACE_DAYS).toBe(30);
    expect(endedPlanTakesRequests('2027-01-09', '2027-01-09')).toBe(true);
    expect(endedPlanTakesRequests('2027-01-09', '2027-02-08')).toBe(true);
    expect(endedPlanTakesRequests('2027-01-09', '2027-02-09')).toBe(false);
    expect(lastDayForRequests('2027-01-09')).toBe('2027-02-08');
    // Across a year's end and a leap day.
    expect(lastDayForRequests('2027-12-15')).toBe('2028-01-14');
    expect(lastDayForRequests('2028-02-10')).toBe('2028-03-11');
  });
});
