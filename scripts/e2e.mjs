#!/usr/bin/env node
// `npm run test:e2e`: production builds (only if missing or stale), the API on a free port with a
// FRESH database (a temporary PGlite directory, or — when DATABASE_URL is set — a new database on
// that PostgreSQL server, dropped afterwards), the web on a free port, then `playwright test`
// (playwright.config.ts). Exits with Playwright's code. Extra arguments go to Playwright, e.g.
// `npm run test:e2e -- --project=desktop -g "docs/product/catalogue.md#page-layout layout"`. Server logs: test-results/e2e-logs/.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBuilt } from './lib/build.mjs';
import { exportChromePath } from './lib/find-chromium.mjs';
import { say } from './lib/log.mjs';
import { createFreshDatabase } from './lib/pg.mjs';
import { freePort } from './lib/ports.mjs';
import { run } from './lib/proc.mjs';
import { ROOT, bin } from './lib/repo.mjs';
import { startApi, startWeb } from './lib/stack.mjs';

const LOG_DIR = path.join(ROOT, 'test-results', 'e2e-logs');
const cleanups = [];
let cleaning = false;

async function cleanup() {
  if (cleaning) return;
  cleaning = true;
  for (const fn of cleanups.reverse()) await fn().catch((e) => say('e2e', `cleanup: ${e.message}`));
}

for (const sig of ['SIGINT', 'SIGTERM']) {
  process.on(sig, async () => {
    say('e2e', `${sig} received, stopping servers …`);
    await cleanup();
    process.exit(sig === 'SIGINT' ? 130 : 143);
  });
}

function tail(file, lines = 40) {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

async function main() {
  const t0 = Date.now();
  const chromium = await exportChromePath();
  say('e2e', `Chromium: ${chromium.path} (${chromium.source})`);
  await ensureBuilt({ log: 'e2e' });
  rmSync(LOG_DIR, { recursive: true, force: true });

  const env = { LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' };
  if (process.env.DATABASE_URL) {
    const db = await createFreshDatabase(process.env.DATABASE_URL, 'kavach_e2e');
    cleanups.push(db.drop);
    env.DATABASE_URL = db.url;
    say('e2e', `database: PostgreSQL, fresh database ${db.name}`);
  } else {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'kavach-e2e-pglite-'));
    cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
    env.PGLITE_DIR = dir;
    say('e2e', `database: PGlite, fresh directory ${dir}`);
  }

  const [apiPort, webPort] = [await freePort(), await freePort()];
  const apiLog = path.join(LOG_DIR, 'api.log');
  const webLog = path.join(LOG_DIR, 'web.log');
  // Pages are opened as 127.0.0.1 (E2E_BASE_URL); the API accepts posts from that origin only.
  env.WEB_ORIGIN = `http://127.0.0.1:${webPort},http://localhost:${webPort}`;
  // A throw-away marketplace partner key for this run (partner-plans.spec.ts; decision 024).
  const marketplaceKey = randomBytes(24).toString('base64url');
  env.PARTNER_KEYS = `marketplace:${marketplaceKey}`;
  let api, web;
  try {
    api = await startApi({ port: apiPort, env, logs: apiLog, onStart: (p) => cleanups.push(() => p.stop()) });
    say('e2e', `API ready in ${(api.readyMs / 1000).toFixed(1)} s at ${api.url}`);
    const siteUrl = `http://127.0.0.1:${webPort}`;
    web = await startWeb({
      port: webPort,
      apiUrl: api.url,
      siteUrl,
      // The suite's browsers stand for clients behind a load balancer on loopback: a test that
      // needs a client address of its own sends it in X-Forwarded-For (fixtures/account.ts), and
      // the web believes it from loopback peers only (decision 040). The API believes the web.
      env: { LOG_LEVEL: env.LOG_LEVEL, TRUST_PROXY: 'loopback' },
      logs: webLog,
      onStart: (p) => cleanups.push(() => p.stop()),
    });
    say('e2e', `web ready in ${(web.readyMs / 1000).toFixed(1)} s at ${web.url}`);
  } catch (err) {
    say('e2e', `servers failed to start: ${err.message}`);
    say('e2e', `--- ${path.relative(ROOT, apiLog)} (tail) ---\n${tail(apiLog)}`);
    say('e2e', `--- ${path.relative(ROOT, webLog)} (tail) ---\n${tail(webLog)}`);
    await cleanup();
    process.exit(1);
  }

  const playwright = (args) =>
    run(bin('playwright'), ['test', '--config', path.join(ROOT, 'playwright.config.ts'), ...args], {
      cwd: ROOT,
      env: {
        E2E_BASE_URL: web.url,
        E2E_API_URL: api.url,
        E2E_MARKETPLACE_KEY: marketplaceKey,
        CHROME_PATH: chromium.path,
      },
    });
  // The whole suite: specs tagged @own-stack start an API and web of their own (checkout-razorpay),
  // whose start-up would compete with other tests' timeouts — they run afterwards, on their own.
  const extra = process.argv.slice(2);
  let code;
  if (extra.length > 0) code = await playwright(extra);
  else {
    const main = await playwright(['--grep-invert', '@own-stack']);
    const own = await playwright(['--grep', '@own-stack', '--output', 'test-results/e2e-own-stack']);
    code = main || own;
  }
  const crashed = [api, web].filter((s) => !s.proc.isRunning());
  for (const s of crashed)
    say('e2e', `${s.proc.name} died during the run; log tail:\n${tail(s.proc.logFile)}`);
  await cleanup();
  say(
    'e2e',
    `playwright exited with ${code}; total ${((Date.now() - t0) / 1000).toFixed(0)} s (server logs in ${path.relative(ROOT, LOG_DIR)}/)`,
  );
  process.exit(crashed.length && code === 0 ? 1 : code);
}

main().catch(async (err) => {
  say('e2e', `error: ${err.stack ?? err.message}`);
  await cleanup();
  process.exit(1);
});
