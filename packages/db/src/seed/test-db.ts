import { fileURLToPath } from 'node:url';
import { createDb, type DbHandle } from '../client';

/** shared/data of the workspace (…/work/main/packages/db/src/seed → …/work/shared/data). */
export const DATA_DIR = fileURLToPath(new URL('../../../../../shared/data', import.meta.url));

/** A migrated in-memory PGlite database for one test file. */
export async function migratedMemoryDb(): Promise<DbHandle> {
  const handle = await createDb({ pgliteDir: 'memory://' });
  await handle.migrate();
  return handle;
}
