import { findOpenCartOfSession, findPincode } from '@kavach/db';
import {
  SLOT_FALLBACK_DAYS,
  categoryBySlug,
  repairedAtHome,
  slotAvailability,
  type ProcessType,
  type SlotKind,
} from '@kavach/domain';
import type { AppDeps } from '../../deps';
import { AppError } from '../../lib/http-errors';
import { holidayDaysOfCity } from '../calendar/holiday-calendar';

/**
 * A slot request for a PIN code we do not serve finds no visits (404). Otherwise the holidays of
 * the PIN's city, or the national ones when no PIN is given (docs/product/service-requests.md#holiday-calendar):
 * no slot is offered on them.
 */
export async function slotHolidays(deps: AppDeps, pincode: string | undefined): Promise<string[]> {
  if (!pincode) return holidayDaysOfCity(deps.db, null);
  const pin = await findPincode(deps.db, pincode);
  if (!pin || !pin.cityKey)
    throw new AppError(404, 'SLOT_NOT_FOUND', 'No visits are available at this PIN code yet.');
  return holidayDaysOfCity(deps.db, pin.cityKey);
}

/** The one place a slot request decides AMC vs insta-repair: the asked sub-application, else the cart's type. */
async function slotKind(
  deps: AppDeps,
  sessionHash: string | null,
  asked: 'amc' | 'insta-repair' | undefined,
) {
  if (asked) return asked;
  const cart = sessionHash ? await findOpenCartOfSession(deps.db, sessionHash) : null;
  return cart?.type === 'amc' ? 'amc' : 'insta-repair';
}

/** The visit slots of the next `days` (7 by default) for the asked or the cart's kind of visit. */
export async function availableSlots(
  deps: AppDeps,
  sessionHash: string | null,
  asked: { sub_application?: 'amc' | 'insta-repair' | undefined; days?: number | undefined },
  now: Date,
  holidays: readonly string[],
) {
  const kind = await slotKind(deps, sessionHash, asked.sub_application);
  const result = slotAvailability({
    now,
    kind,
    blockedDates: holidays,
    ...(asked.days ? { days: asked.days } : {}),
  });
  if (!result.ok) throw new AppError(404, result.error_code, result.message);
  return result.slots;
}

/**
 * The self-serve variant (application=selfserve, spec §7, §9): the plan's category decides the
 * visit rules — large appliances and televisions are repaired at home, everything else is picked
 * up (mail-in) or carried in, which start the next day; a preventive-maintenance visit on an AMC
 * follows the AMC rule (same day before noon).
 */
export function selfserveSlotQuery(
  plan: { planType: string; categorySlug: string | null },
  coverId: string | undefined,
  processType: ProcessType | undefined,
): { kind: SlotKind; processType: ProcessType } {
  const category = plan.categorySlug ? categoryBySlug(plan.categorySlug) : null;
  const route: ProcessType = processType ?? (repairedAtHome(category) ? 'at-home' : 'mail-in');
  const amcPlan = plan.planType === 'amc' || plan.planType === 'comprehensive-amc';
  const kind: SlotKind = amcPlan && coverId === 'preventive_maintenance' ? 'amc' : 'insta-repair';
  return { kind, processType: route };
}

/** The self-serve slots of a plan: the map slot_availability answers (SLOT_NOT_FOUND when none). */
export function selfserveSlots(
  plan: { planType: string; categorySlug: string | null },
  asked: { coverId?: string | undefined; processType?: ProcessType | undefined; days?: number | undefined },
  now: Date,
  holidays: readonly string[],
) {
  const { kind, processType } = selfserveSlotQuery(plan, asked.coverId, asked.processType);
  const result = slotAvailability({
    now,
    kind,
    processType,
    blockedDates: holidays,
    ...(asked.days ? { days: asked.days } : {}),
  });
  if (!result.ok) throw new AppError(404, result.error_code, result.message);
  return result.slots;
}

/**
 * Whether a chosen appointment (date and slot) is bookable for this plan now: it must be an
 * available slot of the 30-day window (spec §9 "fallback 30 days of slots"), not on a holiday of
 * the address's city.
 */
export function isBookableAppointment(
  plan: { planType: string; categorySlug: string | null },
  asked: { coverId?: string | undefined; processType?: ProcessType | undefined },
  date: string,
  time: string,
  now: Date,
  holidays: readonly string[],
): boolean {
  const { kind, processType } = selfserveSlotQuery(plan, asked.coverId, asked.processType);
  const result = slotAvailability({
    now,
    kind,
    processType,
    days: SLOT_FALLBACK_DAYS,
    blockedDates: holidays,
  });
  if (!result.ok) return false;
  return result.slots[date]?.some((s) => s.slot_time === time && s.is_available) ?? false;
}
