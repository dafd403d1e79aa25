import type { Customer, CustomerAddress } from '@kavach/contracts';
import { addressesOfCustomer, type CustomerAddressRow, type CustomerRow, type DbOrTx } from '@kavach/db';

/** docs/product/accounts.md#addresses: the customer object carries the first 3 addresses, without additional_details. */
export const CACHED_ADDRESSES = 3;

export function addressView(a: CustomerAddressRow, withDetails = true): CustomerAddress {
  return {
    id: a.id,
    address: a.address,
    address2: a.address2,
    landmark: a.landmark,
    label: a.label,
    lat: a.lat,
    lng: a.lng,
    city: a.city,
    state: a.state,
    pincode: a.pincode,
    is_verified: a.isVerified,
    ...(withDetails ? { additional_details: a.additionalDetails } : {}),
  };
}

/** docs/product/accounts.md#customer-profile Customer as its owner sees it (never another customer: callers pass the session's). */
export async function customerView(db: DbOrTx, c: CustomerRow): Promise<Customer> {
  const addresses = await addressesOfCustomer(db, c.id);
  return {
    id: c.publicId,
    token_id: c.publicId,
    first_name: c.firstName,
    last_name: c.lastName,
    name: `${c.firstName} ${c.lastName}`.trim(),
    email: c.email,
    phone: c.phone,
    phone_verified: c.phoneVerifiedAt !== null,
    email_verified: c.emailVerifiedAt !== null,
    email_activation_pending: c.email !== null && c.emailVerifiedAt === null,
    has_password: c.passwordHash !== null,
    is_authenticate: true,
    whatsapp_subscribed: c.whatsappSubscribed,
    address: addresses.slice(0, CACHED_ADDRESSES).map((a) => addressView(a, false)),
  };
}
