import { deflateSync } from 'node:zlib';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from '../http-errors';
import {
  PAYLOAD,
  exifPayload,
  jpegHeaderOnly,
  makeJpeg,
  makePng,
  pngHeaderOnly,
  withJpegSegment,
  withPngText,
} from '../../../test/support/corpus-test-helpers';
import { inspectUpload } from './inspect';
import { reencodeImage } from './reencode';

async function refusalCode(run: () => Promise<unknown>): Promise<[number, string]> {
  try {
    await run();
  } catch (e) {
    if (e instanceof AppError) return [e.statusCode, e.errorCode];
    throw e;
  }
  throw new Error('expected the image to be refused');
}

const has = (bytes: Buffer, text: string) => bytes.includes(Buffer.from(text, 'latin1'));

describe('reencodeImage: payloads do not survive', () => {
  it('T11.1: HTML/JS after the JPEG end-of-image marker (polyglot) is dropped', async () => {
    const polyglot = Buffer.concat([makeJpeg(), Buffer.from(PAYLOAD)]);
    expect(inspectUpload(polyglot, 'a.jpg').kind).toBe('jpeg');
    const out = await reencodeImage(polyglot, 'jpeg');
    expect(has(out, PAYLOAD)).toBe(false);
    expect(has(out, 'script')).toBe(false);
    expect(jpeg.decode(out, { useTArray: true })).toMatchObject({ width: 16, height: 16 });
  });

  it('T11.1: HTML in a COM segment and in EXIF (ImageDescription) is dropped with all metadata', async () => {
    const withComment = withJpegSegment(makeJpeg(), 0xfe, Buffer.from(PAYLOAD));
    const withExif = withJpegSegment(withComment, 0xe1, exifPayload(1, PAYLOAD));
    expect(has(withExif, PAYLOAD)).toBe(true);
    const out = await reencodeImage(withExif, 'jpeg');
    expect(has(out, PAYLOAD)).toBe(false);
    expect(has(out, 'Exif')).toBe(false);
    expect(out.includes(Buffer.from([0xff, 0xfe]))).toBe(false); // no COM marker left
  });

  it('T11.1: PNG text chunks and bytes after IEND are dropped', async () => {
    const png = Buffer.concat([withPngText(makePng(), 'Comment', PAYLOAD), Buffer.from(PAYLOAD)]);
    const out = await reencodeImage(png, 'png');
    expect(has(out, PAYLOAD)).toBe(false);
    expect(has(out, 'tEXt')).toBe(false);
    expect(PNG.sync.read(out)).toMatchObject({ width: 16, height: 16 });
  });

  it('T11.1: a transparent PNG keeps its alpha; an opaque one is written as RGB', async () => {
    const translucent = PNG.sync.read(await reencodeImage(makePng(4, 4, 128), 'png'));
    expect(translucent.data[3]).toBe(128);
    expect(PNG.sync.read(await reencodeImage(makePng(4, 4), 'png')).colorType).toBe(2);
  });

  it('T11.1: a photo turned by EXIF orientation 6 is stored upright (its EXIF is gone)', async () => {
    const redLeftBlueRight = makeJpeg(16, 8, (x) => (x < 8 ? [255, 0, 0] : [0, 0, 255]));
    const rotated = withJpegSegment(redLeftBlueRight, 0xe1, exifPayload(6));
    const out = jpeg.decode(await reencodeImage(rotated, 'jpeg'), { useTArray: true });
    expect([out.width, out.height]).toEqual([8, 16]);
    const pixel = (x: number, y: number) =>
      Array.from(out.data.subarray((y * 8 + x) * 4, (y * 8 + x) * 4 + 3));
    expect(pixel(4, 2)[0]).toBeGreaterThan(200); // top is red
    expect(pixel(4, 13)[2]).toBeGreaterThan(200); // bottom is blue
  });

  it('T11.1: PDFs are returned unchanged (they were scanned by inspectUpload)', async () => {
    const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');
    expect(await reencodeImage(pdf, 'pdf')).toBe(pdf);
  });
});

describe('reencodeImage: pixel flood and corrupt images', () => {
  it('T11.1: a 20,000 × 20,000 PNG or JPEG header is refused before decoding (400 DOCUMENT_IMAGE_TOO_LARGE)', async () => {
    // Header-only files: had they been decoded, the answer would be DOCUMENT_CORRUPT.
    expect(await refusalCode(() => reencodeImage(pngHeaderOnly(20_000, 20_000), 'png'))).toEqual([
      400,
      'DOCUMENT_IMAGE_TOO_LARGE',
    ]);
    expect(await refusalCode(() => reencodeImage(jpegHeaderOnly(20_000, 20_000), 'jpeg'))).toEqual([
      400,
      'DOCUMENT_IMAGE_TOO_LARGE',
    ]);
  });

  it('T11.1: more than 40 megapixels, or one side over 12,000 px, is too large; the limits themselves pass', async () => {
    const tooLarge = [pngHeaderOnly(7000, 6000), pngHeaderOnly(12_001, 10), jpegHeaderOnly(10, 12_001)];
    for (const bytes of tooLarge) {
      const kind = bytes[0] === 0xff ? 'jpeg' : 'png';
      expect((await refusalCode(() => reencodeImage(bytes, kind)))[1]).toBe('DOCUMENT_IMAGE_TOO_LARGE');
    }
    // 12,000 × 3,333 is within both limits: it gets past the guard and fails only as a header-only file.
    expect((await refusalCode(() => reencodeImage(pngHeaderOnly(12_000, 3_333), 'png')))[1]).toBe(
      'DOCUMENT_CORRUPT',
    );
  });

  it('T11.1: an interlaced PNG whose data inflates far beyond its size is refused without inflating it all', async () => {
    const bomb = pngHeaderOnly(100, 100, 1, deflateSync(Buffer.alloc(20 * 1024 * 1024)));
    expect(bomb.length).toBeLessThan(30_000);
    expect(await refusalCode(() => reencodeImage(bomb, 'png'))).toEqual([400, 'DOCUMENT_CORRUPT']);
  });

  it('T11.1: corrupt images are 400 DOCUMENT_CORRUPT', async () => {
    const good = makeJpeg(64, 64, (x, y) => [x * 4, y * 4, 100]);
    const badCrc = Buffer.from(makePng());
    badCrc[40] = (badCrc[40] ?? 0) ^ 0xff;
    const cases: [Buffer, 'jpeg' | 'png'][] = [
      [good.subarray(0, Math.floor(good.length / 2)), 'jpeg'],
      [Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.from(PAYLOAD)]), 'jpeg'],
      [jpegHeaderOnly(10, 10), 'jpeg'],
      [jpegHeaderOnly(0, 10), 'jpeg'],
      [badCrc, 'png'],
      [pngHeaderOnly(10, 10), 'png'],
      [Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), 'png'],
    ];
    for (const [bytes, kind] of cases) {
      expect(await refusalCode(() => reencodeImage(bytes, kind))).toEqual([400, 'DOCUMENT_CORRUPT']);
    }
  });
});

describe('reencodeImage: off the event loop', () => {
  it('T11.5: a 12-megapixel photo is re-encoded on the thread pool; the event loop keeps ticking', async () => {
    const noise = { type: 'gaussian' as const, mean: 128, sigma: 40 };
    const photo = await sharp({
      create: { width: 4000, height: 3000, channels: 3, background: '#808080', noise },
    })
      .jpeg({ quality: 92 })
      .toBuffer();
    // Counted, not timed: a chain of setImmediate callbacks runs only when the event loop turns.
    // Decoding and encoding 12 megapixels on the main thread would leave it a handful of turns.
    // (Upload speed, docs/product/security-tests.md#t11-5, is measured by the bench: bench/lib/upload-bench.mjs.)
    let turns = 0;
    let done = false;
    const spin = () => {
      turns++;
      if (!done) setImmediate(spin);
    };
    setImmediate(spin);
    const out = await reencodeImage(photo, 'jpeg');
    done = true;
    expect(await sharp(out).metadata()).toMatchObject({ format: 'jpeg', width: 4000, height: 3000 });
    expect(turns).toBeGreaterThan(100);
  });
});
