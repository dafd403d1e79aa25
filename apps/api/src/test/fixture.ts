import { fileURLToPath } from 'node:url';
import { createTestDb, testDbKinds } from '@kavach/db/testing';
import { seed } from '@kavach/db/seed';
import type { DbHandle } from '@kavach/db';
import { buildApp } from '../app';
import type { Clock } from '../lib/clock';

export const DATA_DIR = fileURLToPath(new URL('../../../../../shared/data', import.meta.url));
/** PIN prefixes of the six cities' cores plus a non-served one (Itanagar, 791). */
export const TEST_PIN_PREFIXES = ['4000', '1100', '5600', '6000', '1220', '2013', '5000', '4110', '791'];
export const WEB_ORIGIN = 'http://localhost:3000';
// eslint-disable-next-line no-restricted-properties -- tests pick the databases to run on
export const DB_KINDS = testDbKinds(process.env.DATABASE_URL);

export type TestApp = Awaited<ReturnType<typeof buildApp>>;

export interface Fixture {
  app: TestApp;
  handle: DbHandle;
  clock: Clock & { set(d: Date): void };
  close(): Promise<void>;
}

/** One migrated and seeded database per test file, on the given kind (conventions 14). */
export async function createFixture(kind: 'pglite' | 'postgres'): Promise<Fixture> {
  // eslint-disable-next-line no-restricted-properties -- tests pick the databases to run on
  const handle = await createTestDb(kind, process.env.DATABASE_URL);
  await seed(handle.db, { dataDir: DATA_DIR, pincodeFilter: { prefixes: TEST_PIN_PREFIXES } });
  let now = new Date('2026-11-21T06:30:00Z');
  const clock = { now: () => now, set: (d: Date) => (now = d) };
  const app = await buildApp({
    db: handle.db,
    dbKind: handle.kind,
    clock,
    config: {
      sessionSecret: 'test-secret-test-secret-test-secret-123',
      cookieSecure: true,
      webOrigins: [WEB_ORIGIN],
      nodeEnv: 'test',
      supportPhone: '1800-123-4567',
    },
  });
  await app.ready();
  return {
    app,
    handle,
    clock,
    close: async () => {
      await app.close();
      await handle.close();
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
