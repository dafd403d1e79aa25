import { afterEach, describe, expect, it } from 'vitest';
import { parseServerEnv, skipLockfileCheck } from './env';

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
});

describe('production web server start (performance-goals: web cold start ≤ 2 s)', () => {
  it("turns off Next's registry lockfile check (no network on start)", () => {
    delete process.env.NEXT_IGNORE_INCORRECT_LOCKFILE;
    skipLockfileCheck();
    expect(process.env.NEXT_IGNORE_INCORRECT_LOCKFILE).toBe('1');
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
