// Unit tests of the run-harness helpers (scripts/lib).
import { mkdtempSync, utimesSync, writeFileSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatLine } from './log.mjs';
import { newestMtime } from './build.mjs';
import { freePort, isPortFree } from './ports.mjs';

describe('formatLine', () => {
  it.each([
    ['plain text', 'plain text'],
    ['{not json', '{not json'],
    ['{"a":1}', '{"a":1}'],
    [
      '{"level":30,"time":0,"msg":"incoming request","req":{"method":"GET","url":"/health"}}',
      '00:00:00 INFO  incoming request (GET /health)',
    ],
    ['{"level":50,"time":0,"msg":"boom","err":{"message":"bad"}}', '00:00:00 ERROR boom bad'],
  ])('%s', (line, expected) => {
    expect(formatLine(line)).toBe(expected);
  });
});

describe('newestMtime', () => {
  it('finds the newest source file and skips tests, build output and node_modules', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'kavach-mtime-'));
    const file = (rel: string, secs: number) => {
      const p = path.join(dir, rel);
      mkdirSync(path.dirname(p), { recursive: true });
      writeFileSync(p, 'x');
      utimesSync(p, secs, secs);
      return p;
    };
    const src = file('src/a.ts', 1000);
    file('src/a.test.ts', 3000);
    file('node_modules/x.js', 4000);
    file('.next/BUILD_ID', 5000);
    expect(newestMtime([dir, path.join(dir, 'missing')])).toEqual({ newest: 1_000_000, newestFile: src });
  });
});

describe('ports', () => {
  it('hands out a port that is free', async () => {
    const port = await freePort();
    expect(port).toBeGreaterThan(0);
    expect(await isPortFree(port)).toBe(true);
  });
});
