import type { Cart } from '@kavach/contracts';
import { slotAvailability } from '@kavach/domain';
import { AppError } from '../../lib/http-errors';
import type { CurrentSession } from '../../lib/current-session';

/** Razorpay's minimum charge is ₹1. */
export const MIN_CHARGE_PAISE = 100;

/**
 * What must hold before an order is created (T7.8 workflow skipping): items, complete details, a
 * phone verified in THIS session by one-time code, every item serviceable at the address, a free
 * slot for every visit, a still-valid coupon and a chargeable amount. Each failure is a 4xx with a
 * stable code the checkout page understands.
 */
export function assertCheckoutReady(cart: Cart, session: CurrentSession, now: Date): void {
  if (cart.items.length === 0) throw new AppError(409, 'CART_EMPTY', 'Your cart is empty.');
  const missing = (['name', 'email', 'phone', 'address'] as const).filter((k) => !cart[k]);
  if (missing.length)
    throw new AppError(400, 'DETAILS_INCOMPLETE', 'Please fill in your name, email, phone and address.', {
      fields: Object.fromEntries(missing.map((k) => [k, 'Required field'])),
    });
  if (!session.verifiedPhone || session.verifiedPhone !== cart.phone)
    throw new AppError(
      403,
      'PHONE_NOT_VERIFIED',
      'Please verify your phone number with the one-time code first.',
    );
  const unserviceable = cart.items.filter((i) => i.serviceable !== true);
  if (unserviceable.length)
    throw new AppError(
      409,
      'NOT_SERVICEABLE',
      'Some plans in your cart are not available at this PIN code.',
      {
        item_ids: unserviceable.map((i) => i.id),
      },
    );
  for (const item of cart.items) {
    if (item.item_type !== 'amc' && item.item_type !== 'insta-repair') continue;
    if (!item.slot)
      throw new AppError(409, 'SLOT_REQUIRED', `Choose a visit slot for ${item.display_title}.`, {
        item_ids: [item.id],
      });
    const slots = slotAvailability({ now, kind: item.item_type });
    const free =
      slots.ok && slots.slots[item.slot.date]?.some((s) => s.slot_time === item.slot!.time && s.is_available);
    if (!free)
      throw new AppError(
        409,
        'SLOT_UNAVAILABLE',
        'The visit slot you chose is no longer available. Please pick another.',
        {
          item_ids: [item.id],
        },
      );
  }
  if (cart.discount_error)
    throw new AppError(
      409,
      cart.discount_error === 'COUPON_EXHAUSTED' ? 'COUPON_EXHAUSTED' : 'COUPON_INVALID',
      cart.discount_code_message ?? 'The code on your cart no longer applies. Remove it to continue.',
    );
  if (cart.total < MIN_CHARGE_PAISE)
    throw new AppError(409, 'AMOUNT_TOO_LOW', 'The order total must be at least ₹1 to pay online.');
}
