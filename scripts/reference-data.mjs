#!/usr/bin/env node
// `npm run data:reference [-- <source folder>]`: regenerates the project's compact copy of the
// reference data (packages/db/data/) from the team's full data folder (default ../shared/data,
// which exists only on the team's machines). Nothing reads the source at run time or in tests:
// the seed imports packages/db/data/ (KAVACH_DATA_DIR overrides it). Output is deterministic, so
// re-running it on unchanged sources leaves git clean.
//   india-pincodes.csv.gz  one line per post office, only the columns the seed reads, gzip -9
//   phone-models.csv       only the columns the seed reads
//   device-brands.json     as is (≈2 KB)
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync, constants } from 'node:zlib';
import { ROOT } from './lib/repo.mjs';

/** Columns the seed reads (packages/db/src/seed/pincodes.ts and reference.ts). */
export const PINCODE_COLUMNS = [
  'pincode',
  'office_name',
  'office_type',
  'delivery',
  'district',
  'state',
  'latitude',
  'longitude',
];
export const PHONE_MODEL_COLUMNS = [
  'brand',
  'model',
  'device_type',
  'storage_gb',
  'launch_price_inr',
  'launch_year',
];

/** Splits one CSV record (RFC 4180, no line breaks inside fields in these files). */
function parseRecord(line) {
  const fields = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const ch = line[i];
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"' && field === '') quoted = true;
    else if (ch === ',') {
      fields.push(field);
      field = '';
    } else field += ch;
  }
  if (quoted) throw new Error(`unterminated quoted field: ${line}`);
  fields.push(field);
  return fields;
}

const quote = (v) => (/[",\n\r]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

/** Keeps `columns` (in that order) of a CSV text with a header row. */
export function projectCsv(text, columns) {
  const lines = text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter((l) => l !== '');
  const header = parseRecord(lines[0]).map((h) => h.trim());
  const at = columns.map((c) => {
    const i = header.indexOf(c);
    if (i < 0) throw new Error(`column ${c} missing (header: ${header.join(',')})`);
    return i;
  });
  const out = [columns.join(',')];
  for (const line of lines.slice(1)) {
    const fields = parseRecord(line);
    if (fields.length !== header.length) throw new Error(`expected ${header.length} fields: ${line}`);
    out.push(at.map((i) => quote(fields[i])).join(','));
  }
  return out.join('\n') + '\n';
}

function main() {
  const source = path.resolve(process.argv[2] ?? path.join(ROOT, '..', 'shared', 'data'));
  const target = path.join(ROOT, 'packages', 'db', 'data');
  if (!existsSync(path.join(source, 'india-pincodes.csv'))) {
    console.error(`reference-data: no india-pincodes.csv in ${source}; nothing to regenerate.`);
    process.exit(1);
  }
  mkdirSync(target, { recursive: true });
  const pins = projectCsv(readFileSync(path.join(source, 'india-pincodes.csv'), 'utf8'), PINCODE_COLUMNS);
  // Node's gzip writes mtime 0 and no file name: the same input gives the same bytes.
  writeFileSync(
    path.join(target, 'india-pincodes.csv.gz'),
    gzipSync(pins, { level: constants.Z_BEST_COMPRESSION }),
  );
  const models = projectCsv(readFileSync(path.join(source, 'phone-models.csv'), 'utf8'), PHONE_MODEL_COLUMNS);
  writeFileSync(path.join(target, 'phone-models.csv'), models);
  const brands = JSON.parse(readFileSync(path.join(source, 'device-brands.json'), 'utf8'));
  writeFileSync(path.join(target, 'device-brands.json'), JSON.stringify(brands, null, 2) + '\n');
  console.log(`reference-data: wrote ${target} from ${source}`);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
