import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { registerAgentAudit } from '../staff/agent-audit';
import { cartRoutes } from './routes-cart';
import { cartDiscountRoutes } from './routes-discount';
import { cartItemRoutes } from './routes-items';

/** Every docs/product/api.md#cart path. */
export function allCartRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    registerAgentAudit(app, deps);
    await app.register(cartRoutes(deps));
    await app.register(cartItemRoutes(deps));
    await app.register(cartDiscountRoutes(deps));
  };
}
