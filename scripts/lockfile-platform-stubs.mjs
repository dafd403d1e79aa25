// The package registry reachable here lacks rollup's non-Linux-glibc native packages (404), so
// `npm install` cannot record them in package-lock.json and `npm ci` then refuses the lock
// ("Missing: @rollup/rollup-…@ from lock file"). This adds the missing optional platform
// entries (version, os, cpu, optional) to the lock. npm never fetches them on Linux x64/arm64
// (their os/cpu do not match), so no integrity is needed. Run after any `npm install`:
//   node scripts/lockfile-platform-stubs.mjs
// See docs/decisions/007-lockfile-platform-stubs.md.
import { readFileSync, writeFileSync } from 'node:fs';

const LOCK = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(LOCK, 'utf8'));
const packages = lock.packages;

const OS = ['android', 'darwin', 'freebsd', 'linux', 'openbsd', 'openharmony', 'win32'];
const CPU = {
  'arm-': 'arm',
  arm64: 'arm64',
  x64: 'x64',
  ia32: 'ia32',
  loong64: 'loong64',
  ppc64: 'ppc64',
  riscv64: 'riscv64',
  s390x: 's390x',
};

function platformOf(name) {
  const tail = name.split('/').pop();
  const os = OS.find((o) => tail.includes(`-${o}-`));
  const cpuKey = Object.keys(CPU).find((k) => tail.includes(`-${k}`));
  if (!os || !cpuKey) return null;
  const entry = { os: [os], cpu: [CPU[cpuKey]] };
  if (os === 'linux') entry.libc = [tail.includes('musl') ? 'musl' : 'glibc'];
  return entry;
}

let added = 0;
for (const [path, meta] of Object.entries(packages)) {
  if (!path.startsWith('node_modules/') || !meta.optionalDependencies) continue;
  for (const [dep, spec] of Object.entries(meta.optionalDependencies)) {
    if (!dep.startsWith('@rollup/rollup-') || !/^\d+\.\d+\.\d+$/.test(spec)) continue;
    const nested = `${path}/node_modules/${dep}`;
    if (packages[`node_modules/${dep}`] || packages[nested]) continue;
    const platform = platformOf(dep);
    if (!platform) continue;
    packages[`node_modules/${dep}`] = {
      version: spec,
      ...platform,
      dev: meta.dev ?? undefined,
      license: 'MIT',
      optional: true,
    };
    added++;
  }
}

lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : 1)),
);
writeFileSync(LOCK, JSON.stringify(lock, null, 2) + '\n');
console.log(`lockfile: added ${added} optional platform entries`);
