import { findOpenCartOfSession, findPincode } from '@kavach/db';
import { slotAvailability } from '@kavach/domain';
import type { AppDeps } from '../../deps';
import { AppError } from '../../lib/http-errors';

/** A slot request for a PIN code we do not serve finds no visits (404). */
export async function assertSlotPincode(deps: AppDeps, pincode: string | undefined): Promise<void> {
  if (!pincode) return;
  const pin = await findPincode(deps.db, pincode);
  if (!pin || !pin.cityKey)
    throw new AppError(404, 'SLOT_NOT_FOUND', 'No visits are available at this PIN code yet.');
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
) {
  const kind = await slotKind(deps, sessionHash, asked.sub_application);
  const result = slotAvailability({ now, kind, ...(asked.days ? { days: asked.days } : {}) });
  if (!result.ok) throw new AppError(404, result.error_code, result.message);
  return result.slots;
}
