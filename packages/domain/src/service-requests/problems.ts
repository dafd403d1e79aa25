import type { CategoryGroup } from '../catalogue/categories';
import type { PlanTypeKey } from '../catalogue/plan-types';

/**
 * The problems a customer picks in the self-serve flow's category-issues step (spec §2, §5):
 * per category group, each with a `display_order` (null: listed after the ordered ones) and the
 * product types it applies to (`root_product_type_ids`). Spec §5: "Problems sort: those with
 * display_order first ascending, null-order last. A problem is valid if its root_product_type_ids
 * include the chosen type, or if the type is 10."
 */

/** A product type of the problem catalogue: one per plan type; 10 is "every type" (spec §5). */
export const ALL_PRODUCT_TYPES = 10;

/** Product type id of each plan type. Home-care plans cover every appliance: type 10 (spec §5). */
export const PRODUCT_TYPE_OF_PLAN: Readonly<Record<PlanTypeKey, number>> = {
  'extended-warranty': 1,
  'spills-and-drops': 2,
  'screen-protection': 3,
  'total-care': 4,
  'insta-repair': 5,
  amc: 6,
  'comprehensive-amc': 7,
  homecare: ALL_PRODUCT_TYPES,
};

export interface Problem {
  id: string;
  name: string;
  display_order: number | null;
  root_product_type_ids: readonly number[];
}

/** Breakdown (malfunction) problems: warranty, total care, repair and maintenance plans. */
const BREAKDOWN = [1, 4, 5, 6, 7] as const;
/** Accidental or liquid damage: the damage plans. */
const DAMAGE = [2, 4] as const;
/** Screen damage: screen protection and the damage plans. */
const SCREEN = [2, 3, 4] as const;
/** A maintenance visit: AMC plans. */
const SERVICE = [6, 7] as const;

const p = (
  id: string,
  name: string,
  display_order: number | null,
  root_product_type_ids: readonly number[],
): Problem => ({ id, name, display_order, root_product_type_ids });

/** Phones, tablets and wearables. */
const MOBILE: readonly Problem[] = [
  p('mob-screen-cracked', 'Screen cracked', 1, SCREEN),
  p('mob-not-charging', 'Not charging', 2, BREAKDOWN),
  p('mob-battery-drain', 'Battery drains fast', 3, BREAKDOWN),
  p('mob-speaker', 'Speaker not working', 4, BREAKDOWN),
  p('mob-liquid', 'Liquid damage', 5, DAMAGE),
  p('mob-touch', 'Touch not responding', 6, [...BREAKDOWN, 3]),
  p('mob-camera', 'Camera not working', 7, BREAKDOWN),
  p('mob-dropped', 'Dropped and not working', 8, DAMAGE),
  p('mob-no-network', 'No network or SIM not detected', null, BREAKDOWN),
  p('mob-restart', 'Restarts on its own', null, BREAKDOWN),
  p('mob-back-glass', 'Back glass broken', null, DAMAGE),
];

const COMPUTING: readonly Problem[] = [
  p('cmp-no-power', 'Not switching on', 1, BREAKDOWN),
  p('cmp-screen', 'Display broken or lines on the screen', 2, [...SCREEN, ...BREAKDOWN]),
  p('cmp-keyboard', 'Keyboard or touchpad not working', 3, BREAKDOWN),
  p('cmp-battery', 'Battery not charging', 4, BREAKDOWN),
  p('cmp-liquid', 'Liquid spilled on it', 5, DAMAGE),
  p('cmp-overheat', 'Overheating and shutting down', null, BREAKDOWN),
  p('cmp-hinge', 'Hinge or body broken', null, DAMAGE),
  p('cmp-slow', 'Very slow or freezing', null, BREAKDOWN),
];

const ENTERTAINMENT: readonly Problem[] = [
  p('tv-no-picture', 'No picture, sound works', 1, BREAKDOWN),
  p('tv-no-power', 'Not switching on', 2, BREAKDOWN),
  p('tv-lines', 'Lines or spots on the screen', 3, BREAKDOWN),
  p('tv-no-sound', 'No sound', 4, BREAKDOWN),
  p('tv-panel-cracked', 'Screen panel cracked', 5, DAMAGE),
  p('tv-remote', 'Remote or buttons not responding', null, BREAKDOWN),
  p('tv-wifi', 'Wi-Fi or apps not working', null, BREAKDOWN),
  p('tv-install', 'Wall-mount or installation check', null, SERVICE),
];

/** Large appliances: AC, refrigerator, washing machine, purifiers, geysers, coolers. */
const LARGE: Readonly<Record<string, readonly Problem[]>> = {
  'air-conditioner': [
    p('ac-not-cooling', 'Not cooling', 1, BREAKDOWN),
    p('ac-leak', 'Water leaking from indoor unit', 2, BREAKDOWN),
    p('ac-noise', 'Making noise', 3, BREAKDOWN),
    p('ac-no-power', 'Not switching on', 4, BREAKDOWN),
    p('ac-smell', 'Bad smell from the vents', null, BREAKDOWN),
    p('ac-remote', 'Remote not working', null, BREAKDOWN),
    p('ac-wet-service', 'Wet service (jet cleaning)', 5, SERVICE),
    p('ac-gas', 'Gas refill check', null, SERVICE),
  ],
  refrigerator: [
    p('ref-not-cooling', 'Not cooling', 1, BREAKDOWN),
    p('ref-ice', 'Ice forming in the fridge section', 2, BREAKDOWN),
    p('ref-leak', 'Water leaking', 3, BREAKDOWN),
    p('ref-noise', 'Making noise', 4, BREAKDOWN),
    p('ref-door', 'Door not closing properly', null, BREAKDOWN),
    p('ref-light', 'Light not working', null, BREAKDOWN),
    p('ref-service', 'General service and cleaning', null, SERVICE),
  ],
  'washing-machine': [
    p('wm-not-spinning', 'Drum not spinning', 1, BREAKDOWN),
    p('wm-not-draining', 'Water not draining', 2, BREAKDOWN),
    p('wm-leak', 'Water leaking', 3, BREAKDOWN),
    p('wm-noise', 'Making noise or shaking', 4, BREAKDOWN),
    p('wm-no-power', 'Not switching on', null, BREAKDOWN),
    p('wm-error', 'Shows an error code', null, BREAKDOWN),
    p('wm-service', 'Drum cleaning and service', null, SERVICE),
  ],
  'water-purifier': [
    p('ro-no-water', 'No water coming out', 1, BREAKDOWN),
    p('ro-taste', 'Water tastes or smells bad', 2, BREAKDOWN),
    p('ro-leak', 'Water leaking', 3, BREAKDOWN),
    p('ro-slow', 'Very slow flow', null, BREAKDOWN),
    p('ro-filter', 'Filter change due', 4, SERVICE),
  ],
  geyser: [
    p('gy-no-heat', 'Water not heating', 1, BREAKDOWN),
    p('gy-leak', 'Water leaking', 2, BREAKDOWN),
    p('gy-trip', 'Trips the power', 3, BREAKDOWN),
    p('gy-noise', 'Making noise', null, BREAKDOWN),
    p('gy-descale', 'Descaling and service', null, SERVICE),
  ],
  default: [
    p('la-no-power', 'Not switching on', 1, BREAKDOWN),
    p('la-not-working', 'Not working as it should', 2, BREAKDOWN),
    p('la-noise', 'Making noise', 3, BREAKDOWN),
    p('la-leak', 'Water leaking', null, BREAKDOWN),
    p('la-service', 'General service', null, SERVICE),
  ],
};

const SMALL: readonly Problem[] = [
  p('sa-no-power', 'Not switching on', 1, BREAKDOWN),
  p('sa-not-working', 'Not working as it should', 2, BREAKDOWN),
  p('sa-noise', 'Making noise', null, BREAKDOWN),
  p('sa-broken', 'Broken after a fall', null, DAMAGE),
];

const BY_GROUP: Readonly<Record<Exclude<CategoryGroup, 'large-appliance'>, readonly Problem[]>> = {
  mobile: MOBILE,
  wearable: MOBILE,
  computing: COMPUTING,
  entertainment: ENTERTAINMENT,
  'small-appliance': SMALL,
};

/** What happened, for a theft-and-loss cover (decision 063): the same list whatever the device. */
const THEFT: readonly Problem[] = [
  p('theft-stolen', 'Stolen', 1, [4]),
  p('theft-snatched', 'Snatched on the street', 2, [4]),
  p('theft-lost', 'Lost', 3, [4]),
];

/** Every problem of a category (by its group; large appliances by their own slug). */
export function problemsOfCategory(
  category: { slug: string; group: CategoryGroup } | null,
): readonly Problem[] {
  if (!category) return SMALL;
  if (category.group === 'large-appliance') return LARGE[category.slug] ?? LARGE.default!;
  return BY_GROUP[category.group];
}

/** Spec §5: a problem is valid if its root_product_type_ids include the type, or the type is 10. */
export function isProblemValid(
  problem: Pick<Problem, 'root_product_type_ids'>,
  productType: number,
): boolean {
  return productType === ALL_PRODUCT_TYPES || problem.root_product_type_ids.includes(productType);
}

/** Spec §5: display_order ascending first, null-order last (stable among equals). */
export function sortProblems<T extends Pick<Problem, 'display_order'>>(problems: readonly T[]): T[] {
  return problems
    .map((problem, index) => ({ problem, index }))
    .sort((a, b) => {
      const x = a.problem.display_order;
      const y = b.problem.display_order;
      if (x === null && y === null) return a.index - b.index;
      if (x === null) return 1;
      if (y === null) return -1;
      return x - y || a.index - b.index;
    })
    .map((e) => e.problem);
}

/** The problems the flow lists for a product type: valid ones only, in the §5 order. */
export function problemsFor<T extends Problem>(problems: readonly T[], productType: number): T[] {
  return sortProblems(problems.filter((pr) => isProblemValid(pr, productType)));
}

/**
 * The problems the flow lists for a cover: a theft or loss lists what happened to the device;
 * every other cover the category's problems valid for the product type, in the §5 order.
 */
export function problemsOfCover(
  category: { slug: string; group: CategoryGroup } | null,
  productType: number,
  coverType: string,
): Problem[] {
  return coverType === 'theft'
    ? sortProblems(THEFT)
    : problemsFor([...problemsOfCategory(category)], productType);
}
