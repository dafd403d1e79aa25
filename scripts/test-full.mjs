// `npm run test:full`: the security plan's long procedures with its full counts (KAVACH_TEST_TIER=full):
// docs/product/security-tests.md#t8-1 1,000 payments × 6 tamperings, docs/product/security-tests.md#t8-3 1,000 duplicate webhook deliveries, docs/product/security-tests.md#t9-1 50 kill -9
// cycles, docs/product/security-tests.md#t9-2 10 database restarts, and the two-replica run with larger counts. CI runs the same
// tests with smaller counts (`npm test`). The PostgreSQL-only ones (docs/product/security-tests.md#t9-1, docs/product/security-tests.md#t9-2, replicas) need
// DATABASE_URL, e.g. DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run test:full
import { spawnSync } from 'node:child_process';

const FILES = [
  'apps/api/src/payments/signatures.test.ts',
  'apps/api/src/modules/payment-links/payment-links.test.ts',
  'apps/api/test/',
  // docs/product/security-tests.md#t16-4 10,000 random SR numbers; #t16-5 2,000 random staff action sequences.
  'apps/api/src/modules/tracker/tracker.test.ts',
  'apps/api/src/modules/service-desk/service-desk.test.ts',
];
if (!process.env.DATABASE_URL)
  console.warn('test:full: DATABASE_URL is not set, so T9.1, T9.2 and the replica test are left out.');
const { status } = spawnSync(
  'npx',
  ['vitest', 'run', ...FILES, '-t', String.raw`T8\.1|T8\.3|T9\.[125]|T16\.[45]`, ...process.argv.slice(2)],
  { stdio: 'inherit', env: { ...process.env, KAVACH_TEST_TIER: 'full' } },
);
process.exit(status ?? 1);
