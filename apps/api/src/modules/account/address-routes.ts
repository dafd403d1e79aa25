import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AddressBody,
  AddressDeleteBody,
  AddressListResponse,
  AddressPatchBody,
  AddressResponse,
  ErrorBody,
  MessageResponse,
} from '@kavach/contracts';
import {
  addressesOfCustomer,
  countAddresses,
  deleteAddressOfCustomer,
  insertAddress,
  updateAddressOfCustomer,
  type Db,
} from '@kavach/db';
import type { AppDeps } from '../../deps';
import { requireCustomer } from '../../lib/current-session';
import { AppError } from '../../lib/http-errors';
import { addressView } from '../customers/customer-view';
import { pincodeDetails } from '../geo/geo.service';

/** An address book holds at most 20 addresses (bounded storage per customer). */
export const MAX_ADDRESSES = 20;
const tags = ['account'];
const ERRORS = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody };
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

/** Address book (docs/product/api.md#slots-and-addresses; docs/product/security-tests.md#t6-1: owner-only reads and writes). */
export function addressRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/v3/customer/addresses',
      { schema: { tags, response: { 200: AddressListResponse, 401: ErrorBody } } },
      async (request, reply) => {
        const { customer } = await requireCustomer(deps.db, request, deps.clock.now());
        reply.header('cache-control', 'private, no-store');
        return { addresses: (await addressesOfCustomer(deps.db, customer.id)).map((a) => addressView(a)) };
      },
    );

    app.post(
      '/v3/customer/address',
      { schema: { tags, body: AddressBody, response: { 200: AddressResponse, ...ERRORS } } },
      async (request) => {
        const now = deps.clock.now();
        const { customer } = await requireCustomer(deps.db, request, now);
        const body = request.body;
        if ((await countAddresses(deps.db, customer.id)) >= MAX_ADDRESSES)
          throw new AppError(
            409,
            'ADDRESS_BOOK_FULL',
            'Your address book is full. Delete an address to add a new one.',
          );
        const place = await placeOf(deps.db, body.pincode);
        const row = await insertAddress(deps.db, {
          customerId: customer.id,
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
      },
    );

    app.patch(
      '/v3/customer/address/:id',
      {
        schema: {
          tags,
          params: z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) }),
          body: AddressPatchBody,
          response: { 200: AddressResponse, ...ERRORS },
        },
      },
      async (request) => {
        const now = deps.clock.now();
        const { customer } = await requireCustomer(deps.db, request, now);
        const b = request.body;
        const place = b.pincode ? { pincode: b.pincode, ...(await placeOf(deps.db, b.pincode)) } : {};
        const row = await updateAddressOfCustomer(deps.db, customer.id, request.params.id, {
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
      },
    );

    app.delete(
      '/myaccount/address',
      { schema: { tags, body: AddressDeleteBody, response: { 200: MessageResponse, ...ERRORS } } },
      async (request) => {
        const { customer } = await requireCustomer(deps.db, request, deps.clock.now());
        if (!(await deleteAddressOfCustomer(deps.db, customer.id, request.body.id))) throw notFound();
        return { message: 'Address deleted' };
      },
    );
  };
}
