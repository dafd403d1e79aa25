import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { createTestDb, testDbKinds } from '@kavach/db/testing';
import { REFERENCE_DATA_DIR } from '@kavach/db/seed';
import type { DbHandle } from '@kavach/db';
import type { FastifyServerOptions } from 'fastify';
import { buildApp } from '../../src/app';
import type { AppDeps } from '../../src/deps';
import { EmulatedRazorpayGateway } from '../../src/payments';
import { deriveKey } from '../../src/env';
import type { Clock } from '../../src/lib/clock';
import { createLocalDocumentStore } from '../../src/lib/storage';
import { seedTestDb, TEST_START } from './test-seed';

/** The project's own copy of the reference data (packages/db/data). */
export const DATA_DIR = REFERENCE_DATA_DIR;
export { TEST_PIN_PREFIXES } from './test-seed';
export const WEB_ORIGIN = 'http://localhost:3000';
// eslint-disable-next-line no-restricted-properties -- tests pick the databases to run on
export const DB_KINDS = testDbKinds(process.env.DATABASE_URL);

export type TestApp = Awaited<ReturnType<typeof buildApp>>;

export interface Fixture {
  app: TestApp;
  handle: DbHandle;
  clock: Clock & { set(d: Date): void };
  /** What the app was built with (a test may build a second app over the same database). */
  deps: AppDeps;
  /** The Razorpay adapter over the Razorpay emulator (decision 053), as `npm start` runs it. */
  payments: EmulatedRazorpayGateway;
  /** The private folder of this fixture's local document store (removed on close). */
  documentDir: string;
  close(): Promise<void>;
}

const TEST_SESSION_SECRET = 'test-secret-test-secret-test-secret-123';

export interface FixtureOptions {
  /** Overrides of the test configuration (e.g. `nodeEnv: 'production'`). */
  config?: Partial<AppDeps['config']>;
  /** Fastify logger options (e.g. a capturing stream); off by default. */
  logger?: FastifyServerOptions['logger'];
}

/** One migrated and seeded database per test file, on the given kind (conventions 14; decision 067). */
export async function createFixture(
  kind: 'pglite' | 'postgres',
  options: FixtureOptions = {},
): Promise<Fixture> {
  // A copy of the run's seeded template (decision 067), or — outside the Vitest run's global setup —
  // a database migrated and seeded here.
  const template = inject('dbTemplates')?.[kind] ?? null;
  // eslint-disable-next-line no-restricted-properties -- tests pick the databases to run on
  const handle = await createTestDb(kind, process.env.DATABASE_URL, template);
  if (!template) await seedTestDb(handle.db);
  let now = TEST_START;
  const clock = { now: () => now, set: (d: Date) => (now = d) };
  // The Razorpay adapter over the emulator, delivering its webhooks into this app (as server.ts does).
  const target: { app?: TestApp } = {};
  const payments = new EmulatedRazorpayGateway({
    sessionSecret: TEST_SESSION_SECRET,
    stateFile: null,
    now: () => clock.now().getTime(),
    webhookRetryDelaysMs: [10, 50],
    emitWebhook: async (rawBody, headers) =>
      (await target.app?.inject({ method: 'POST', url: '/v3/payments/webhook', headers, payload: rawBody }))
        ?.statusCode ?? 503,
  });
  const documentDir = await mkdtemp(path.join(tmpdir(), 'kavach-documents-'));
  const deps: AppDeps = {
    db: handle.db,
    dbKind: handle.kind,
    clock,
    payments,
    documents: createLocalDocumentStore(documentDir),
    config: {
      sessionSecret: TEST_SESSION_SECRET,
      cookieSecure: true,
      webOrigins: [WEB_ORIGIN],
      nodeEnv: 'test',
      supportPhone: '1800-123-4567',
      otpPepper: deriveKey(TEST_SESSION_SECRET, 'otp-pepper'),
      supplier: {
        name: 'Kavach Protection Services Private Limited',
        gstin: '27AAHCK4517M1ZQ',
        address: 'Bandra Kurla Complex, Mumbai 400051',
        state: 'Maharashtra',
      },
      partnerKeys: [],
      // TRUST_PROXY's default: injected requests come from 127.0.0.1, the web origin's hop.
      trustProxy: ['loopback'],
      ...options.config,
    },
  };
  const app = await buildApp(deps, options.logger);
  target.app = app;
  await app.ready();
  return {
    app,
    handle,
    clock,
    deps,
    payments,
    documentDir,
    close: async () => {
      await payments.whenIdle();
      await app.close();
      await handle.close();
      await rm(documentDir, { recursive: true, force: true });
    },
  };
}

/** Starts a session like the browser does: GET /auth/set_csrf, keep the cookie and the token. */
export async function startSession(app: TestApp) {
  const res = await app.inject({ method: 'GET', url: '/auth/set_csrf?tabId=tab-1' });
  const body = res.json() as { csrf_token: string; session_id: string };
  const cookie = res.cookies.find((c) => c.name === '__Host-session_id');
  if (!cookie) throw new Error('no session cookie');
  return {
    csrf: body.csrf_token,
    publicId: body.session_id,
    cookie: `__Host-session_id=${cookie.value}`,
    rawCookie: cookie,
    headers: { cookie: `__Host-session_id=${cookie.value}`, 'x-csrftoken': body.csrf_token },
  };
}
