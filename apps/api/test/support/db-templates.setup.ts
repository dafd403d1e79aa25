// Vitest global setup (decision 067): the migrated and seeded test database is built once per run,
// as a PGlite tarball and a PostgreSQL template database; each test file's fixture starts from a copy.
import type { TestProject } from 'vitest/node';
import { buildTestDbTemplates, type TestDbTemplates } from '@kavach/db/testing';
import { seedTestDb } from './test-seed';

declare module 'vitest' {
  interface ProvidedContext {
    dbTemplates: TestDbTemplates;
  }
}

type Built = Awaited<ReturnType<typeof buildTestDbTemplates>>;
// Every project of the root config runs its global setup, in this one process: the first builds
// the templates, the others share them (a global, as each project may load this module anew).
const shared = globalThis as typeof globalThis & { kavachDbTemplates?: Promise<Built> };

export default async function setup(project: TestProject) {
  // eslint-disable-next-line no-restricted-properties -- tests pick the databases to run on
  shared.kavachDbTemplates ??= buildTestDbTemplates(process.env.DATABASE_URL, seedTestDb);
  const built = await shared.kavachDbTemplates;
  project.provide('dbTemplates', built.templates);
  return async () => {
    // The last project's teardown removes them (each drop is idempotent).
    await built.drop();
  };
}
