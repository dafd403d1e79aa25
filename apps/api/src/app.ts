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
import { allCartRoutes } from './modules/cart/routes';
import { catalogueRoutes } from './modules/catalogue/routes';
import { createCatalogueProvider } from './modules/catalogue/catalogue.provider';
import { devOutboxRoutes } from './modules/dev-outbox/routes';
import { geoRoutes } from './modules/geo/routes';
import { healthRoutes } from './modules/health/routes';
import { otpRoutes } from './modules/otp/routes';
import { orderDownloadRoutes } from './modules/orders/download-routes';
import { isPayingSession } from './modules/orders/order-access';
import { orderRoutes } from './modules/orders/routes';
import { paymentWebhookRoutes } from './modules/orders/webhook-routes';
import { EmulatedRazorpayGateway, emulatorRoutes } from './payments';
import { paymentLinkRoutes } from './modules/payment-links/routes';
import { partnerRoutes } from './modules/partner/routes';
import { staffRoutes } from './modules/staff/routes';
import { customerAuthRoutes } from './modules/customers/auth-routes';
import { customerSessionRoutes } from './modules/customers/session-routes';
import { passwordResetRoutes } from './modules/customers/reset-routes';
import { customerProfileRoutes } from './modules/customers/profile-routes';
import { accountRoutes } from './modules/account/routes';
import { addressRoutes } from './modules/account/address-routes';
import { activationRoutes } from './modules/activation/routes';
import { activationDocumentRoutes } from './modules/activation/document-routes';
import { certificateRoutes } from './modules/activation/certificate-routes';
import { sessionRoutes } from './modules/session/routes';
import { slotRoutes } from './modules/slots/routes';
import { supportRoutes } from './modules/support/routes';

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
  await app.register(healthRoutes(routeDeps));
  await app.register(sessionRoutes(sessionOptions));
  await app.register(staffRoutes(deps, sessionOptions));
  await app.register(customerAuthRoutes(deps, sessionOptions));
  await app.register(customerSessionRoutes(deps, sessionOptions));
  await app.register(passwordResetRoutes(deps));
  await app.register(customerProfileRoutes(deps, sessionOptions));
  await app.register(accountRoutes(deps));
  await app.register(addressRoutes(deps));
  await app.register(activationRoutes(deps));
  await app.register(activationDocumentRoutes(deps));
  await app.register(certificateRoutes(deps));
  await app.register(catalogueRoutes(catalogue));
  await app.register(geoRoutes(deps, catalogue));
  await app.register(supportRoutes(deps));
  await app.register(otpRoutes(deps));
  await app.register(devOutboxRoutes(deps));
  await app.register(allCartRoutes(deps));
  await app.register(slotRoutes(deps));
  await app.register(orderRoutes(deps));
  await app.register(paymentLinkRoutes(deps));
  await app.register(orderDownloadRoutes(deps));
  await app.register(paymentWebhookRoutes(deps));
  await app.register(partnerRoutes(deps));
  if (deps.payments instanceof EmulatedRazorpayGateway)
    await app.register(
      emulatorRoutes(deps, deps.payments, (request, id) => isPayingSession(deps, request, id)),
    );
  return app;
}
