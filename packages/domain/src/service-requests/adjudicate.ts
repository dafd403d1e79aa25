import { formatDayMonthYear } from '../format/dates';
import { formatInr } from '../format/money';
import { remainingCoverPaise } from './copay';

/**
 * Deciding a claim at once (docs/product/service-requests.md#adjudication): every rule passes →
 * approved automatically; otherwise the request goes to the service desk with coded reasons, which
 * the customer reads in plain words. Never a silent refusal.
 */

export type CoverType = 'warranty' | 'damage' | 'screen' | 'theft' | 'maintenance';

export type DocumentKind = 'invoice' | 'photo' | 'fir' | 'sim_block_letter';

export const DOCUMENT_LABELS: Readonly<Record<DocumentKind, string>> = {
  invoice: 'the purchase invoice',
  photo: 'photos of the device',
  fir: 'the FIR or police complaint',
  sim_block_letter: 'the SIM-block letter',
};

/**
 * Documents a claim needs by cover (domain facts §8): invoice; photos for damage; FIR, SIM-block
 * letter and the invoice for theft (the invoice earns the lower excess, decision 063).
 */
export const REQUIRED_DOCUMENTS: Readonly<Record<CoverType, readonly DocumentKind[]>> = {
  warranty: ['invoice'],
  damage: ['invoice', 'photo'],
  screen: ['invoice', 'photo'],
  theft: ['fir', 'sim_block_letter', 'invoice'],
  maintenance: [],
};

export interface ClaimCover {
  id: string;
  type: CoverType;
  title: string;
  /** Requests allowed per plan year on this cover (null: no limit). */
  claimsPerYear: number | null;
  /** Total cover in paise (null: no limit, e.g. warranty repairs). */
  limitPaise: number | null;
  /** Days from the incident within which it must be reported (null: no limit). */
  reportWithinDays: number | null;
}

export interface ClaimPlan {
  /** Only an active plan covers anything. */
  active: boolean;
  /** Cover period, IST dates `YYYY-MM-DD`, both inclusive. */
  coverFrom: string;
  coverTo: string;
  covers: readonly ClaimCover[];
}

/** Earlier requests on the plan. */
export interface PastClaim {
  coverId: string;
  /** IST date of the incident. */
  incidentOn: string;
  /** Counted against the yearly limit unless it was rejected, cancelled or never paid. */
  counts: boolean;
  /** What an approved repair or replacement cost against the cover. */
  approvedPaise: number;
}

export interface ClaimInput {
  coverId: string;
  incidentOn: string;
  reportedOn: string;
  documents: readonly DocumentKind[];
}

export type ClaimReasonCode =
  | 'PLAN_NOT_ACTIVE'
  | 'COVER_NOT_IN_PLAN'
  | 'OUTSIDE_COVER_PERIOD'
  | 'CLAIM_LIMIT_REACHED'
  | 'COVER_EXHAUSTED'
  | 'REPORTED_LATE'
  | 'DOCUMENTS_MISSING';

export interface ClaimReason {
  code: ClaimReasonCode;
  /** For the customer, in plain words. */
  message: string;
}

export type Adjudication =
  | { outcome: 'approved'; reasons: []; remainingCoverPaise: number | null }
  | { outcome: 'review'; reasons: ClaimReason[]; remainingCoverPaise: number | null };

const DAY_MS = 86_400_000;
const dayOf = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / DAY_MS;
const ordinal = (n: number) => {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
};

/** The start of the plan year (anniversaries of `coverFrom`) that contains `on`. */
export function planYearStart(coverFrom: string, on: string): string {
  const [y, m, d] = coverFrom.split('-').map(Number) as [number, number, number];
  let year = Number(on.slice(0, 4));
  const start = (yy: number) => {
    // 29 February starts its plan years on 28 February in other years.
    const last = new Date(Date.UTC(yy, m, 0)).getUTCDate();
    return `${yy}-${String(m).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
  };
  if (start(year) > on) year -= 1;
  return year < y ? coverFrom : start(year);
}

/**
 * Days after a plan's cover ends during which a request may still be raised on it, for a problem
 * that started during the cover (decision 077). Ours [I]: the domain facts' reporting windows are 7
 * days for damage and screen claims (Acko; OneAssist's claim form, domain facts §4, §8) and our theft
 * cover's 2 (decision 063), which adjudicate() still applies; breakdown covers set none, and a month
 * bounds them so a request on a long-ended plan is refused in words rather than sent to the desk.
 */
export const ENDED_PLAN_GRACE_DAYS = 30;

/** Whether a plan whose cover ended on `coverTo` still takes a request reported on `today` (IST days). */
export function endedPlanTakesRequests(coverTo: string, today: string): boolean {
  return dayOf(today) - dayOf(coverTo) <= ENDED_PLAN_GRACE_DAYS;
}

/** The last day a plan whose cover ended on `coverTo` takes a request (`YYYY-MM-DD`). */
export function lastDayForRequests(coverTo: string): string {
  return new Date((dayOf(coverTo) + ENDED_PLAN_GRACE_DAYS) * DAY_MS).toISOString().slice(0, 10);
}

export function adjudicate(plan: ClaimPlan, history: readonly PastClaim[], claim: ClaimInput): Adjudication {
  const reasons: ClaimReason[] = [];
  const cover = plan.covers.find((c) => c.id === claim.coverId);
  const onCover = history.filter((h) => h.coverId === claim.coverId);
  const remaining = cover
    ? remainingCoverPaise(
        cover.limitPaise,
        onCover.map((h) => h.approvedPaise),
      )
    : null;

  if (!plan.active) reasons.push({ code: 'PLAN_NOT_ACTIVE', message: 'This plan is not active.' });
  if (!cover) {
    reasons.push({ code: 'COVER_NOT_IN_PLAN', message: 'Your plan does not include this cover.' });
    return { outcome: 'review', reasons, remainingCoverPaise: null };
  }
  // Judged on the date of the problem, not the day it is reported (decision 077): a plan that has
  // since ended covers what happened during its term.
  if (claim.incidentOn < plan.coverFrom || claim.incidentOn > plan.coverTo)
    reasons.push({
      code: 'OUTSIDE_COVER_PERIOD',
      message:
        claim.incidentOn > plan.coverTo
          ? `The problem started on ${formatDayMonthYear(claim.incidentOn)}, after the plan's cover ended on ${formatDayMonthYear(plan.coverTo)}.`
          : `The problem started on ${formatDayMonthYear(claim.incidentOn)}, before the plan's cover began on ${formatDayMonthYear(plan.coverFrom)}.`,
    });
  if (cover.claimsPerYear !== null) {
    const yearStart = planYearStart(plan.coverFrom, claim.incidentOn);
    const yearEnd = planYearStart(plan.coverFrom, nextYear(yearStart));
    const used = onCover.filter(
      (h) => h.counts && h.incidentOn >= yearStart && h.incidentOn < yearEnd,
    ).length;
    if (used >= cover.claimsPerYear)
      reasons.push({
        code: 'CLAIM_LIMIT_REACHED',
        message: `${cover.title} allows ${cover.claimsPerYear} request${cover.claimsPerYear === 1 ? '' : 's'} in a plan year; this would be the ${ordinal(used + 1)}.`,
      });
  }
  if (remaining !== null && remaining <= 0)
    reasons.push({
      code: 'COVER_EXHAUSTED',
      message: `No cover remains: the repairs so far used all ${formatInr(cover.limitPaise ?? 0)} of it.`,
    });
  if (cover.reportWithinDays !== null) {
    const late = dayOf(claim.reportedOn) - dayOf(claim.incidentOn);
    if (late > cover.reportWithinDays)
      reasons.push({
        code: 'REPORTED_LATE',
        message: `${cover.title} must be reported within ${cover.reportWithinDays} days of the problem; this was reported after ${late} days.`,
      });
  }
  const missing = REQUIRED_DOCUMENTS[cover.type].filter((d) => !claim.documents.includes(d));
  if (missing.length > 0)
    reasons.push({
      code: 'DOCUMENTS_MISSING',
      message: `We still need ${joinWords(missing.map((d) => DOCUMENT_LABELS[d]))}.`,
    });

  return reasons.length === 0
    ? { outcome: 'approved', reasons: [], remainingCoverPaise: remaining }
    : { outcome: 'review', reasons, remainingCoverPaise: remaining };
}

/** The same month and day a year later (the next plan year's start before clamping). */
function nextYear(iso: string): string {
  return `${Number(iso.slice(0, 4)) + 1}${iso.slice(4)}`;
}

function joinWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
