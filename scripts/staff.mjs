#!/usr/bin/env node
// `npm run staff -- <add|passwd|disable|list> …`: staff accounts (sales agents) without the seed.
// Runs apps/api/src/staff-command.ts through tsx (the workspace packages are TypeScript sources,
// decision 001), so it needs no build. Env: DATABASE_URL or PGLITE_DIR (default .data/pglite; stop
// the API first — PGlite serves one process), STAFF_PASSWORD. Help: `npm run staff -- --help`.
import { tsImport } from 'tsx/esm/api';

try {
  const { staffCommand } = await tsImport('../apps/api/src/staff-command.ts', import.meta.url);
  process.exitCode = await staffCommand(process.argv.slice(2));
} catch (err) {
  console.error(`staff: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
}
