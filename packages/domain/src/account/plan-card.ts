import type { ProductTypeGroup } from '../catalogue/plan-types';
import { formatDateTimeShort, formatDayMonthYear } from '../format/dates';
import type { DateInput } from '../format/dates';
import { banner } from './plan-banner';
import type { PlanStatusLabel } from './plan-status';

/** docs/product/catalogue.md#categories-and-plan-types home-care plan names ("a provider pass plan" is ours: Kavach Pass, as seeded). */
export const HOME_CARE_PLAN_NAMES = [
  'HomeCare Basic',
  'Home Maintenance Plan',
  'HomeCare Lite',
  'HomeCare Fest',
  'DiwaliCare',
  'HomeCare Gold',
  'Kavach Pass',
  'Home Assure',
  'HomeCare Premium',
  'HomeCare Comprehensive',
] as const;

/**
 * docs/product/accounts.md#plan-action-button "for certain plan names" the card offers Track Request first. The spec does not list them; we
 * assume the visit-based plans (home-care of docs/product/catalogue.md#categories-and-plan-types and the two AMC types of docs/product/catalogue.md#categories-and-plan-types), because those are the
 * plans with preventive maintenance and several open requests at once.
 */
export const TRACK_FIRST_PLAN_NAMES: readonly string[] = [
  ...HOME_CARE_PLAN_NAMES,
  'Annual Maintenance Contract',
  'Comprehensive AMC',
];

/** docs/product/accounts.md#plan-statuses: tracking goes to the requests list for this plan even with a single open request. */
const LIST_TRACKING_PLAN = 'HomeCare Comprehensive';

/** Sales channels whose customers claim through the insurer (docs/product/accounts.md#session, docs/product/api.md#errors). Compared lower-case. */
export const INSURER_CHANNELS: readonly string[] = ['insurer'];

/** docs/product/service-requests.md#insurer-channel message, as a sentence for the card. */
export const INSURER_MESSAGE =
  'Please contact the insurer on its helpline to generate a claim id before registering a request.';

/** docs/product/accounts.md#plan-statuses Account plan card fields (plan_tenure split into its two dates), plus the plan's type group. */
export interface PlanCardInput {
  plan_status: PlanStatusLabel;
  plan_name: string;
  product_type: ProductTypeGroup;
  plan_start_date: DateInput | null;
  plan_end_date: DateInput | null;
  plan_purchased_date: DateInput | null;
  plan_validity: { is_valid: boolean; is_hc_valid: boolean };
  active_sr_exists: boolean;
  sr_id: string | null;
  sr_time_stamp: DateInput | null;
  open_sr_count: number;
  preventive_maintainance_data: { has_pm: boolean; remaining_pm: number };
  reopen_eligible: boolean;
  /** Number of covers on the plan. */
  covers: number;
  is_registered: boolean;
  blacklisted: boolean;
  channel_name: string;
  osid: string;
  tokenized_osid: string;
}

export type BannerTone = 'green' | 'red' | 'blue' | 'orange' | 'grey';
export interface PlanBanner {
  tone: BannerTone;
  text: string;
}
export type PlanActionLabel = 'Raise Service Request' | 'Track Request' | 'Chat With Us' | 'Activate Now';
export interface PlanAction {
  label: PlanActionLabel;
  /** Where the button goes; null when disabled or when the UI opens the chat itself. */
  href: string | null;
  disabled: boolean;
}
export interface PlanCard {
  banner: PlanBanner;
  action: PlanAction;
  statusLine: string | null;
}

/** Statuses under which a raised request is refused (docs/product/accounts.md#plan-statuses "also disabled when … status is …"). */
const RAISE_BLOCKED_STATUSES: readonly PlanStatusLabel[] = [
  'Activation Pending',
  'Unknown',
  'Under Brand Warranty',
];
/** Statuses that can no longer be activated, so never offer 'Activate Now'. */
const NOT_ACTIVATABLE: readonly PlanStatusLabel[] = ['Active', 'Expired', 'Lapsed', 'Cancelled', 'Consumed'];
/** Statuses whose way out is a chat with the helpdesk (docs/product/accounts.md#plan-statuses rule 7). */
const CHAT_STATUSES: readonly PlanStatusLabel[] = [
  'NOT STARTED',
  'Under Brand Warranty',
  'Registration Failed',
];

const isInsurer = (card: PlanCardInput): boolean =>
  INSURER_CHANNELS.includes(card.channel_name.trim().toLowerCase());

/** Valid per the server; a home-care plan must also have its home-care validity (is_hc_valid). */
const isValid = (card: PlanCardInput): boolean =>
  card.plan_validity.is_valid && (card.product_type !== 'homecare' || card.plan_validity.is_hc_valid);

function raise(card: PlanCardInput, disabled: boolean): PlanAction {
  return disabled
    ? { label: 'Raise Service Request', href: null, disabled: true }
    : {
        label: 'Raise Service Request',
        href: `/selfserve?osid=${encodeURIComponent(card.tokenized_osid)}`,
        disabled: false,
      };
}

function track(card: PlanCardInput): PlanAction {
  const toList = card.open_sr_count > 1 || card.plan_name === LIST_TRACKING_PLAN || !card.sr_id;
  const href = toList
    ? '/account/requests'
    : `/selfserve/tracker/service-request/${encodeURIComponent(card.sr_id ?? '')}`;
  return { label: 'Track Request', href, disabled: false };
}

const chat: PlanAction = { label: 'Chat With Us', href: null, disabled: false };

export interface PlanActionRule {
  /** Row name, used by the tests. */
  row: string;
  when: (card: PlanCardInput) => boolean;
  then: (card: PlanCardInput) => PlanAction;
}

const raiseBlocked = (card: PlanCardInput): boolean =>
  !isValid(card) || RAISE_BLOCKED_STATUSES.includes(card.plan_status);

/**
 * docs/product/accounts.md#plan-action-button as one ordered rule table (PLAN_ACTION_RULES); the first row that matches
 * decides.
 *
 * Reading of the spec: the "disabled" list is about raising a request — the default button. The
 * other labels are ways out for a customer who cannot raise one, so they stay enabled: an
 * Activation Pending plan must get an enabled 'Activate Now', and a plan under brand warranty an
 * enabled 'Chat With Us'. Only the hard blocks (blacklisted customer, insurer channel, Cancelled,
 * a consumed insta-repair plan) beat every other row. An invalid plan with an active request gets
 * the disabled button (docs/product/accounts.md#plan-action-button says so) unless a track-first plan is Lapsed or Expired (row 2).
 *
 *  1. blacklisted | insurer channel | Cancelled | insta-repair Consumed → Raise, disabled
 *  2. track-first plan name and (active request and Lapsed/Expired, or PM used up with open
 *     requests)                                                            → Track Request
 *  3. reopen eligible and exactly one cover                              → Raise (disabled if 8 says so)
 *  4. active request: invalid plan → Raise, disabled; else               → Track Request
 *  5. Inspection Pending                                                 → Chat With Us (enabled)
 *  6. not registered, status still activatable (not Active, Expired, Lapsed, Consumed, Cancelled)
 *                                                                        → Activate Now
 *  7. NOT STARTED | Under Brand Warranty | Registration Failed           → Chat With Us
 *  8. otherwise → Raise, disabled when the plan is invalid or the status is Activation Pending,
 *     Unknown or Under Brand Warranty
 */
export const PLAN_ACTION_RULES: readonly PlanActionRule[] = [
  {
    row: '1 hard block',
    when: (c) =>
      c.blacklisted ||
      isInsurer(c) ||
      c.plan_status === 'Cancelled' ||
      (c.product_type === 'insta-repair' && c.plan_status === 'Consumed'),
    then: (c) => raise(c, true),
  },
  {
    row: '2 track first',
    when: (c) => {
      if (!TRACK_FIRST_PLAN_NAMES.includes(c.plan_name)) return false;
      const pm = c.preventive_maintainance_data;
      const endedWithRequest =
        c.active_sr_exists && (c.plan_status === 'Lapsed' || c.plan_status === 'Expired');
      const pmUsedUp = pm.has_pm && pm.remaining_pm === 0 && c.open_sr_count > 0;
      return endedWithRequest || pmUsedUp;
    },
    then: track,
  },
  {
    row: '3 reopen',
    when: (c) => c.reopen_eligible && c.covers === 1,
    then: (c) => raise(c, raiseBlocked(c)),
  },
  {
    row: '4 active request',
    when: (c) => c.active_sr_exists,
    then: (c) => (isValid(c) ? track(c) : raise(c, true)),
  },
  { row: '5 inspection', when: (c) => c.plan_status === 'Inspection Pending', then: () => chat },
  {
    row: '6 activate',
    when: (c) => !c.is_registered && !NOT_ACTIVATABLE.includes(c.plan_status),
    then: (c) => ({
      label: 'Activate Now',
      href: `/account/activation/${encodeURIComponent(c.osid)}?activation_source=myaccount`,
      disabled: false,
    }),
  },
  { row: '7 chat', when: (c) => CHAT_STATUSES.includes(c.plan_status), then: () => chat },
  { row: '8 default', when: () => true, then: (c) => raise(c, raiseBlocked(c)) },
];

/** The row of PLAN_ACTION_RULES that decides the card's button: the first that matches. */
function decidingRule(card: PlanCardInput): PlanActionRule {
  return PLAN_ACTION_RULES.find((r) => r.when(card)) ?? PLAN_ACTION_RULES[PLAN_ACTION_RULES.length - 1]!;
}

function action(card: PlanCardInput): PlanAction {
  return decidingRule(card).then(card);
}

/** Row 6 of PLAN_ACTION_RULES: the plan waits for its owner to activate it. */
const ACTIVATE_RULE = PLAN_ACTION_RULES.find((r) => r.row === '6 activate')!;

/**
 * The plan waits for its owner to activate it: row 6 (not registered, status still activatable)
 * decides its card, no earlier row (a hard block, a request to track, an inspection) before it.
 * The account's Activate Plan list is these plans (docs/product/accounts.md#plan-action-button:
 * filters use the plan's state, never the button's label).
 */
export function awaitsActivation(card: PlanCardInput): boolean {
  return decidingRule(card) === ACTIVATE_RULE;
}

/**
 * docs/product/accounts.md#plan-status-line, first match: insurer channel → the docs/product/service-requests.md#insurer-channel insurer message; active request →
 * 'Last Updated on {ddd, Do MMM YY - hh:mmA}'; Under Brand Warranty or NOT STARTED → 'Contact
 * helpdesk for support'; Activation Pending → 'Purchased on {DD MMM YYYY}'; else none.
 */
function statusLine(card: PlanCardInput): string | null {
  if (isInsurer(card)) return INSURER_MESSAGE;
  if (card.active_sr_exists && card.sr_time_stamp !== null) {
    return `Last Updated on ${formatDateTimeShort(card.sr_time_stamp)}`;
  }
  if (card.plan_status === 'Under Brand Warranty' || card.plan_status === 'NOT STARTED') {
    return 'Contact helpdesk for support';
  }
  if (card.plan_status === 'Activation Pending' && card.plan_purchased_date !== null) {
    return `Purchased on ${formatDayMonthYear(card.plan_purchased_date)}`;
  }
  return null;
}

/** docs/product/accounts.md#plan-banner account plan card: banner, action button and status line for one plan on `today`. */
export function planCard(card: PlanCardInput, today: DateInput): PlanCard {
  return { banner: banner(card, today), action: action(card), statusLine: statusLine(card) };
}
