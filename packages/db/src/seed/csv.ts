import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';

/**
 * Splits one CSV record (RFC 4180): comma separators, fields optionally wrapped in double quotes,
 * `""` inside a quoted field is a literal quote. Returns null when the record ends inside an open
 * quoted field (the caller appends the next physical line and tries again).
 */
export function parseCsvRecord(line: string): string[] | null {
  if (!line.includes('"')) return line.split(',');
  const fields: string[] = [];
  let field = '';
  let i = 0;
  let quoted = false;
  while (i < line.length) {
    const ch = line[i];
    if (quoted) {
      if (ch === '"') {
        if (line[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
      } else {
        field += ch;
      }
    } else if (ch === '"' && field === '') {
      quoted = true;
    } else if (ch === ',') {
      fields.push(field);
      field = '';
    } else {
      field += ch;
    }
    i += 1;
  }
  if (quoted) return null;
  fields.push(field);
  return fields;
}

/**
 * Streams a CSV file with a header row as objects keyed by the header, line by line (the file is
 * never held in memory). Handles quoted fields, escaped quotes, CRLF and quoted line breaks. A path
 * ending in `.gz` is gunzipped on the way.
 */
export async function* readCsv(path: string): AsyncGenerator<Record<string, string>> {
  const file = createReadStream(path);
  const input = path.endsWith('.gz') ? file.pipe(createGunzip()) : file;
  if (input !== file) file.on('error', (err) => input.destroy(err));
  input.setEncoding('utf8');
  const lines = createInterface({ input, crlfDelay: Infinity });
  let header: string[] | null = null;
  let pending = '';
  for await (const raw of lines) {
    const line = pending ? `${pending}\n${raw}` : raw;
    const fields = parseCsvRecord(line);
    if (fields === null) {
      pending = line;
      continue;
    }
    pending = '';
    if (header === null) {
      header = fields.map((h) => h.trim().replace(/^\uFEFF/, ''));
      continue;
    }
    if (fields.length === 1 && fields[0] === '') continue;
    if (fields.length !== header.length) {
      throw new Error(`${path}: expected ${header.length} fields, got ${fields.length}: ${line}`);
    }
    const record: Record<string, string> = {};
    header.forEach((name, idx) => {
      record[name] = fields[idx] ?? '';
    });
    yield record;
  }
  if (pending) throw new Error(`${path}: unterminated quoted field at end of file`);
}
