// Issue 18 §1: the repository stands alone. The seed reads the project's own compact copy of the
// reference data (packages/db/data), never ../shared; scripts/reference-data.mjs regenerates it.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PHONE_MODEL_COLUMNS, PINCODE_COLUMNS, projectCsv } from './reference-data.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DATA = path.join(ROOT, 'packages', 'db', 'data');

describe('issue 18 §1: reference data inside the repository', () => {
  it('projectCsv keeps the named columns in order and quotes what needs quoting', () => {
    const csv = 'a,b,c\n1,"x, y",3\r\n4,"say ""hi""",6\n';
    expect(projectCsv(csv, ['c', 'b'])).toBe('c,b\n3,"x, y"\n6,"say ""hi"""\n');
    expect(() => projectCsv(csv, ['d'])).toThrow(/column d missing/);
  });

  it("the committed PIN directory is gzip'd, has only the columns the seed reads, and every PIN of the six city cores", () => {
    const text = gunzipSync(readFileSync(path.join(DATA, 'india-pincodes.csv.gz'))).toString('utf8');
    const lines = text.trimEnd().split('\n');
    expect(lines[0]).toBe((PINCODE_COLUMNS as string[]).join(','));
    const pins = new Set(lines.slice(1).map((l) => l.slice(0, 6)));
    expect(pins.size).toBe(19306); // SOURCES.md: 19,306 unique PINs
    for (const pin of ['400001', '110001', '560001', '411001', '500001', '600001', '122001', '201301']) {
      expect(pins.has(pin), pin).toBe(true);
    }
  });

  it("phone models and brands are present with the seed's columns", () => {
    const models = readFileSync(path.join(DATA, 'phone-models.csv'), 'utf8').split('\n');
    expect(models[0]).toBe((PHONE_MODEL_COLUMNS as string[]).join(','));
    expect(models.length).toBeGreaterThan(800);
    const brands = JSON.parse(readFileSync(path.join(DATA, 'device-brands.json'), 'utf8')) as Record<
      string,
      string[]
    >;
    expect(brands.mobile_phones).toContain('Samsung');
  });

  it('no tracked code reads ../shared (only the regeneration script names it)', () => {
    const files = execFileSync('git', ['ls-files', '*.ts', '*.tsx', '*.mjs', '*.js', '*.json', '.ci/*'], {
      cwd: ROOT,
      encoding: 'utf8',
    })
      .split('\n')
      .filter((f) => f && f !== 'scripts/reference-data.mjs' && f !== 'scripts/reference-data.test.ts');
    const offenders = files.filter((f) =>
      /\.\.\/shared|shared\/data/.test(readFileSync(path.join(ROOT, f), 'utf8')),
    );
    expect(offenders).toEqual([]);
  });
});
