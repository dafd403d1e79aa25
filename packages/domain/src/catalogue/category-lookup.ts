import { DEVICE_CATEGORIES } from './categories';
import type { DeviceCategory } from './categories';
import { PLAN_TYPES } from './plan-types';
import type { PlanType } from './plan-types';

const bySlug = new Map(DEVICE_CATEGORIES.map((c) => [c.slug, c]));
const byPluralSlug = new Map(DEVICE_CATEGORIES.map((c) => [c.pluralSlug, c]));
const byQuestionSlug = new Map(DEVICE_CATEGORIES.map((c) => [c.questionSlug, c]));
const planTypeByKeyMap = new Map<string, PlanType>(PLAN_TYPES.map((p) => [p.key, p]));

/** Category by singular slug (`mobile-phone`), or null. */
export function categoryBySlug(slug: string): DeviceCategory | null {
  return bySlug.get(slug) ?? null;
}

/** Category by plural slug (`mobile-phones`), or null. */
export function categoryByPluralSlug(pluralSlug: string): DeviceCategory | null {
  return byPluralSlug.get(pluralSlug) ?? null;
}

/** Category by its `?question_popup=` slug (`microwave`, `mobile-phones`), or null. */
export function categoryByQuestionSlug(questionSlug: string): DeviceCategory | null {
  return byQuestionSlug.get(questionSlug) ?? null;
}

/** Plan type by key, or null. */
export function planTypeByKey(key: string): PlanType | null {
  return planTypeByKeyMap.get(key) ?? null;
}
