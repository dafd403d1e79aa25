import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AddItemBody,
  AddItemsBody,
  CartConflict,
  CartItemParams,
  CartResponse,
  DeviceDetailBody,
  ErrorBody,
  RenewPlanBody,
  SetQuantityBody,
  UpdateItemBody,
} from '@kavach/contracts';
import type { RouteDeps } from '../../deps';
import { setCartCookie } from './cart-cookie';
import { addItems } from './cart-items.service';
import { addRenewal } from './renewal.service';
import { requireCustomer } from '../../lib/current-session';
import { removeItem, setQuantity, updateDeviceDetail, updateItem } from './cart-lines.service';
import { NO_STORE, cartResponse, session } from './respond';

/** docs/product/cart.md#toasts toast text after an add. */
export const ITEM_ADDED = 'Item added to the cart';
/** The toast after a renewal is put in the cart (decision 091). */
export const RENEWAL_ADDED = 'Renewal added to the cart';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody } as const;
const tags = ['cart'];

/** Cart lines: add (one, bulk, replacing), change quantity / tenure / slot / device, delete (docs/product/api.md#cart*/
export function cartItemRoutes(deps: RouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/item',
      {
        schema: {
          tags,
          body: AddItemBody,
          response: { 200: CartResponse, ...errors, 409: CartConflict.or(ErrorBody) },
        },
      },
      async (request, reply) => {
        const s = await session(deps, request);
        const { city, ...item } = request.body.data;
        const { cart, created } = await addItems(deps, s, [item], { city });
        if (created) setCartCookie(reply, cart.token, deps.config.cookieSecure);
        reply.headers(NO_STORE);
        return cartResponse(deps, cart, s, ITEM_ADDED);
      },
    );
    app.post(
      '/items',
      {
        schema: {
          tags,
          body: AddItemsBody,
          response: { 200: CartResponse, ...errors, 409: CartConflict.or(ErrorBody) },
        },
      },
      async (request, reply) => {
        const s = await session(deps, request);
        const { cart, created } = await addItems(deps, s, request.body.data.items, {
          city: request.body.data.city,
        });
        if (created) setCartCookie(reply, cart.token, deps.config.cookieSecure);
        reply.headers(NO_STORE);
        return cartResponse(deps, cart, s, ITEM_ADDED);
      },
    );
    app.post(
      '/renewal',
      { schema: { tags, body: RenewPlanBody, response: { 200: CartResponse, ...errors } } },
      async (request, reply) => {
        const s = await requireCustomer(deps.db, request, deps.clock.now());
        const { cart, created } = await addRenewal(deps, s, request.body.osid);
        if (created) setCartCookie(reply, cart.token, deps.config.cookieSecure);
        reply.headers(NO_STORE);
        return cartResponse(deps, cart, s, RENEWAL_ADDED);
      },
    );
    app.post(
      '/replace_cart',
      { schema: { tags, body: AddItemBody, response: { 200: CartResponse, ...errors } } },
      async (request, reply) => {
        const s = await session(deps, request);
        const { city, ...item } = request.body.data;
        const { cart, created } = await addItems(deps, s, [item], { city, replace: true });
        if (created) setCartCookie(reply, cart.token, deps.config.cookieSecure);
        reply.headers(NO_STORE);
        return cartResponse(deps, cart, s, ITEM_ADDED);
      },
    );
    app.patch(
      '/items/:id',
      {
        schema: {
          tags,
          params: CartItemParams,
          body: SetQuantityBody,
          response: { 200: CartResponse, ...errors },
        },
      },
      async (request, reply) => {
        const s = await session(deps, request);
        const cart = await setQuantity(deps, s, request.params.id, request.body.quantity);
        reply.headers(NO_STORE);
        return cartResponse(deps, cart, s);
      },
    );
    app.patch(
      '/item/:id',
      {
        schema: {
          tags,
          params: CartItemParams,
          body: UpdateItemBody,
          response: { 200: CartResponse, ...errors },
        },
      },
      async (request, reply) => {
        const s = await session(deps, request);
        const cart = await updateItem(deps, s, request.params.id, request.body);
        reply.headers(NO_STORE);
        return cartResponse(deps, cart, s);
      },
    );
    app.patch(
      '/device_detail/:id',
      {
        schema: {
          tags,
          params: CartItemParams,
          body: DeviceDetailBody,
          response: { 200: CartResponse, ...errors },
        },
      },
      async (request, reply) => {
        const s = await session(deps, request);
        const cart = await updateDeviceDetail(deps, s, request.params.id, request.body.device_detail);
        reply.headers(NO_STORE);
        return cartResponse(deps, cart, s);
      },
    );
    app.delete(
      '/item/:id',
      { schema: { tags, params: CartItemParams, response: { 200: CartResponse, ...errors } } },
      async (request, reply) => {
        const s = await session(deps, request);
        const cart = await removeItem(deps, s, request.params.id);
        reply.headers(NO_STORE);
        return cartResponse(deps, cart, s);
      },
    );
  };
}
