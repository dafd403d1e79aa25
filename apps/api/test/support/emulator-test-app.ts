import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { DbHandle } from '@kavach/db';
import { sessionRoutes } from '../../src/modules/session/routes';
import { registerErrorHandling } from '../../src/plugins/errors';
import { registerSession, type SessionOptions } from '../../src/plugins/session';
import { createEmulator, EmulatedRazorpayGateway } from '../../src/payments/emulated-razorpay';
import { emulatorRoutes } from '../../src/payments/emulator-routes';
import type { RazorpayEmulator } from '../../src/payments/emulator';

const ORIGIN = 'http://localhost:3000';
const SECRET = 'emulator-routes-test-secret-emulator-1';

export interface EmulatorTestAppOptions {
  nodeEnv?: 'test' | 'production';
  allowInProduction?: boolean;
  /** The emulator's clock in ms (link expiry); the session keeps the real one. */
  now?: () => number;
  /** Another app's emulator, to see its orders and links (one Razorpay, several apps). */
  emulator?: RazorpayEmulator;
}

/**
 * The app as app.ts builds it, reduced to what the emulator's customer routes need (errors,
 * session + CSRF), plus a stand-in webhook endpoint that parses raw bytes the way the order
 * module's does, fed by the emulator's deliveries — the wiring of server.ts.
 */
export async function buildEmulatorTestApp(handle: DbHandle, options: EmulatorTestAppOptions = {}) {
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
  const emulator =
    options.emulator ??
    createEmulator({
      sessionSecret: SECRET,
      stateFile: null,
      ...(options.now ? { now: options.now } : {}),
      emitWebhook: async (rawBody, headers) =>
        (await app.inject({ method: 'POST', url: '/test/webhook', headers, payload: rawBody })).statusCode,
    });
  const gateway = new EmulatedRazorpayGateway({
    sessionSecret: SECRET,
    stateFile: null,
    emulator,
    allowInProduction: options.allowInProduction ?? false,
  });
  await app.register(sessionRoutes({ session: opts }), { prefix: '/auth' });
  // The emulator's mechanics; who the paying session is, is the order module's rule (app.ts),
  // tested through the whole app in modules/orders/emulator-page-access.test.ts.
  const anySession = () => Promise.resolve(true);
  await app.register(emulatorRoutes({ config: { nodeEnv: options.nodeEnv ?? 'test' } }, gateway, anySession));
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
