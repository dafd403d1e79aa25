#!/usr/bin/env node
// `npm run supply-chain` (run by .ci/run): the supply-chain checks of the security test plan (T14).
//   docs/product/security-tests.md#t14-1  package-lock.json: every package comes from the npm registry (no git, http, file or
//          tarball URLs; `resolved`, when recorded, is https://registry.npmjs.org/…), carries a
//          sha512 integrity, and has a plain semver version. Exceptions: our workspace links and
//          the optional platform stubs of decision 007 (never fetched on our platforms).
//   docs/product/security-tests.md#t14-2  packages that declare install scripts are on INSTALL_SCRIPT_ALLOWLIST (npm 11 does not
//          run them unless allowed; each listed package works without its script).
//   docs/product/security-tests.md#t14-3  an SBOM (CycloneDX, from `npm sbom`, the packages that ship: --omit dev) is written to
//          test-results/sbom/kavach.cdx.json.
// Exits 1 with one line per finding. Decision 048.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib/repo.mjs';

export const REGISTRY = 'https://registry.npmjs.org/';

/** Packages allowed to declare install scripts (none of them is run: npm 11 skips them). */
export const INSTALL_SCRIPT_ALLOWLIST = new Set([
  // prebuilt binaries come from @img/sharp-<platform>; the script only builds from source
  'sharp',
  // the binary comes from @esbuild/<platform>; the script only checks it
  'esbuild',
]);

// eslint-disable-next-line security/detect-unsafe-regex -- linear: each optional part starts with a literal '-' or '+'
const SEMVER = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/;

/** The package name of a lockfile key such as `node_modules/a/node_modules/@s/b`. */
export const packageName = (key) => key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length);

/** Findings of docs/product/security-tests.md#t14-1 and docs/product/security-tests.md#t14-2 for a parsed package-lock.json (lockfileVersion 3). */
export function checkLockfile(lock) {
  const findings = [];
  if (lock.lockfileVersion !== 3) findings.push(`lockfileVersion ${lock.lockfileVersion}, expected 3`);
  for (const [key, entry] of Object.entries(lock.packages ?? {})) {
    if (key === '') continue;
    if (!key.includes('node_modules/')) continue; // a workspace folder itself (apps/api, …)
    const name = packageName(key);
    if (entry.link) {
      if (!entry.resolved || /^[a-z]+:/i.test(entry.resolved) || entry.resolved.startsWith('..'))
        findings.push(`${key}: link outside the repository (${entry.resolved})`);
      continue;
    }
    if (entry.resolved !== undefined && !entry.resolved.startsWith(REGISTRY))
      findings.push(`${key}: not from the npm registry over https (${entry.resolved})`);
    if (!SEMVER.test(entry.version ?? ''))
      findings.push(`${key}: version ${JSON.stringify(entry.version)} is not a registry version`);
    const stub = entry.optional === true && (entry.os || entry.cpu) && entry.integrity === undefined;
    if (!stub && !/^sha512-[A-Za-z0-9+/]+=*$/.test(entry.integrity ?? ''))
      findings.push(`${key}: no sha512 integrity`);
    if (entry.hasInstallScript && !INSTALL_SCRIPT_ALLOWLIST.has(name))
      findings.push(`${key}: declares install scripts and is not on the allowlist`);
  }
  return findings;
}

function main() {
  const lock = JSON.parse(readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8'));
  const findings = checkLockfile(lock);
  const count = Object.keys(lock.packages).length - 1;
  if (findings.length) {
    for (const f of findings) console.error(`supply-chain: ${f}`);
    process.exit(1);
  }
  console.log(`supply-chain: T14.1/T14.2 ${count} lockfile entries checked, 0 findings`);
  const sbom = execFileSync('npm', ['sbom', '--sbom-format', 'cyclonedx', '--omit', 'dev'], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const parsed = JSON.parse(sbom);
  const out = path.join(ROOT, 'test-results', 'sbom', 'kavach.cdx.json');
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, sbom);
  console.log(
    `supply-chain: T14.3 SBOM (${parsed.bomFormat} ${parsed.specVersion}, ${parsed.components.length} components) → ${path.relative(ROOT, out)}`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) main();
