import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteDeps } from '../../deps';
import { registerAgentAudit } from '../staff/agent-audit';
import { cartBaseRoutes } from './routes-cart';
import { cartDiscountRoutes } from './routes-discount';
import { cartItemRoutes } from './routes-items';

/** Every docs/product/api.md#cart path, under the `/v3/cart` prefix app.ts registers it with. */
export function cartRoutes(deps: RouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    registerAgentAudit(app, deps);
    await app.register(cartBaseRoutes(deps));
    await app.register(cartItemRoutes(deps));
    await app.register(cartDiscountRoutes(deps));
  };
}
