import { deflateSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AppError } from '../http-errors';
import { renderPdf } from '../pdf/simple-pdf';
import {
  PAYLOAD,
  makeJpeg,
  makePdf,
  makePng,
  streamObject,
  zipBytes,
} from '../../../test/support/corpus-test-helpers';
import { MAX_DOCUMENT_BYTES, inspectUpload } from './inspect';

function refusal(run: () => unknown): AppError {
  try {
    run();
  } catch (e) {
    if (e instanceof AppError) return e;
    throw e;
  }
  throw new Error('expected the upload to be refused');
}

const cleanPdf = () => renderPdf([{ texts: [{ x: 40, y: 800, text: 'Purchase invoice' }] }], { title: 'x' });
const catalog = '<< /Type /Catalog /Pages 2 0 R >>';

describe('inspectUpload: type by magic bytes only', () => {
  it('T11.1: accepts JPEG, PNG and PDF by their first bytes, whatever the name says', () => {
    expect(inspectUpload(makeJpeg(), 'photo.jpeg')).toEqual({
      kind: 'jpeg',
      contentType: 'image/jpeg',
      extension: 'jpg',
      safeName: 'photo.jpg',
    });
    expect(inspectUpload(makePng(), 'scan.PNG')).toMatchObject({ kind: 'png', contentType: 'image/png' });
    expect(inspectUpload(cleanPdf(), 'bill.pdf')).toMatchObject({
      kind: 'pdf',
      contentType: 'application/pdf',
    });
  });

  it('T11.1: wrong declared MIME type or extension: a PNG named .jpg is a PNG, and is named .png', () => {
    const result = inspectUpload(makePng(), 'photo.jpg');
    expect(result).toMatchObject({ kind: 'png', extension: 'png', safeName: 'photo.png' });
  });

  const notAllowed: [string, Buffer, string][] = [
    ['.php.jpg with PHP content', Buffer.from('<?php system($_GET["c"]); ?>'), 'shell.php.jpg'],
    ['x.jpg%00.php (HTML)', Buffer.from(`<html><body>${PAYLOAD}</body></html>`), 'x.jpg%00.php'],
    ['x.jpg + NUL + .php', Buffer.from('<?php echo 1; ?>'), 'x.jpg\0.php'],
    ['SVG with script', Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg">${PAYLOAD}</svg>`), 'logo.png'],
    ['SVG with an XML prolog', Buffer.from('<?xml version="1.0"?><svg onload="alert(1)"/>'), 'a.svg'],
    ['HTML', Buffer.from(`<!DOCTYPE html>${PAYLOAD}`), 'invoice.pdf'],
    ['JavaScript', Buffer.from('fetch("/account").then(r => r.text()).then(alert)'), 'bill.jpg'],
    ['a zip named .pdf', zipBytes('payload.exe'), 'bill.pdf'],
    ['a docx named .pdf', zipBytes('word/document.xml'), 'invoice.pdf'],
    [
      'a PDF header after other bytes (polyglot)',
      Buffer.from(`<html>${PAYLOAD}</html>\n%PDF-1.4\n`),
      'a.pdf',
    ],
    ['a JPEG signature after other bytes', Buffer.concat([Buffer.from('GIF89a'), makeJpeg()]), 'a.jpg'],
    ['GIF', Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'), 'a.gif'],
    ['a UTF-8 BOM before %PDF-', Buffer.from('\uFEFF%PDF-1.4\n', 'utf8'), 'a.pdf'],
  ];
  it.each(notAllowed)('T11.1: refuses %s with 400 DOCUMENT_TYPE_NOT_ALLOWED', (_label, bytes, name) => {
    const e = refusal(() => inspectUpload(bytes, name));
    expect(e.statusCode).toBe(400);
    expect(e.errorCode).toBe('DOCUMENT_TYPE_NOT_ALLOWED');
    expect(e.message).toBe('Upload a JPEG, PNG or PDF file.');
  });
});

describe('inspectUpload: limits', () => {
  it('T11.2: a 0-byte file is 400 DOCUMENT_EMPTY', () => {
    const e = refusal(() => inspectUpload(Buffer.alloc(0), 'empty.pdf'));
    expect([e.statusCode, e.errorCode]).toEqual([400, 'DOCUMENT_EMPTY']);
  });

  it('T11.2: 5 MB + 1 byte is 413 DOCUMENT_TOO_LARGE; exactly 5 MB is accepted', () => {
    const pdf = cleanPdf();
    const padded = (size: number) => Buffer.concat([pdf, Buffer.alloc(size - pdf.length, 0x20)]);
    const e = refusal(() => inspectUpload(padded(MAX_DOCUMENT_BYTES + 1), 'big.pdf'));
    expect([e.statusCode, e.errorCode]).toEqual([413, 'DOCUMENT_TOO_LARGE']);
    expect(e.message).toMatch(/5 MB/);
    expect(inspectUpload(padded(MAX_DOCUMENT_BYTES), 'big.pdf').kind).toBe('pdf');
  });
});

describe('inspectUpload: PDF active content', () => {
  const unsafe: [string, string[]][] = [
    [
      '/OpenAction with /JavaScript',
      [`<< /Type /Catalog /OpenAction 2 0 R >>`, '<< /S /JavaScript /JS (app.alert(1)) >>'],
    ],
    ['/JS alone', [catalog, '<< /S /X /JS 3 0 R >>']],
    ['hex-escaped /J#61vaScript', [catalog, '<< /S /J#61vaScript /J#53 (app.alert(1)) >>']],
    ['fully hex-escaped /#4A#53', [catalog, '<< /#4A#53 (x) >>']],
    ['/Launch', [catalog, '<< /S /Launch /F (cmd.exe) >>']],
    ['/EmbeddedFile', [catalog, '<< /Type /EmbeddedFile /Length 0 >>']],
    ['/AA additional actions', [`<< /Type /Page /AA << /O 3 0 R >> >>`]],
    ['/RichMedia', [catalog, '<< /Subtype /RichMedia >>']],
    ['/XFA forms', [`<< /AcroForm << /XFA 3 0 R >> >>`]],
    ['/GoToR to a UNC path', [catalog, '<< /S /GoToR /F (\\\\\\\\evil\\\\share\\\\x.pdf) >>']],
    ['/SubmitForm', [catalog, '<< /S /SubmitForm /F (https://evil.example) >>']],
  ];
  it.each(unsafe)('T11.1: refuses a PDF with %s (400 DOCUMENT_UNSAFE)', (_label, objects) => {
    const e = refusal(() => inspectUpload(makePdf(objects), 'claim.pdf'));
    expect([e.statusCode, e.errorCode]).toEqual([400, 'DOCUMENT_UNSAFE']);
    expect(e.message).toMatch(/active content/);
  });

  it('T11.1: finds /JavaScript hidden in a compressed object stream (/ObjStm)', () => {
    const inner = Buffer.from('3 0 << /S /JavaScript /JS (app.alert(1)) >>');
    const objStm = streamObject('/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode', deflateSync(inner));
    const e = refusal(() => inspectUpload(makePdf([catalog, objStm]), 'a.pdf'));
    expect(e.errorCode).toBe('DOCUMENT_UNSAFE');
  });

  it('T11.1: fails closed on object streams it cannot read (other filters, encrypted data, predictors)', () => {
    const hex = Buffer.from(Buffer.from('3 0 << /JS (x) >>').toString('hex'));
    const cases = [
      streamObject('/Type /ObjStm /N 1 /First 4 /Filter /ASCIIHexDecode', hex),
      streamObject(
        '/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode',
        Buffer.from('not deflate data at all'),
      ),
      streamObject(
        '/Type /ObjStm /Filter /FlateDecode /DecodeParms << /Predictor 12 >>',
        deflateSync('3 0 << >>'),
      ),
      streamObject('/Type /Obj#53tm /Filter [/FlateDecode /ASCII85Decode]', Buffer.from('xyz')),
    ];
    for (const objStm of cases) {
      const e = refusal(() => inspectUpload(makePdf([catalog, objStm]), 'a.pdf'));
      expect(e.errorCode).toBe('DOCUMENT_UNSAFE');
      expect(e.message).toMatch(/could not be checked/);
    }
  });

  it('T11.1: fails closed on an unterminated string (a parser trick to hide what follows)', () => {
    const e = refusal(() => inspectUpload(makePdf([catalog, '<< /Title (never closed >>']), 'a.pdf'));
    expect(e.errorCode).toBe('DOCUMENT_UNSAFE');
  });

  it('T11.1: a wrong stream /Length makes the rest of the file searched byte by byte', () => {
    const data = Buffer.from('q Q endstream endobj 9 0 obj << /S /JavaScript >> endobj');
    const body = `<< /Length 4 >>\nstream\n${data.toString('latin1')}\nendstream`;
    expect(refusal(() => inspectUpload(makePdf([catalog, body]), 'a.pdf')).errorCode).toBe('DOCUMENT_UNSAFE');
  });

  it('T11.1: no false alarms from plain PDFs: links, text that mentions /JS, binary image data', () => {
    const link = '<< /Type /Annot /Subtype /Link /A << /S /URI /URI (https://kavach.example) >> >>';
    const text = streamObject('', Buffer.from('BT (Call /JS or /JavaScript support) Tj ET'));
    const binary = Buffer.from('\x00/JS /AA\x20/Launch\x0a', 'latin1');
    const image = streamObject('/Subtype /Image /Filter /DCTDecode', Buffer.concat([binary, makeJpeg()]));
    const pdf = makePdf([catalog, link, text, image, '<< /Title (about /JavaScript \\) /AA) >>']);
    expect(inspectUpload(pdf, 'statement.pdf').kind).toBe('pdf');
    expect(inspectUpload(cleanPdf(), 'x.pdf').kind).toBe('pdf');
  });

  // Its speed (< 3 s, no quadratic path) is measured by the bench: bench/lib/pdf-scan-bench.mjs.
  it('T11.1: a 5 MB PDF of nothing but names and comments is scanned to the end and accepted', () => {
    const header = Buffer.from('%PDF-1.4\n');
    const filler = Buffer.from('/a%\n'.repeat((MAX_DOCUMENT_BYTES - header.length) / 4));
    const pdf = Buffer.concat([header, filler]);
    expect(pdf.length).toBeGreaterThan(MAX_DOCUMENT_BYTES - 4);
    expect(inspectUpload(pdf, 'x.pdf').kind).toBe('pdf');
    // The same file with active content in its last bytes is refused: the scan reached the end.
    const tail = Buffer.concat([pdf.subarray(0, pdf.length - 4), Buffer.from('/JS\n')]);
    expect(refusal(() => inspectUpload(tail, 'x.pdf')).errorCode).toBe('DOCUMENT_UNSAFE');
  });
});

describe('inspectUpload: safe display name', () => {
  const pdf = cleanPdf();
  const name = (declared: string) => inspectUpload(pdf, declared).safeName;

  it('T11.1: path parts and ../ are stripped', () => {
    expect(inspectUpload(makePng(), '../../etc/passwd.png').safeName).toBe('passwd.png');
    expect(name('..\\..\\Windows\\system32\\cmd.pdf')).toBe('cmd.pdf');
    expect(name('C:\\Users\\me\\Scans\\bill.pdf')).toBe('bill.pdf');
    expect(name('../')).toBe('document.pdf');
  });

  it('T11.1: NUL bytes, %00, quotes and control characters are dropped; no double extension survives', () => {
    expect(name('x.jpg\0.php')).toBe('x_jpg.pdf');
    expect(name('x.jpg%00.php')).toBe('x_jpg00.pdf');
    expect(name('shell.php.jpg')).toBe('shell_php.pdf');
    expect(name('a"b\'c\r\nX-Injected: 1;.pdf')).toBe('abcX-Injected 1.pdf');
  });

  it('T11.1: the RTL override (U+202E) and other bidi controls are removed', () => {
    expect(name('invoice\u202Egpj.exe')).toBe('invoicegpj.pdf');
    expect(name('\u2066bill\u2069\u200F.pdf')).toBe('bill.pdf');
  });

  it('T11.1: a 1,000-character name is cut to 100 characters and keeps the extension', () => {
    const result = name(`${'a'.repeat(1000)}.pdf`);
    expect(result).toHaveLength(100);
    expect(result.endsWith('.pdf')).toBe(true);
  });

  it('T11.1: accents fold to ASCII; names with nothing usable fall back to document.<ext>', () => {
    expect(name('Résumé Août.pdf')).toBe('Resume Aout.pdf');
    expect(name('बिल.pdf')).toBe('document.pdf');
    expect(name('.htaccess')).toBe('document.pdf');
    expect(name('-rf .pdf')).toBe('rf.pdf');
    expect(name('')).toBe('document.pdf');
  });

  it('T11.1: any declared name gives [A-Za-z0-9 _-] + the detected extension, at most 100 characters', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (declared) => {
        const result = name(declared);
        expect(result).toMatch(/^[A-Za-z0-9_][A-Za-z0-9 _-]*\.pdf$|^document\.pdf$/);
        expect(result.length).toBeLessThanOrEqual(100);
      }),
    );
  });
});
