import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activationDocuments } from '@kavach/db';
import { createFixture, DB_KINDS, type Fixture } from '../../../test/support/fixture';
import {
  PAYLOAD,
  exifPayload,
  jpegHeaderOnly,
  makeJpeg,
  makePdf,
  pngHeaderOnly,
  streamObject,
  withJpegSegment,
  zipBytes,
} from '../../../test/support/corpus-test-helpers';
import { MAX_DOCUMENT_BYTES } from '../../lib/documents/inspect';
import {
  addPlan,
  devicePhoto,
  invoicePdf,
  ownerWithPlan,
  phoneDevice,
  upload,
  uploadRequired,
} from '../../../test/support/activation-test-helpers';

const files = async (f: Fixture) =>
  (await readdir(f.documentDir, { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));

/** docs/product/security-tests.md#t11-1–docs/product/security-tests.md#t11-3 through the routes: what is refused, what is stored, how it is served. */
describe.each(DB_KINDS)('activation documents on %s', (kind) => {
  let f: Fixture;
  let owner: Awaited<ReturnType<typeof ownerWithPlan>>;
  beforeAll(async () => {
    f = await createFixture(kind);
    owner = await ownerWithPlan(f);
  });
  afterAll(() => f.close());

  it('T11.1 bad files are refused with a clear code; nothing is stored', async () => {
    const jsPdf = makePdf([
      '<< /Type /Catalog /OpenAction 2 0 R >>',
      '<< /S /JavaScript /JS (app.alert(1)) >>',
    ]);
    const launch = makePdf([streamObject('/Type /EmbeddedFile', Buffer.from(PAYLOAD))]);
    const corpus: [string, Buffer, string, number, string][] = [
      [
        'PHP named .php.jpg',
        Buffer.from('<?php system($_GET["c"]); ?>'),
        'shell.php.jpg',
        400,
        'DOCUMENT_TYPE_NOT_ALLOWED',
      ],
      [
        'SVG with script',
        Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg">${PAYLOAD}</svg>`),
        'logo.png',
        400,
        'DOCUMENT_TYPE_NOT_ALLOWED',
      ],
      [
        'HTML named .pdf',
        Buffer.from(`<!DOCTYPE html>${PAYLOAD}`),
        'x.jpg%00.php',
        400,
        'DOCUMENT_TYPE_NOT_ALLOWED',
      ],
      ['PDF with JavaScript', jsPdf, 'bill.pdf', 400, 'DOCUMENT_UNSAFE'],
      ['PDF with an embedded file', launch, 'bill.pdf', 400, 'DOCUMENT_UNSAFE'],
      ['zip as .pdf', zipBytes('payload.exe'), 'invoice.pdf', 400, 'DOCUMENT_TYPE_NOT_ALLOWED'],
      ['docx as .pdf', zipBytes('word/document.xml'), 'invoice.pdf', 400, 'DOCUMENT_TYPE_NOT_ALLOWED'],
      ['0 bytes', Buffer.alloc(0), 'empty.jpg', 400, 'DOCUMENT_EMPTY'],
      [
        '5 MB + 1',
        Buffer.concat([invoicePdf(), Buffer.alloc(MAX_DOCUMENT_BYTES + 1 - invoicePdf().length, 32)]),
        'big.pdf',
        413,
        'DOCUMENT_TOO_LARGE',
      ],
      [
        '6 MB (past the parser limit)',
        Buffer.alloc(6 * 1024 * 1024, 1),
        'huge.pdf',
        413,
        'DOCUMENT_TOO_LARGE',
      ],
      [
        'PNG pixel flood 20,000²',
        pngHeaderOnly(20_000, 20_000),
        'flood.png',
        400,
        'DOCUMENT_IMAGE_TOO_LARGE',
      ],
      [
        'JPEG pixel flood 20,000²',
        jpegHeaderOnly(20_000, 20_000),
        'flood.jpg',
        400,
        'DOCUMENT_IMAGE_TOO_LARGE',
      ],
      ['truncated JPEG', makeJpeg(64, 64).subarray(0, 300), 'half.jpg', 400, 'DOCUMENT_CORRUPT'],
    ];
    const before = await files(f);
    for (const [label, bytes, name, status, code] of corpus) {
      const res = await upload(f, owner.b, owner.osid, bytes, { name });
      expect([label, res.statusCode, res.json().error_code]).toEqual([label, status, code]);
      expect(res.json().message).toMatch(/\w/);
    }
    expect(await files(f)).toEqual(before);
    expect(await f.handle.db.select().from(activationDocuments)).toHaveLength(0);
  });

  it('T11.1 names: ../ paths, NUL, RTL override and 1,000 characters give a safe display name; the key is server-made inside the folder', async () => {
    const names = ['../../etc/passwd.jpg', 'x.jpg\0.php', 'invoice\u202Egpj.exe', `${'a'.repeat(1000)}.jpg`];
    for (const name of names) {
      const res = await upload(f, owner.b, owner.osid, makeJpeg(), { type: '1', name });
      expect(res.statusCode).toBe(200);
      const doc = res.json().document;
      expect(doc.name).toMatch(/^[A-Za-z0-9 _-]{1,96}\.jpg$/);
      const [row] = await f.handle.db
        .select()
        .from(activationDocuments)
        .where(eq(activationDocuments.publicId, doc.id));
      expect(row!.storageKey).toMatch(/^documents\/[0-9a-f-]{36}$/);
      await owner.b.call('DELETE', `/v3/activation/document/${doc.id}`);
    }
    expect(
      (await upload(f, owner.b, owner.osid, makeJpeg(), { name: '../../etc/passwd.jpg' })).json().document
        .name,
    ).toBe('passwd.jpg');
    for (const file of await files(f)) expect(file.startsWith(f.documentDir + path.sep)).toBe(true);
  });

  it('T11.1 images are re-encoded: a polyglot payload after the JPEG end and EXIF are gone from what is stored and served', async () => {
    const polyglot = Buffer.concat([
      withJpegSegment(makeJpeg(32, 32), 0xe1, exifPayload(6, PAYLOAD)),
      Buffer.from(PAYLOAD),
    ]);
    const res = await upload(f, owner.b, owner.osid, polyglot, { type: '1', name: 'photo.jpg' });
    expect(res.statusCode).toBe(200);
    const [row] = await f.handle.db
      .select()
      .from(activationDocuments)
      .where(eq(activationDocuments.publicId, res.json().document.id));
    const stored = await readFile(path.join(f.documentDir, row!.storageKey));
    const served = (await owner.b.call('GET', `/v3/activation/document/${row!.publicId}`)).rawPayload;
    for (const bytes of [stored, served]) {
      expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
      expect(bytes.includes(Buffer.from('script'))).toBe(false);
      expect(bytes.includes(Buffer.from('Exif'))).toBe(false);
    }
    expect(row!.sizeBytes).toBe(stored.length);
  });

  it('T11.3 serving: attachment with a sanitised name, nosniff, CSP sandbox, no caching, the detected type', async () => {
    const { invoice } = await uploadRequired(f, owner.b, owner.osid);
    const res = await owner.b.call('GET', `/v3/activation/document/${invoice.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="invoice.pdf"; filename*=UTF-8''invoice.pdf`,
      'x-content-type-options': 'nosniff',
      'content-security-policy': 'sandbox',
      'cache-control': 'private, no-store',
    });
    expect(res.rawPayload).toEqual(invoicePdf());
  });

  it('T11.2 limits: the 11th document of a plan and the 51st upload of a day → 429 DOCUMENT_LIMIT; deleting frees a place', async () => {
    const second = await ownerWithPlan(f);
    const ids: string[] = [];
    for (let i = 0; i < 10; i++)
      ids.push((await upload(f, second.b, second.osid, devicePhoto(), { type: '1' })).json().document.id);
    const eleventh = await upload(f, second.b, second.osid, devicePhoto(), { type: '1' });
    expect([eleventh.statusCode, eleventh.json().error_code]).toEqual([429, 'DOCUMENT_LIMIT']);
    expect(eleventh.json().message).toBe(
      'A plan can have up to 10 documents. Delete one you no longer need, then upload again.',
    );
    expect((await second.b.call('DELETE', `/v3/activation/document/${ids[0]}`)).statusCode).toBe(200);
    expect((await upload(f, second.b, second.osid, devicePhoto(), { type: '1' })).statusCode).toBe(200);
    // 39 more of the same customer today on a third plan (setup), then the 50th and 51st uploads.
    const filler = await addPlan(f, second.osid, 'AMC-GEYSER');
    const target = await addPlan(f, second.osid, 'AMC-MICROWAVE');
    const [mine] = await f.handle.db
      .select()
      .from(activationDocuments)
      .where(eq(activationDocuments.publicId, ids[1]!));
    const rows = Array.from({ length: 39 }, (_, i) => ({
      ...mine!,
      id: undefined,
      customerPlanId: filler.id,
      publicId: `filler-${kind}-${i}`,
    }));
    await f.handle.db.insert(activationDocuments).values(rows);
    expect((await upload(f, second.b, target.osid, devicePhoto(), { type: '1' })).statusCode).toBe(200);
    const over = await upload(f, second.b, target.osid, devicePhoto(), { type: '1' });
    expect([over.statusCode, over.json().error_code]).toEqual([429, 'DOCUMENT_LIMIT']);
    expect(over.json().message).toMatch(/50 documents in the last 24 hours/);
  });

  it('documents lock once the plan is activated: upload and delete → 409 DOCUMENTS_LOCKED; a JSON body → 415', async () => {
    const third = await ownerWithPlan(f);
    const json = await third.b.call(
      'POST',
      `/v3/activation/${third.osid}/documents`,
      { file: 'x' },
      { 'x-document-type': '0' },
    );
    expect([json.statusCode, json.json().error_code]).toEqual([415, 'UNSUPPORTED_MEDIA_TYPE']);
    const { invoice } = await uploadRequired(f, third.b, third.osid);
    expect(
      (await third.b.call('POST', `/v3/activation/${third.osid}`, { device: phoneDevice(f) })).statusCode,
    ).toBe(200);
    const del = await third.b.call('DELETE', `/v3/activation/document/${invoice.id}`);
    expect([del.statusCode, del.json().error_code]).toEqual([409, 'DOCUMENTS_LOCKED']);
    const more = await upload(f, third.b, third.osid, devicePhoto(), { type: '1' });
    expect([more.statusCode, more.json().error_code]).toEqual([409, 'DOCUMENTS_LOCKED']);
    expect((await third.b.call('GET', `/v3/activation/document/${invoice.id}`)).statusCode).toBe(200);
  });

  it('delete removes the row and the stored file; the document is then 404', async () => {
    const res = await upload(f, owner.b, owner.osid, devicePhoto(), { type: '1' });
    const id = res.json().document.id as string;
    const [row] = await f.handle.db
      .select()
      .from(activationDocuments)
      .where(eq(activationDocuments.publicId, id));
    const file = path.join(f.documentDir, row!.storageKey);
    expect(await files(f)).toContain(file);
    expect((await owner.b.call('DELETE', `/v3/activation/document/${id}`)).json()).toEqual({
      id,
      deleted: true,
    });
    expect(await files(f)).not.toContain(file);
    expect((await owner.b.call('GET', `/v3/activation/document/${id}`)).statusCode).toBe(404);
  });
});
