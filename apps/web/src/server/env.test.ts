import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parseServerEnv, useBuiltNextConfig } from './env';

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
});

describe('production web server start (performance-goals: web cold start ≤ 2 s)', () => {
  it('hands Next the configuration the build resolved and turns off its registry lockfile check', () => {
    const dir = mkdtempSync(join(tmpdir(), 'kavach-web-'));
    try {
      mkdirSync(join(dir, '.next'));
      const config = { poweredByHeader: false, experimental: { preloadEntriesOnStart: false } };
      writeFileSync(join(dir, '.next', 'required-server-files.json'), JSON.stringify({ version: 1, config }));
      useBuiltNextConfig(dir);
      expect(JSON.parse(process.env.__NEXT_PRIVATE_STANDALONE_CONFIG!)).toEqual(config);
      expect(process.env.NEXT_IGNORE_INCORRECT_LOCKFILE).toBe('1');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('fails loudly without a build rather than starting Next unconfigured', () => {
    expect(() => useBuiltNextConfig(join(tmpdir(), 'kavach-no-such-build'))).toThrow(/ENOENT/);
  });

  it('reads its own variables with defaults and refuses bad ones', () => {
    expect(parseServerEnv({})).toMatchObject({
      PORT: 3000,
      WEB_EDGE_CACHE: 'on',
      WEB_EDGE_CACHE_MB: 64,
    });
    expect(() => parseServerEnv({ WEB_EDGE_CACHE: 'maybe' })).toThrow(/WEB_EDGE_CACHE/);
  });
});
