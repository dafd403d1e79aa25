import { enqueueOutbox, findPincode, updateCart, type CartRow } from '@kavach/db';
import { cityByKey, containsDisallowedChars, isValidEmail, normaliseIndianMobile } from '@kavach/domain';
import { randomUUID } from 'node:crypto';
import type { AppDeps } from '../../deps';
import { cartTransaction } from './cart-tx';
import { AppError } from '../../lib/http-errors';
import type { CurrentSession } from '../../lib/current-session';
import { openCartFor, ownedOpenCart } from './cart-access';

export interface DetailsInput {
  name?: string | undefined;
  email?: string | undefined;
  phone?: string | undefined;
  address?:
    | {
        address: string;
        address2?: string | null | undefined;
        landmark?: string | null | undefined;
        pincode: string;
      }
    | undefined;
}

const invalid = (field: string, message: string) =>
  new AppError(400, 'VALIDATION_ERROR', message, { fields: { [field]: message } });

function checkText(field: string, value: string | null | undefined) {
  if (value && containsDisallowedChars(value))
    throw invalid(field, 'The characters < and > are not allowed.');
}

/** POST /v3/cart/{id}: personal details and address; city and state come from the PIN directory. */
export async function updateDetails(
  deps: AppDeps,
  session: CurrentSession,
  token: string,
  input: DetailsInput,
) {
  const now = deps.clock.now();
  const patch: Partial<CartRow> = {};
  if (input.name !== undefined) {
    checkText('name', input.name);
    patch.name = input.name;
  }
  if (input.email !== undefined) {
    if (!isValidEmail(input.email)) throw invalid('email', 'Enter a valid email address.');
    patch.email = input.email.toLowerCase();
  }
  if (input.phone !== undefined) {
    const phone = normaliseIndianMobile(input.phone);
    if (!phone) throw invalid('phone', 'Enter a valid 10-digit Indian mobile number.');
    patch.phone = phone;
  }
  if (input.address) {
    const a = input.address;
    for (const [k, v] of Object.entries({ address: a.address, address2: a.address2, landmark: a.landmark }))
      checkText(k, v);
    const pin = await findPincode(deps.db, a.pincode);
    if (!pin) throw invalid('address.pincode', 'We could not find this PIN code. Please check it.');
    const city = cityByKey(pin.cityKey);
    patch.address = {
      address: a.address,
      address2: a.address2 ?? null,
      landmark: a.landmark ?? null,
      city: city?.name ?? pin.district,
      state: pin.state,
      pincode: a.pincode,
    };
    patch.pincode = a.pincode;
    if (city) patch.city = city.key;
  }
  return cartTransaction(deps.db, async (tx) => {
    const cart = await ownedOpenCart(tx, token, session);
    return updateCart(tx, cart.id, patch, now);
  });
}

/** Updates city / PIN code / tab of a cart (update_cart: the session's cart; update_cart_city: by token). */
export async function updateLocation(
  deps: AppDeps,
  session: CurrentSession,
  token: string | undefined,
  input: { city?: string | undefined; pincode?: string | undefined; tabId?: string | undefined },
) {
  const patch: Partial<CartRow> = {};
  if (input.city !== undefined) patch.city = input.city;
  if (input.tabId !== undefined) patch.tabId = input.tabId;
  if (input.pincode !== undefined) {
    const pin = await findPincode(deps.db, input.pincode);
    if (!pin) throw invalid('pincode', 'We could not find this PIN code. Please check it.');
    patch.pincode = input.pincode;
    if (pin.cityKey) patch.city = pin.cityKey;
  }
  return cartTransaction(deps.db, async (tx) => {
    const cart = await openCartFor(tx, session, token);
    return updateCart(tx, cart.id, patch, deps.clock.now());
  });
}

/** POST /v3/cart/create_lead: a sales lead, handed to the CRM through the outbox. */
export async function createLead(
  deps: AppDeps,
  input: { name?: string | undefined; phone: string; email?: string | undefined; city?: string | undefined },
  cartToken: string | null,
) {
  const phone = normaliseIndianMobile(input.phone);
  if (!phone) throw invalid('phone', 'Enter a valid 10-digit Indian mobile number.');
  if (input.email !== undefined && !isValidEmail(input.email))
    throw invalid('email', 'Enter a valid email address.');
  checkText('name', input.name);
  const now = deps.clock.now();
  const leadId = randomUUID();
  await enqueueOutbox(deps.db, {
    channel: 'crm',
    topic: 'lead',
    recipient: phone,
    payload: {
      lead_id: leadId,
      name: input.name ?? null,
      email: input.email ?? null,
      city: input.city ?? null,
      cart: cartToken,
    },
    idempotencyKey: `lead:${leadId}`,
    availableAt: now,
    createdAt: now,
  });
  return leadId;
}
