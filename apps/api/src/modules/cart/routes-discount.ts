import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DiscountBody, DiscountResponse, ErrorBody, RemoveDiscountBody } from '@kavach/contracts';
import type { RouteDeps } from '../../deps';
import { applyDiscount, removeDiscount } from './cart-discount.service';
import { NO_STORE, cartResponse, session } from './respond';

const errors = {
  400: ErrorBody,
  401: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  409: ErrorBody,
  429: ErrorBody,
} as const;
const tags = ['cart'];

/** docs/product/api.md#cart apply_discount / remove_discount: the answer carries `discount_message` and the recomputed cart. */
export function cartDiscountRoutes(deps: RouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/apply_discount',
      { schema: { tags, body: DiscountBody, response: { 200: DiscountResponse, ...errors } } },
      async (request, reply) => {
        const s = await session(deps, request);
        const { discount, cart } = await applyDiscount(
          deps,
          s,
          request.ip,
          request.body.code,
          request.body.token_id,
        );
        if (!discount.valid)
          request.log.info({ event: 'coupon_failed', reason: discount.errorCode }, 'coupon rejected');
        const { cart: view } = await cartResponse(deps, cart, s);
        reply.headers(NO_STORE);
        return {
          discount_message: {
            is_valid: discount.valid,
            discount_code: discount.valid ? discount.code : null,
            discount_amount: discount.discountPaise,
            token_id: view.token_id,
            message: discount.message,
            ...(discount.errorCode ? { error_code: discount.errorCode } : {}),
          },
          cart: view,
        };
      },
    );
    app.post(
      '/remove_discount',
      { schema: { tags, body: RemoveDiscountBody, response: { 200: DiscountResponse, ...errors } } },
      async (request, reply) => {
        const s = await session(deps, request);
        const cart = await removeDiscount(deps, s, request.body.token_id);
        const { cart: view } = await cartResponse(deps, cart, s);
        reply.headers(NO_STORE);
        return {
          discount_message: {
            is_valid: false,
            discount_code: null,
            discount_amount: 0,
            token_id: view.token_id,
            message: 'The code was removed.',
          },
          cart: view,
        };
      },
    );
  };
}
