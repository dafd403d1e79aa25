// docs/product/security-tests.md#t14-1 / docs/product/security-tests.md#t14-2 (security test plan): the lockfile checks of scripts/supply-chain.mjs.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkLockfile } from './supply-chain.mjs';

const INTEGRITY = 'sha512-' + 'A'.repeat(86) + '==';
const lockWith = (packages: Record<string, object>) => ({
  lockfileVersion: 3,
  packages: {
    '': { name: 'kavach' },
    'node_modules/ok': { version: '1.2.3', integrity: INTEGRITY },
    ...packages,
  },
});

describe('T14.1 lockfile: registry sources, https, integrity', () => {
  it('the committed package-lock.json passes', () => {
    const lock = JSON.parse(
      readFileSync(fileURLToPath(new URL('../package-lock.json', import.meta.url)), 'utf8'),
    );
    expect(checkLockfile(lock)).toEqual([]);
  });

  it('accepts registry entries, workspace links and decision 007 platform stubs', () => {
    expect(
      checkLockfile(
        lockWith({
          'node_modules/r': {
            version: '2.0.0',
            resolved: 'https://registry.npmjs.org/r/-/r-2.0.0.tgz',
            integrity: INTEGRITY,
          },
          'node_modules/@kavach/db': { resolved: 'packages/db', link: true },
          'node_modules/@rollup/rollup-win32-x64-msvc': {
            version: '4.0.0',
            optional: true,
            os: ['win32'],
            cpu: ['x64'],
          },
        }),
      ),
    ).toEqual([]);
  });

  it.each([
    [
      'a git dependency',
      { 'node_modules/g': { version: 'git+ssh://git@github.com/x/g.git#abc', integrity: INTEGRITY } },
      /not a registry version/,
    ],
    [
      'plain http',
      {
        'node_modules/h': {
          version: '1.0.0',
          resolved: 'http://registry.npmjs.org/h/-/h-1.0.0.tgz',
          integrity: INTEGRITY,
        },
      },
      /not from the npm registry/,
    ],
    [
      'another host',
      {
        'node_modules/e': {
          version: '1.0.0',
          resolved: 'https://evil.test/e-1.0.0.tgz',
          integrity: INTEGRITY,
        },
      },
      /not from the npm registry/,
    ],
    ['no integrity', { 'node_modules/n': { version: '1.0.0' } }, /no sha512 integrity/],
    [
      'sha1 integrity',
      { 'node_modules/s': { version: '1.0.0', integrity: 'sha1-abc=' } },
      /no sha512 integrity/,
    ],
    [
      'a link outside the repo',
      { 'node_modules/l': { resolved: '../elsewhere', link: true } },
      /link outside/,
    ],
  ])('refuses %s', (_what, packages, message) => {
    const findings = checkLockfile(lockWith(packages));
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatch(message);
  });
});

describe('T14.2 install scripts only from the allowlist', () => {
  it('allows sharp and esbuild, refuses any other package declaring install scripts', () => {
    const findings = checkLockfile(
      lockWith({
        'apps/api/node_modules/sharp': { version: '0.34.5', integrity: INTEGRITY, hasInstallScript: true },
        'node_modules/esbuild': { version: '0.25.0', integrity: INTEGRITY, hasInstallScript: true },
        'node_modules/evil-postinstall': { version: '1.0.0', integrity: INTEGRITY, hasInstallScript: true },
      }),
    );
    expect(findings).toEqual([
      'node_modules/evil-postinstall: declares install scripts and is not on the allowlist',
    ]);
  });
});
