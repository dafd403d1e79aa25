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
import type { RouteDeps } from '../../deps';
import { requireCustomer } from '../../lib/current-session';
import { addAddress, deleteAddress, listAddresses, updateAddress } from './address.service';

const tags = ['account'];
const ERRORS = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/** Address book (docs/product/api.md#slots-and-addresses; docs/product/security-tests.md#t6-1: owner-only reads and writes). */
export function addressRoutes(deps: RouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/v3/customer/addresses',
      { schema: { tags, response: { 200: AddressListResponse, 401: ErrorBody } } },
      async (request, reply) => {
        const { customer } = await requireCustomer(deps.db, request, deps.clock.now());
        reply.header('cache-control', 'private, no-store');
        return listAddresses(deps, customer.id);
      },
    );

    app.post(
      '/v3/customer/address',
      { schema: { tags, body: AddressBody, response: { 200: AddressResponse, ...ERRORS } } },
      async (request) => addAddress(deps, request, request.body),
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
      async (request) => updateAddress(deps, request, request.params.id, request.body),
    );

    app.delete(
      '/myaccount/address',
      { schema: { tags, body: AddressDeleteBody, response: { 200: MessageResponse, ...ERRORS } } },
      async (request) => deleteAddress(deps, request, request.body.id),
    );
  };
}
