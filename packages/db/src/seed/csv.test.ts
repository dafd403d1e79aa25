import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseCsvRecord, readCsv } from './csv';

describe('parseCsvRecord', () => {
  it.each([
    ['a,b,c', ['a', 'b', 'c']],
    ['a,,c', ['a', '', 'c']],
    ['110110,"Nodal Delivery Centre, Rohini",PO', ['110110', 'Nodal Delivery Centre, Rohini', 'PO']],
    ['"say ""hi""",x', ['say "hi"', 'x']],
    ['"",end', ['', 'end']],
    ['trailing,', ['trailing', '']],
  ])('%s', (line, expected) => {
    expect(parseCsvRecord(line)).toEqual(expected);
  });

  it('returns null inside an open quoted field', () => {
    expect(parseCsvRecord('a,"unfinished')).toBeNull();
  });
});

describe('readCsv', () => {
  it('streams records keyed by header, joining quoted line breaks and CRLF', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'csv-'));
    const file = join(dir, 'x.csv');
    await writeFile(file, 'pin,name\r\n1,"two\nlines"\r\n2,"a, b"\r\n');
    const rows = [];
    for await (const r of readCsv(file)) rows.push(r);
    expect(rows).toEqual([
      { pin: '1', name: 'two\nlines' },
      { pin: '2', name: 'a, b' },
    ]);
  });
});
