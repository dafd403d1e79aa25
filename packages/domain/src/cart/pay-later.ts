export interface PayLaterLine {
  itemType: string;
  /** The device's category type (cart item device detail `category_type`), when known. */
  categoryType: string | null;
}

const key = (s: string): string => s.trim().toLowerCase();

/**
 * §5 "pay-later is off if any insta-repair item's category type disallows postpaid"; domain-facts
 * §7. `disallowPostpaid` is the configured list of category types; matching ignores case and
 * surrounding spaces. Lines of other types, and insta-repair lines with no category type, never
 * turn pay-later off.
 */
export function payLaterAllowed(
  lines: readonly PayLaterLine[],
  disallowPostpaid: readonly string[],
): boolean {
  const disallowed = new Set(disallowPostpaid.map(key));
  return !lines.some(
    (l) => l.itemType === 'insta-repair' && l.categoryType !== null && disallowed.has(key(l.categoryType)),
  );
}

/** Category types whose insta-repair visits cannot be paid after the visit (the configured §5 list). */
export const POSTPAID_DISALLOWED_CATEGORIES: readonly string[] = [
  'laptop',
  'mobile-phone',
  'tablet',
  'television',
];
