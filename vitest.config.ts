import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

const INCLUDE = [
  'packages/*/src/**/*.test.ts',
  'apps/api/src/**/*.test.ts',
  'apps/api/test/**/*.test.ts',
  'apps/web/src/**/*.test.ts',
  'scripts/**/*.test.ts',
  'bench/**/*.test.ts',
];
// T9.1 (kill -9 the API mid-checkout), the PostgreSQL restart (T9.2) and the two replicas on
// one database (decision 046) need a PostgreSQL server: they are left out, not skipped, when
// DATABASE_URL is not set (`.ci/run` sets it).
const EXCLUDE = [...configDefaults.exclude, ...(process.env.DATABASE_URL ? [] : ['apps/api/test/**'])];
// Files that compare timings (T4.11), race many requests against one database (T7.5), kill or
// restart processes (T9.1, T9.2) or run two API replicas: they run one at a time, after the
// others, so no other test file shares the machine with them (decision 055).
const ALONE = [
  'apps/api/src/modules/customers/enumeration.test.ts',
  'apps/api/src/modules/orders/payment-integrity.test.ts',
  'apps/api/test/**/*.test.ts',
];

// Files that replace a module with vi.mock (node:crypto's timingSafeEqual, T8.2) or change the
// process's environment: they keep a module registry of their own (decision 082).
const ISOLATED = [
  'apps/api/src/payments/signatures.test.ts',
  'apps/api/src/payments/signatures-links.test.ts',
  'apps/web/src/server/env.test.ts',
  'apps/web/src/features/selfserve/review-step.test.ts',
  'apps/web/src/features/selfserve/tracker-cancel.test.ts',
  'apps/web/src/features/selfserve/tracker-reschedule.test.ts',
  'apps/web/src/features/selfserve/tracker-rating.test.ts',
  'apps/web/src/features/selfserve/tracker-approval.test.ts',
  'apps/web/src/features/service-desk/desk-appointment.test.ts',
  'apps/web/src/features/account/plan-renewal.test.ts',
  'apps/web/src/features/account/plan-cancel.test.ts',
  'apps/web/src/features/selfserve/tracker-complaint.test.ts',
  'apps/web/src/features/service-desk/desk-complaint.test.ts',
];

export default defineConfig({
  // Components render in tests with React's automatic JSX runtime, as Next compiles them.
  esbuild: { jsx: 'automatic' },
  // The web app's `@/` imports (apps/web/tsconfig.json paths), so a component renders in a test as it is.
  resolve: { alias: { '@/': fileURLToPath(new URL('./apps/web/src/', import.meta.url)) } },
  test: {
    environment: 'node',
    pool: 'forks',
    // Vitest's default is one worker less than the cores: one worker on a 2-core box, which
    // leaves a core idle while a test waits on its database (decision 055).
    maxWorkers: Math.max(2, availableParallelism()),
    // The seeded test database, built once per run and copied by each file's fixture (decision 067).
    globalSetup: ['apps/api/test/support/db-templates.setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    projects: [
      // One module registry per worker (decision 082): the API, drizzle and zod are imported once
      // per worker, not once per file. Each file still builds its own app over its own database.
      {
        extends: true,
        test: {
          name: 'unit',
          include: INCLUDE,
          exclude: [...EXCLUDE, ...ALONE, ...ISOLATED],
          isolate: false,
        },
      },
      { extends: true, test: { name: 'isolated', include: ISOLATED, exclude: EXCLUDE } },
      {
        extends: true,
        test: {
          name: 'alone',
          include: ALONE,
          exclude: EXCLUDE,
          poolOptions: { forks: { singleFork: true } },
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
