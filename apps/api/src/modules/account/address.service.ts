import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AddressBody, AddressPatchBody } from '@kavach/contracts';
import {
  addressesOfCustomer,
  countAddresses,
  deleteAddressOfCustomer,
  insertAddress,
  updateAddressOfCustomer,
  type Db,
} from '@kavach/db';
import type { RouteDeps } from '../../deps';
import { requireCustomer } from '../../lib/current-session';
import { AppError } from '../../lib/http-errors';
import { addressView } from '../customers/customer-view';
import { pincodeDetails } from '../geo/geo.service';

/** An address book holds at most 20 addresses (bounded storage per customer). */
export const MAX_ADDRESSES = 20;
const notFound = () => new AppError(404, 'ADDRESS_NOT_FOUND', 'We could not find this address.');

/** City and state come from the PIN directory, never from the client (issue 4 §2). */
async function placeOf(db: Db, pincode: string) {
  const place = await pincodeDetails(db, pincode);
  if (!place)
    throw new AppError(
      400,
      'PINCODE_NOT_FOUND',
      'We could not find this PIN code. Please check it and try again.',
      {
        fields: { pincode: 'Enter a valid PIN code' },
      },
    );
  return { city: place.city ?? place.district, state: place.state };
}

/** The signed-in customer's id, or 401. */
async function customerIdOf(deps: RouteDeps, request: FastifyRequest, now: Date): Promise<number> {
  return (await requireCustomer(deps.db, request, now)).customer.id;
}

/** GET /v3/customer/addresses. */
export async function listAddresses(deps: RouteDeps, customerId: number) {
  return { addresses: (await addressesOfCustomer(deps.db, customerId)).map((a) => addressView(a)) };
}

/** POST /v3/customer/address: a new address, up to MAX_ADDRESSES. */
export async function addAddress(
  deps: RouteDeps,
  request: FastifyRequest,
  body: z.infer<typeof AddressBody>,
) {
  const now = deps.clock.now();
  const customerId = await customerIdOf(deps, request, now);
  if ((await countAddresses(deps.db, customerId)) >= MAX_ADDRESSES)
    throw new AppError(
      409,
      'ADDRESS_BOOK_FULL',
      'Your address book is full. Delete an address to add a new one.',
    );
  const place = await placeOf(deps.db, body.pincode);
  const row = await insertAddress(deps.db, {
    customerId,
    address: body.address,
    address2: body.address2 ?? '',
    landmark: body.landmark ?? '',
    label: body.label || 'Home',
    lat: body.lat ?? null,
    lng: body.lng ?? null,
    pincode: body.pincode,
    ...place,
    additionalDetails: body.additional_details ?? {},
    createdAt: now,
    updatedAt: now,
  });
  return { address: addressView(row) };
}

/** PATCH /v3/customer/address/:id: only one's own address (docs/product/security-tests.md#t6-1). */
export async function updateAddress(
  deps: RouteDeps,
  request: FastifyRequest,
  id: number,
  b: z.infer<typeof AddressPatchBody>,
) {
  const now = deps.clock.now();
  const customerId = await customerIdOf(deps, request, now);
  const place = b.pincode ? { pincode: b.pincode, ...(await placeOf(deps.db, b.pincode)) } : {};
  const row = await updateAddressOfCustomer(deps.db, customerId, id, {
    ...(b.address !== undefined ? { address: b.address } : {}),
    ...(b.address2 !== undefined ? { address2: b.address2 } : {}),
    ...(b.landmark !== undefined ? { landmark: b.landmark } : {}),
    ...(b.label !== undefined ? { label: b.label || 'Home' } : {}),
    ...(b.lat !== undefined ? { lat: b.lat } : {}),
    ...(b.lng !== undefined ? { lng: b.lng } : {}),
    ...(b.additional_details !== undefined ? { additionalDetails: b.additional_details } : {}),
    ...place,
    updatedAt: now,
  });
  if (!row) throw notFound();
  return { address: addressView(row) };
}

/** DELETE /myaccount/address: only one's own address. */
export async function deleteAddress(deps: RouteDeps, request: FastifyRequest, id: number) {
  const customerId = await customerIdOf(deps, request, deps.clock.now());
  if (!(await deleteAddressOfCustomer(deps.db, customerId, id))) throw notFound();
  return { message: 'Address deleted' };
}
