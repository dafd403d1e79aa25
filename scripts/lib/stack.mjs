// Starts the production API and web servers (shared by npm start, the e2e runner and the bench).
import { randomBytes } from 'node:crypto';
import { API_DIR, API_DIST, API_NODE_FLAGS, WEB_DIR, WEB_DIST } from './repo.mjs';
import { startProcess, waitForHttp } from './proc.mjs';

/** `taskset -c <cpu>` prefix when pinning is asked for and available. */
function pinned(cpu, command, args) {
  return cpu == null
    ? { command, args }
    : { command: 'taskset', args: ['-c', String(cpu), command, ...args] };
}

/**
 * Starts the API (it migrates and seeds an empty database) and waits for GET /health (polled every
 * `pollMs`, default 50).
 * @returns {Promise<{ proc, url: string, readyMs: number }>}
 */
export async function startApi({
  port,
  host = '127.0.0.1',
  env = {},
  logs,
  cpu,
  timeoutMs = 120_000,
  onStart,
  pollMs = 50,
}) {
  // --single-threaded-gc (decision 037): V8's GC helper threads share the API's core and take it
  // from the main thread for a scheduler slice (10–25 ms) mid-request; on its thread GC works in
  // sub-millisecond steps instead. A V8 flag that only works on the command line.
  const { command, args } = pinned(cpu, process.execPath, [...API_NODE_FLAGS, API_DIST]);
  const proc = startProcess({
    name: 'api',
    command,
    args,
    cwd: API_DIR,
    logs,
    env: {
      // The local stack (npm start, e2e, bench) runs the production build but is no production
      // deployment: NODE_ENV=production would refuse the dev notification adapter and hide
      // GET /dev/outbox, which developers and browser tests read one-time codes from.
      NODE_ENV: 'development',
      API_HOST: host,
      API_PORT: String(port),
      // Production requires a secret; runs that do not pass one get a throw-away random one.
      SESSION_SECRET: process.env.SESSION_SECRET ?? randomBytes(32).toString('hex'),
      // glibc gives each thread that allocates its own malloc arena and rarely returns their
      // memory: libvips re-encoding uploads on the thread pool grew RSS by ≈ 250 MB for 20
      // concurrent photos, ≈ 140 MB with two arenas (docs/product/security-tests.md#t11-5, decision 026).
      MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
      ...env,
    },
  });
  onStart?.(proc);
  const url = `http://${host}:${port}`;
  try {
    const readyMs = await waitForHttp(`${url}/health`, { proc, timeoutMs, intervalMs: pollMs });
    return { proc, url, readyMs };
  } catch (err) {
    await proc.stop();
    throw err;
  }
}

/**
 * Starts the production web server (Next.js + page cache) against the API and waits for `/` to answer 2xx.
 * @returns {Promise<{ proc, url: string, readyMs: number }>}
 */
export async function startWeb({
  port,
  host,
  apiUrl,
  siteUrl,
  env = {},
  logs,
  cpu,
  timeoutMs = 120_000,
  readyPath = '/',
  onStart,
  pollMs = 50,
}) {
  // Next behind the page cache (apps/web/src/server/main.ts). It listens on all interfaces
  // unless a host is asked for (WEB_HOST).
  const { command, args } = pinned(cpu, process.execPath, [WEB_DIST]);
  const proc = startProcess({
    name: 'web',
    command,
    args,
    cwd: WEB_DIR,
    logs,
    env: {
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      PORT: String(port),
      ...(host ? { WEB_HOST: host } : {}),
      API_ORIGIN: apiUrl,
      SITE_URL: siteUrl ?? `http://localhost:${port}`,
      ...env,
    },
  });
  onStart?.(proc);
  const url = `http://127.0.0.1:${port}`;
  try {
    const readyMs = await waitForHttp(`${url}${readyPath}`, { proc, timeoutMs, intervalMs: pollMs });
    return { proc, url, readyMs };
  } catch (err) {
    await proc.stop();
    throw err;
  }
}
