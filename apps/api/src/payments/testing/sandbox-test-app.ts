import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { DbHandle } from '@kavach/db';
import type { Clock } from '../../lib/clock';
import { sessionRoutes } from '../../modules/session/routes';
import { registerErrorHandling } from '../../plugins/errors';
import { registerSession, type SessionOptions } from '../../plugins/session';
import { SandboxGateway } from '../sandbox';
import { sandboxGatewayRoutes } from '../sandbox-routes';

const ORIGIN = 'http://localhost:3000';

/**
 * The app as app.ts builds it, reduced to what these routes need (errors, session + CSRF), plus a
 * stand-in webhook endpoint that parses raw bytes the way the order module's does, fed through
 * app.inject by `emitWebhook` — the wiring the lead adds to server.ts.
 */
export async function buildSandboxTestApp(
  handle: DbHandle,
  nodeEnv: 'test' | 'production',
  allowInProduction = false,
  /** The gateway's clock (link expiry); the session keeps the real one. */
  gatewayClock?: Clock,
) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  await app.register(cookie);
  const opts: SessionOptions = {
    db: handle.db,
    secret: 'routes-test-secret-routes-test-secret-1',
    cookieSecure: true,
    allowedOrigins: [ORIGIN],
    clock: { now: () => new Date() },
  };
  registerSession(app, opts);
  const received: Array<{ status: number; type: string | null }> = [];
  const gateway: SandboxGateway = new SandboxGateway({
    db: handle.db,
    keySecret: 'sandbox-routes-test-key-secret',
    allowInProduction,
    ...(gatewayClock ? { clock: gatewayClock } : {}),
    emitWebhook: async (rawBody, headers) =>
      (await app.inject({ method: 'POST', url: '/test/webhook', headers, payload: rawBody })).statusCode,
  });
  await app.register(sessionRoutes({ session: opts }), { prefix: '/auth' });
  // The gateway's mechanics; who the paying session is, is the order module's rule (app.ts), tested
  // through the whole app in modules/orders/sandbox-page-access.test.ts.
  const anySession = () => Promise.resolve(true);
  await app.register(sandboxGatewayRoutes({ config: { nodeEnv } }, gateway, anySession));
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_r, body, done) =>
      done(null, body),
    );
    scope.post('/test/webhook', { config: { csrf: false } }, async (request, reply) => {
      const event = gateway.parseWebhook(request.body as Buffer, request.headers);
      received.push({ status: event ? 200 : 400, type: event?.type ?? null });
      return reply.code(event ? 200 : 400).send({ ok: Boolean(event) });
    });
  });
  await app.ready();
  const session = await app.inject({ method: 'GET', url: '/auth/set_csrf?tabId=t1' });
  const sid = session.cookies.find((c) => c.name === '__Host-session_id')?.value ?? '';
  const headers = {
    cookie: `__Host-session_id=${sid}`,
    'x-csrftoken': (session.json() as { csrf_token: string }).csrf_token,
    origin: ORIGIN,
  };
  return { app, gateway, headers, received };
}
