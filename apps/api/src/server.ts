import { createDb } from '@kavach/db';
import { seed } from '@kavach/db/seed';
import { buildApp } from './app';
import { loadConfig } from './env';
import { systemClock } from './lib/clock';

/** parse env → create db → migrate (+ seed if empty) → buildApp → listen → graceful close. */
async function main() {
  const config = loadConfig();
  const handle = await createDb({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
  await handle.migrate();
  if (config.seedOnStart) {
    const result = await seed(handle.db, { dataDir: config.dataDir });
    if (result.seeded) console.log(`[api] seeded the database: ${JSON.stringify(result.counts)}`);
  }
  const app = await buildApp(
    { db: handle.db, dbKind: handle.kind, config, clock: systemClock },
    {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers["x-csrftoken"]', 'res.headers["set-cookie"]'],
    },
  );
  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    await app.close();
    await handle.close();
    clearTimeout(timer);
    process.exit(0);
  };
  process.on('SIGTERM', () => void close('SIGTERM'));
  process.on('SIGINT', () => void close('SIGINT'));
  await app.listen({ host: config.host, port: config.port });
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
