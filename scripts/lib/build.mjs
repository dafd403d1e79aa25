// Builds what is missing or stale: the API bundle (apps/api/dist/server.mjs) and the Next.js
// production build (apps/web/.next/BUILD_ID). Stale = a source file is newer than the output.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { API_DIR, API_DIST, ROOT, WEB_BUILD_ID, WEB_DIR, WEB_DIST } from './repo.mjs';
import { run } from './proc.mjs';
import { say } from './log.mjs';

const SKIP_DIRS = new Set(['node_modules', '.next', 'dist', '.data', 'e2e', 'test-results', '.turbo']);
const SKIP_FILE = /\.(test|spec)\.tsx?$|\.tsbuildinfo$/;

/** Newest mtime (ms) of any file below the given paths (files or directories). */
export function newestMtime(paths) {
  let newest = 0;
  let newestFile = null;
  const visit = (p) => {
    let st;
    try {
      st = statSync(p);
    } catch {
      return;
    }
    if (st.isDirectory()) {
      if (SKIP_DIRS.has(path.basename(p))) return;
      for (const e of readdirSync(p)) visit(path.join(p, e));
    } else if (!SKIP_FILE.test(p) && st.mtimeMs > newest) {
      newest = st.mtimeMs;
      newestFile = p;
    }
  };
  paths.forEach(visit);
  return { newest, newestFile };
}

const pkg = (name) => [
  path.join(ROOT, 'packages', name, 'src'),
  path.join(ROOT, 'packages', name, 'package.json'),
];

export const API_INPUTS = [
  path.join(API_DIR, 'src'),
  path.join(API_DIR, 'build.mjs'),
  path.join(API_DIR, 'package.json'),
  ...pkg('domain'),
  ...pkg('contracts'),
  ...pkg('db'),
  path.join(ROOT, 'packages', 'db', 'migrations'),
];

export const WEB_INPUTS = [
  path.join(WEB_DIR, 'src'),
  path.join(WEB_DIR, 'public'),
  path.join(WEB_DIR, 'package.json'),
  path.join(WEB_DIR, 'build-server.mjs'),
  ...['next.config.ts', 'next.config.mjs', 'next.config.js', 'postcss.config.mjs', 'tsconfig.json'].map((f) =>
    path.join(WEB_DIR, f),
  ),
  ...pkg('domain'),
  ...pkg('contracts'),
];

function staleness(output, inputs) {
  if (!existsSync(output)) return 'missing';
  const out = statSync(output).mtimeMs;
  const { newest, newestFile } = newestMtime(inputs);
  return newest > out ? `stale (${path.relative(ROOT, newestFile)} is newer)` : null;
}

/**
 * Ensures production builds exist. options.force rebuilds both; options.skipStaleCheck only
 * builds when the output is missing (env KAVACH_SKIP_BUILD=1 skips building entirely).
 * options.only: the workspaces to build (default both), e.g. ['@kavach/api'] for API-only runs.
 */
export async function ensureBuilt({ force = false, log = 'kavach', env = {}, only = null } = {}) {
  if (process.env.KAVACH_SKIP_BUILD === '1') return;
  const targets = [
    { ws: '@kavach/api', output: API_DIST, inputs: API_INPUTS },
    { ws: '@kavach/web', output: WEB_BUILD_ID, inputs: WEB_INPUTS, also: [WEB_DIST] },
  ].filter((t) => !only || only.includes(t.ws));
  for (const t of targets) {
    const why =
      (force ? 'forced' : staleness(t.output, t.inputs)) ??
      (t.also?.some((f) => !existsSync(f)) ? 'server bundle missing' : null);
    if (!why) {
      say(log, `${t.ws}: build is up to date`);
      continue;
    }
    say(log, `${t.ws}: building (${why}) …`);
    const started = Date.now();
    const code = await run('npm', ['run', 'build', '-w', t.ws], {
      cwd: ROOT,
      env: { NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', ...env },
    });
    if (code !== 0) throw new Error(`npm run build -w ${t.ws} failed with exit code ${code}`);
    if (![t.output, ...(t.also ?? [])].every((f) => existsSync(f)))
      throw new Error(`npm run build -w ${t.ws} succeeded but ${path.relative(ROOT, t.output)} is missing`);
    say(log, `${t.ws}: built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}
