import type { Cart } from '@kavach/contracts';
import { checkoutRefusal } from '@kavach/domain';
import { AppError } from '../../lib/http-errors';
import type { CurrentSession } from '../../lib/current-session';

/**
 * Throws the domain's checkout refusal (docs/product/security-tests.md#t7-8) as a 4xx with its
 * stable code, if there is one. `holidays`: those of the address's city, where no visit is booked
 * (docs/product/service-requests.md#holiday-calendar).
 */
export function assertCheckoutReady(
  cart: Cart,
  session: CurrentSession,
  now: Date,
  agentAssisted = false,
  holidays: readonly string[] = [],
): void {
  const refusal = checkoutRefusal(
    {
      items: cart.items.map((i) => ({
        id: i.id,
        itemType: i.item_type,
        displayTitle: i.display_title,
        serviceable: i.serviceable,
        slot: i.slot,
        renewal: i.is_renewals,
      })),
      name: cart.name,
      email: cart.email,
      phone: cart.phone,
      hasAddress: cart.address !== null,
      verifiedPhone: session.verifiedPhone,
      agentAssisted,
      discountError: cart.discount_error,
      discountMessage: cart.discount_code_message,
      totalPaise: cart.total,
      holidays,
    },
    now,
  );
  if (!refusal) return;
  const { status, error_code, message, ...extra } = refusal;
  throw new AppError(status, error_code, message, extra);
}
