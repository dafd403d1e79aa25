import { formatInr } from '../format/money';
import type { DeviceCategory } from '../catalogue/categories';
import type { PlanTypeKey } from '../catalogue/plan-types';
import type { ClaimCover } from './adjudicate';
import { NO_COPAY, SPILLS_AND_DROPS_COPAY, THEFT_EXCESS, type CopayRule } from './copay';
import type { SrProcess } from './sr-lifecycle';

/**
 * What a plan lets a customer claim (docs/product/service-requests.md#covers): the covers of each
 * plan type, with the rules `adjudicate()` applies and the co-pay `copayPaise()` charges. The
 * catalogue's `covers` lists are marketing copy; this table is what a request is decided on.
 */

/** The wire's process types (spec §9) and the lifecycle each one follows. */
export const PROCESS_TYPES = ['carry-in', 'at-home', 'mail-in', 'theft'] as const;
export type ProcessTypeWire = (typeof PROCESS_TYPES)[number];

export const PROCESS_OF_TYPE: Readonly<Record<ProcessTypeWire, SrProcess>> = {
  'carry-in': 'carry_in',
  'at-home': 'onsite',
  'mail-in': 'pick_drop',
  theft: 'theft',
};

export const PROCESS_TYPE_LABELS: Readonly<Record<ProcessTypeWire, string>> = {
  'carry-in': 'Carry-in to a service centre',
  'at-home': 'Repair at home',
  'mail-in': 'Free pick & drop',
  theft: 'Theft claim',
};

/** The wire's process type of a lifecycle (a replacement is shown as the request it came from). */
export function processTypeOf(process: SrProcess): ProcessTypeWire {
  switch (process) {
    case 'carry_in':
      return 'carry-in';
    case 'onsite':
      return 'at-home';
    case 'theft':
      return 'theft';
    default:
      return 'mail-in';
  }
}

export interface PlanCover extends ClaimCover {
  /** One line for the cover step. */
  description: string;
  copay: CopayRule;
  /** How the device may be served under this cover, the first being the default. */
  processTypes: readonly ProcessTypeWire[];
}

/** Categories repaired where they stand: large appliances and televisions. */
export const repairedAtHome = (category: Pick<DeviceCategory, 'group' | 'slug'> | null): boolean =>
  category !== null && (category.group === 'large-appliance' || category.slug === 'television');

/** Breakdown covers may be reported at any time; damage within 7 days (domain facts §4, OA-FAQ). */
const DAMAGE_REPORT_DAYS = 7;
/** A theft or loss within 2 days, the time to file the FIR and block the SIM ([I], decision 063). */
export const THEFT_REPORT_DAYS = 2;

/**
 * The one plan that covers theft and loss: Total Care on a mobile phone, "Phone Total Care with
 * Theft & Loss" (decision 063). The seed's plan copy and the claim covers both ask this.
 */
export const coversTheft = (planType: PlanTypeKey, category: Pick<DeviceCategory, 'slug'> | null): boolean =>
  planType === 'total-care' && category?.slug === 'mobile-phone';

export interface PlanCoverInput {
  planType: PlanTypeKey;
  category: Pick<DeviceCategory, 'group' | 'slug'> | null;
  /** The device price recorded at activation, in paise (0 when unknown). */
  devicePricePaise: number;
  /** Preventive-maintenance visits left on the plan. */
  remainingPm: number;
}

/** The covers of a plan, in the order the cover step lists them. */
export function planCoversOf(input: PlanCoverInput): PlanCover[] {
  const atHome = repairedAtHome(input.category);
  const deviceRoute: readonly ProcessTypeWire[] = atHome ? ['at-home'] : ['mail-in', 'carry-in'];
  const value = input.devicePricePaise > 0 ? input.devicePricePaise : null;
  const breakdown: PlanCover = {
    id: 'breakdown',
    type: 'warranty',
    title: 'Breakdown repair',
    description: 'Malfunctions and manufacturing defects: parts and labour included.',
    claimsPerYear: null,
    limitPaise: value,
    reportWithinDays: null,
    copay: NO_COPAY,
    processTypes: deviceRoute,
  };
  const damage: PlanCover = {
    id: 'accidental_damage',
    type: 'damage',
    title: 'Accidental and liquid damage',
    description: 'Drops, cracks and spills. A co-pay of ₹599 or 5% of the device price applies.',
    claimsPerYear: 2,
    limitPaise: value,
    reportWithinDays: DAMAGE_REPORT_DAYS,
    copay: SPILLS_AND_DROPS_COPAY,
    processTypes: deviceRoute,
  };
  const screen: PlanCover = {
    id: 'screen_damage',
    type: 'screen',
    title: 'Screen damage',
    description: 'A cracked or damaged front screen, replaced with a genuine display.',
    claimsPerYear: 1,
    limitPaise: value,
    reportWithinDays: DAMAGE_REPORT_DAYS,
    copay: NO_COPAY,
    processTypes: deviceRoute,
  };
  const maintenance: PlanCover = {
    id: 'preventive_maintenance',
    type: 'maintenance',
    title: 'Preventive maintenance',
    description: 'A scheduled service visit: cleaning and a health check.',
    claimsPerYear: null,
    limitPaise: null,
    reportWithinDays: null,
    copay: NO_COPAY,
    processTypes: ['at-home'],
  };
  const visit: PlanCover = {
    ...breakdown,
    id: 'repair_visit',
    title: 'Repair visit',
    description: 'A technician visits, diagnoses and repairs at your home.',
    limitPaise: null,
    processTypes: ['at-home'],
  };
  const theft: PlanCover = {
    id: 'theft',
    type: 'theft',
    title: 'Theft or loss',
    description:
      'A stolen or lost phone replaced with the same or a similar model, after a police complaint (FIR). An excess of 5% of the phone’s price, at least ₹1,000, applies.',
    claimsPerYear: 1,
    limitPaise: value,
    reportWithinDays: THEFT_REPORT_DAYS,
    copay: THEFT_EXCESS,
    processTypes: ['theft'],
  };
  const pm = input.remainingPm > 0 ? [maintenance] : [];
  switch (input.planType) {
    case 'extended-warranty':
      return [breakdown, ...pm];
    case 'spills-and-drops':
      return [damage];
    case 'screen-protection':
      return [screen];
    case 'total-care':
      return coversTheft(input.planType, input.category) ? [breakdown, damage, theft] : [breakdown, damage];
    case 'insta-repair':
      return [visit];
    case 'amc':
    case 'comprehensive-amc':
    case 'homecare':
      return [{ ...breakdown, limitPaise: null, processTypes: ['at-home'] }, ...pm];
  }
}

/** What raising a request under a cover costs and allows, in one line for the plan page (issue 20 §1). */
export function coverTermsText(
  cover: Pick<PlanCover, 'claimsPerYear' | 'reportWithinDays' | 'copay'>,
): string {
  const parts: string[] = [];
  parts.push(
    cover.claimsPerYear === null
      ? 'No limit on requests'
      : `Up to ${cover.claimsPerYear} request${cover.claimsPerYear === 1 ? '' : 's'} a plan year`,
  );
  switch (cover.copay.kind) {
    case 'none':
      parts.push('no co-pay');
      break;
    case 'fixed':
      parts.push(`co-pay ${formatInr(cover.copay.paise)} per request`);
      break;
    case 'greater_of':
      parts.push(
        `co-pay ${formatInr(cover.copay.minimumPaise)} or ${cover.copay.percent}% of the device price, whichever is higher`,
      );
      break;
    case 'excess':
      parts.push(
        `excess ${cover.copay.percent}% of the device price, at least ${formatInr(cover.copay.minimumPaise)}`,
      );
      break;
  }
  if (cover.reportWithinDays !== null) parts.push(`report within ${cover.reportWithinDays} days`);
  return parts.join(' · ');
}
