import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppDeps, RouteDeps } from './deps';
import { frameworkErrors, registerErrorHandling } from './plugins/errors';
import { registerLoadShedding } from './plugins/overload';
import { databaseRateLimitStore } from './plugins/rate-limit-store';
import { registerSecurityLog } from './plugins/security-log';
import { registerSession, type SessionOptions } from './plugins/session';
import { registerTextInputRule } from './plugins/text-input';
import { cartRoutes } from './modules/cart/routes';
import { catalogueRoutes } from './modules/catalogue/routes';
import { createCatalogueProvider } from './modules/catalogue/catalogue.provider';
import { devOutboxRoutes } from './modules/dev-outbox/routes';
import { geoRoutes } from './modules/geo/routes';
import { healthRoutes } from './modules/health/routes';
import { otpRoutes } from './modules/otp/routes';
import { isPayingSession } from './modules/orders/order-access';
import { orderRoutes } from './modules/orders/routes';
import { EmulatedRazorpayGateway, emulatorRoutes } from './payments';
import { paymentLinkRoutes } from './modules/payment-links/routes';
import { partnerRoutes } from './modules/partner/routes';
import { staffRoutes } from './modules/staff/routes';
import { customersRoutes } from './modules/customers/routes';
import { accountRoutes } from './modules/account/routes';
import { activationRoutes } from './modules/activation/routes';
import { serviceRequestRoutes } from './modules/service-requests/routes';
import { sessionRoutes } from './modules/session/routes';
import { slotRoutes } from './modules/slots/routes';
import { dialerRoutes } from './modules/support/dialer-routes';
import { supportRoutes } from './modules/support/routes';
import { trackerRoutes } from './modules/tracker/routes';
import { serviceDeskRoutes } from './modules/service-desk/routes';

const REQUEST_ID = /^[A-Za-z0-9-]{8,64}$/;
/** The API answers data, never a page to render or frame (docs/product/security-tests.md#t12-1; decision 042). */
const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/** Fastify's compiler factories, answering with the zod compilers (typed for Ajv, hence the cast). */
const ZOD_COMPILERS = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as NonNullable<FastifyServerOptions['schemaController']>['compilersFactory'];

/** Builds the API (conventions 8): registers plugins and modules; never listens. */
export async function buildApp(deps: AppDeps, logger: FastifyServerOptions['logger'] = false) {
  const app = Fastify({
    logger,
    bodyLimit: 1024 * 1024,
    // request.ip (every per-IP limit) believes X-Forwarded-For from these peers only (decision 040).
    trustProxy: deps.config.trustProxy.length > 0 ? deps.config.trustProxy : false,
    requestIdHeader: false,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    routerOptions: { maxParamLength: 200 },
    frameworkErrors,
    // Every route validates and serialises with zod (below): handing Fastify our compilers here
    // spares it loading and initialising Ajv and fast-json-stringify at start (≈ 300 ms of a cold
    // start on the bench machine, performance-goals.md "Cold start").
    schemaController: { compilersFactory: ZOD_COMPILERS },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    reply.header('x-content-type-options', 'nosniff');
    // A route with a policy of its own keeps it (documents: `sandbox`; the emulator's link page; /docs: below).
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', API_CSP);
  });
  registerErrorHandling(app);
  registerLoadShedding(app, { maxInFlight: deps.config.maxInFlight ?? 0 });
  registerSecurityLog(app);
  // Bodies are JSON (or, on the routes that say so, raw bytes): Fastify's default text/plain
  // parser would hand a CORS-safelisted text/plain body to the routes as a string (issue 18
  // finding 9, docs/product/security-tests.md#t1-3). Without it such a body is answered 415 before any handler runs.
  app.removeContentTypeParser('text/plain');

  await app.register(cookie);
  // Counters in the database, shared by every API replica (decision 046).
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(deps.db) });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Kavach API', version: '0.1.0', description: 'Storefront API (spec §7 paths).' },
      components: {
        securitySchemes: {
          csrf: { type: 'apiKey', in: 'header', name: 'x-csrftoken' },
          partnerKey: { type: 'apiKey', in: 'header', name: 'x-partner-key' },
        },
      },
      tags: [
        {
          name: 'partner',
          description:
            'Server-to-server routes of the marketplace and retail partners (x-partner-key; decision 024).',
        },
      ],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    // The docs page runs inline scripts: swagger-ui's policy names them by hash. Not framed; no
    // upgrade-insecure-requests (the API is plain HTTP behind the web origin).
    staticCSP: true,
    transformStaticCSP: (header) =>
      header
        .replace("frame-ancestors 'self'", "frame-ancestors 'none'")
        .replace(/\s*upgrade-insecure-requests;/, ''),
  });

  const sessionOptions: SessionOptions = {
    db: deps.db,
    secret: deps.config.sessionSecret,
    cookieSecure: deps.config.cookieSecure,
    allowedOrigins: deps.config.webOrigins,
    clock: deps.clock,
  };
  registerSession(app, sessionOptions);
  registerTextInputRule(app);
  const catalogue = createCatalogueProvider(deps.db, deps.clock);
  const routeDeps: RouteDeps = { ...deps, session: sessionOptions, catalogue };

  // The whole route map, in one place (conventions 11).
  // One path (/health): no prefix.
  await app.register(healthRoutes(routeDeps));
  await app.register(sessionRoutes(routeDeps), { prefix: '/auth' });
  await app.register(staffRoutes(routeDeps), { prefix: '/v3/staff' });
  // /customers/…, /v3/customer/…, /auth/update_session, /v3/otp/web_render_login: no common prefix.
  await app.register(customersRoutes(routeDeps));
  // /v3/customer/… and /myaccount/address: no common prefix.
  await app.register(accountRoutes(routeDeps));
  await app.register(activationRoutes(routeDeps), { prefix: '/v3/activation' });
  // /v3/selfserve/…, /v3/copay/…, /v3/disclaimer/…, /selfserve/is_selfserve_restricted: spec §7, no common prefix.
  await app.register(serviceRequestRoutes(routeDeps));
  // Catalogue and geo: their paths share no prefix (the site's legacy content and geo URLs).
  await app.register(catalogueRoutes(routeDeps));
  await app.register(geoRoutes(routeDeps));
  // /selfserve/create_incident_emailterminator and /send_app_link: no common prefix.
  await app.register(supportRoutes(routeDeps));
  await app.register(otpRoutes(routeDeps), { prefix: '/v3/otp' });
  await app.register(devOutboxRoutes(routeDeps), { prefix: '/dev' });
  await app.register(cartRoutes(routeDeps), { prefix: '/v3/cart' });
  // `::` is a literal colon for the router: the path is /v4/app:website/fms/service/slot_availability.
  await app.register(slotRoutes(routeDeps), { prefix: '/v4/app::website/fms/service' });
  await app.register(dialerRoutes(routeDeps), { prefix: '/v4/app::website/dialer' });
  await app.register(trackerRoutes(routeDeps), { prefix: '/v3/tracker' });
  await app.register(serviceDeskRoutes(routeDeps), { prefix: '/v3/service-desk' });
  await app.register(orderRoutes(routeDeps), { prefix: '/v3' });
  await app.register(paymentLinkRoutes(routeDeps), { prefix: '/v3' });
  await app.register(partnerRoutes(routeDeps), { prefix: '/v3/partner' });
  if (deps.payments instanceof EmulatedRazorpayGateway)
    await app.register(
      emulatorRoutes(deps, deps.payments, (request, id) => isPayingSession(deps, request, id)),
    );
  return app;
}
