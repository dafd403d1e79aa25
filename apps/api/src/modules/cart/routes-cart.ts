import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CartResponse,
  CartTokenParams,
  CreateCartBody,
  CreateLeadBody,
  ErrorBody,
  ServiceableQuery,
  ServiceableResponse,
  UpdateCartBody,
  UpdateCartGenericBody,
  UpdateCityBody,
  CartToken,
} from '@kavach/contracts';
import { findPincode, readCart } from '@kavach/db';
import { adoptSession, sessionRequired } from '../../lib/current-session';
import { hashId } from '../../plugins/session';
import { isCityKey } from '@kavach/domain';
import type { RouteDeps } from '../../deps';
import { cartTransaction } from './cart-tx';
import { AppError } from '../../lib/http-errors';
import { cartNotFound, ownedCart, sessionOpenCart } from './cart-access';
import { CART_COOKIE, setCartCookie } from './cart-cookie';
import { createLead, updateDetails, updateLocation } from './cart-details.service';
import { openCartForUpdate } from './cart-items.service';
import { resetCart } from './cart-lines.service';
import { NO_STORE, cartResponse, session } from './respond';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody } as const;
const tags = ['cart'];

/** The cart itself (docs/product/api.md#cart): create, read, details, location, serviceability, reset, leads. */
export function cartBaseRoutes(deps: RouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '',
      { schema: { tags, body: CreateCartBody, response: { 200: CartResponse, ...errors } } },
      async (request, reply) => {
        const s = await session(deps, request);
        const { tabId, city } = request.body.data;
        const { cart, created } = await cartTransaction(deps.db, (tx) =>
          openCartForUpdate(tx, s, deps.clock.now(), { tabId, city }),
        );
        if (created) setCartCookie(reply, cart.token, deps.config.cookieSecure);
        reply.headers(NO_STORE);
        return cartResponse(deps, cart, s);
      },
    );
    app.get(
      '/:id',
      {
        schema: {
          tags,
          params: CartTokenParams,
          headers: z.object({ campaigns: z.string().max(200).optional() }).passthrough(),
          response: { 200: CartResponse, ...errors },
        },
      },
      async (request, reply) => {
        // The session check and the cart in one statement, then its lines (readCart); docs/product/security-tests.md#t6-1:
        // another session's cart answers exactly like a token that does not exist.
        const now = deps.clock.now();
        const found = request.sessionToken
          ? await readCart(deps.db, hashId(request.sessionToken), request.params.id)
          : null;
        const s = await adoptSession(deps.db, request, found?.session ?? null, now);
        if (!s) throw sessionRequired();
        if (!found?.cart) throw cartNotFound();
        reply.headers(NO_STORE);
        return cartResponse(deps, found.cart, s, undefined, found.lines);
      },
    );
    app.post(
      '/:id',
      {
        schema: {
          tags,
          params: CartTokenParams,
          body: UpdateCartBody,
          response: { 200: CartResponse, ...errors },
        },
      },
      async (request, reply) => {
        const s = await session(deps, request);
        const cart = await updateDetails(deps, s, request.params.id, request.body);
        reply.headers(NO_STORE);
        return cartResponse(deps, cart, s);
      },
    );
    app.post(
      '/reset',
      {
        schema: {
          tags,
          body: z.object({ token_id: CartToken.optional() }).strict().optional(),
          response: { 200: CartResponse, ...errors },
        },
      },
      async (request, reply) => {
        const s = await session(deps, request);
        const cart = await cartTransaction(deps.db, async (tx) =>
          resetCart(deps, tx, await sessionOpenCart(tx, s)),
        );
        reply.headers(NO_STORE);
        return cartResponse(deps, cart, s);
      },
    );
    app.post(
      '/update_cart',
      { schema: { tags, body: UpdateCartGenericBody, response: { 200: CartResponse, ...errors } } },
      async (request, reply) => {
        const s = await session(deps, request);
        const cart = await updateLocation(deps, s, undefined, request.body.data);
        reply.headers(NO_STORE);
        return cartResponse(deps, cart, s);
      },
    );
    app.post(
      '/update_cart_city/:id',
      {
        schema: {
          tags,
          params: CartTokenParams,
          body: UpdateCityBody,
          response: { 200: CartResponse, ...errors },
        },
      },
      async (request, reply) => {
        const s = await session(deps, request);
        const cart = await updateLocation(deps, s, request.params.id, { city: request.body.city });
        reply.headers(NO_STORE);
        return cartResponse(deps, cart, s);
      },
    );
    app.get(
      '/serviceable/:id',
      {
        schema: {
          tags,
          params: CartTokenParams,
          querystring: ServiceableQuery,
          response: { 200: ServiceableResponse, ...errors },
        },
      },
      async (request, reply) => {
        const s = await session(deps, request);
        const cart = await ownedCart(deps.db, request.params.id, s);
        const pin = await findPincode(deps.db, request.query.pincode);
        if (!pin)
          throw new AppError(400, 'PINCODE_NOT_FOUND', 'We could not find this PIN code. Please check it.');
        // Evaluated for the asked PIN without storing it (a GET changes nothing, docs/product/security-tests.md#t3-3).
        const { cart: view } = await cartResponse(deps, { ...cart, pincode: request.query.pincode }, s);
        const items = Object.fromEntries(view.items.map((i) => [String(i.id), i.serviceable === true]));
        reply.headers(NO_STORE);
        return {
          pincode: request.query.pincode,
          city: isCityKey(pin.cityKey) ? pin.cityKey : null,
          serviceable: Object.values(items).every(Boolean),
          items,
          cart: view,
        };
      },
    );
    app.post(
      '/create_lead',
      {
        schema: {
          tags,
          body: CreateLeadBody,
          response: { 200: z.object({ lead_id: z.string(), message: z.string() }), ...errors },
        },
        config: { rateLimit: { max: 5, timeWindow: '10 minutes' } },
      },
      async (request) => {
        const leadId = await createLead(deps, request.body, request.cookies[CART_COOKIE] ?? null);
        return { lead_id: leadId, message: 'Thank you. Our team will call you shortly.' };
      },
    );
    app.get(
      '/send_webpage_visited_to_lsq/:id',
      {
        schema: {
          tags,
          params: CartTokenParams,
          response: { 200: z.object({ status: z.literal('ok') }), ...errors },
        },
      },
      async (request) => {
        // A CRM page-visit signal: logged only (a GET must not change state, docs/product/security-tests.md#t3-3).
        request.log.info({ event: 'webpage_visited', cart: request.params.id.slice(0, 6) }, 'page visit');
        return { status: 'ok' as const };
      },
    );
  };
}
