import { createDb, type DbHandle } from '@kavach/db';
import { loadStaffCliConfig } from './env';
import { runStaffCli } from './modules/staff/staff-cli';

/**
 * `npm run staff -- …` (scripts/staff.mjs): the database the API would use (DATABASE_URL, else
 * PGlite in PGLITE_DIR), migrated like the API does on start, then the command; closed at the end.
 */
export async function staffCommand(argv: readonly string[]): Promise<number> {
  const config = loadStaffCliConfig();
  let handle: DbHandle | null = null;
  try {
    return await runStaffCli(
      argv,
      async () => {
        handle = await createDb({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir, poolMax: 2 });
        await handle.migrate();
        return handle.db;
      },
      {
        stdin: process.stdin,
        stdout: process.stdout,
        stderr: process.stderr,
        passwordFromEnv: config.staffPassword,
        now: () => new Date(),
      },
    );
  } finally {
    await (handle as DbHandle | null)?.close();
  }
}
