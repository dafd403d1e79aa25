#!/usr/bin/env node
// `npm start`: build what is missing or stale, start the API (migrates + seeds an empty database,
// PGlite under .data/pglite unless DATABASE_URL is set), wait for /health, start the web
// (Next.js behind the page cache, apps/web/src/server), wait for it, print the URL. Ctrl-C / SIGTERM stop both; if one dies, both stop.
// Env: PORT (web, 3000), API_PORT (4000), API_HOST, DATABASE_URL, PGLITE_DIR, LOG_LEVEL,
//      KAVACH_SKIP_BUILD=1 (use whatever build exists). Flag: --rebuild (force both builds).
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ensureBuilt } from './lib/build.mjs';
import { ROOT } from './lib/repo.mjs';
import { isPortFree } from './lib/ports.mjs';
import { startApi, startWeb } from './lib/stack.mjs';
import { say } from './lib/log.mjs';

const webPort = Number(process.env.PORT ?? 3000);
const apiPort = Number(process.env.API_PORT ?? 4000);
const apiHost = process.env.API_HOST ?? '127.0.0.1';
const running = [];
let stopping = false;

async function shutdown(code, why) {
  if (stopping) return;
  stopping = true;
  if (why) say('kavach', why);
  // Web first (it talks to the API), then the API (closes the database cleanly).
  for (const p of [...running].reverse()) await p.stop(10_000);
  process.exit(code);
}

for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(sig, () => shutdown(sig === 'SIGINT' ? 130 : 143, `${sig} received, stopping …`));
}

function watch(proc) {
  running.push(proc);
  proc.exited.then(({ code, signal }) => {
    if (!stopping)
      shutdown(1, `${proc.name} exited unexpectedly (code ${code}, signal ${signal}); stopping.`);
  });
}

/** A session secret kept in .data/ (git-ignored) so sessions survive restarts of `npm start`. */
function sessionSecret() {
  if (process.env.SESSION_SECRET) return process.env.SESSION_SECRET;
  const file = path.join(ROOT, '.data', 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  return secret;
}

async function main() {
  for (const [name, port, host] of [
    ['API_PORT', apiPort, apiHost],
    ['PORT', webPort, '0.0.0.0'],
  ]) {
    if (!(await isPortFree(port, host)))
      throw new Error(`port ${port} (${name}) is already in use; set ${name} to another port`);
  }
  await ensureBuilt({ force: process.argv.includes('--rebuild') });

  const db = process.env.DATABASE_URL
    ? 'PostgreSQL (DATABASE_URL)'
    : `PGlite (${process.env.PGLITE_DIR ?? '.data/pglite'})`;
  say('kavach', `starting API on ${apiHost}:${apiPort} with ${db} …`);
  const api = await startApi({
    port: apiPort,
    host: apiHost,
    env: {
      SESSION_SECRET: sessionSecret(),
      // The browser may open the site as localhost or 127.0.0.1; both may post to the API.
      WEB_ORIGIN: process.env.WEB_ORIGIN ?? `http://localhost:${webPort},http://127.0.0.1:${webPort}`,
    },
    onStart: watch,
  });
  say('kavach', `API ready in ${(api.readyMs / 1000).toFixed(1)} s at ${api.url}`);

  say('kavach', `starting web on port ${webPort} …`);
  const web = await startWeb({
    port: webPort,
    apiUrl: `http://${apiHost === '0.0.0.0' ? '127.0.0.1' : apiHost}:${apiPort}`,
    siteUrl: process.env.SITE_URL ?? `http://localhost:${webPort}`,
    onStart: watch,
  });
  say('kavach', `web ready in ${(web.readyMs / 1000).toFixed(1)} s`);
  say('kavach', `Kavach is running at http://localhost:${webPort}  (API at ${api.url}; Ctrl-C to stop)`);
}

main().catch((err) => shutdown(1, `failed to start: ${err.message}`));
