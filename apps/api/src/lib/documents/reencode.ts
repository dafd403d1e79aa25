import { promisify } from 'node:util';
import { inflate } from 'node:zlib';
import type { Sharp, SharpOptions } from 'sharp';
import { AppError } from '../http-errors';
import { documentError } from './document-errors';
import { readJpegHeader, readPngHeader, type ImageHeader } from './image-header';
import type { DocumentKind } from './inspect';

/** Pixel-flood limits (ASVS 5.2.6, docs/product/security-tests.md#t11-1). */
export const MAX_IMAGE_PIXELS = 40_000_000;
export const MAX_IMAGE_SIDE = 12_000;
export const JPEG_QUALITY = 85;

const inflateAsync = promisify(inflate);

/**
 * sharp (libvips) is loaded on the first image, not at start: it is ≈ 70 ms of the API's cold start
 * (performance-goals.md) that most processes never need. Each upload is decoded once: libvips'
 * operation cache would only keep decoded pixels in memory. One libvips thread per image and at
 * most two images at a time (2 cores): memory stays bounded under a burst of uploads (docs/product/security-tests.md#t11-5); the
 * rest wait their turn instead of decoding side by side.
 */
let sharpLib: Promise<(input: Buffer, options: SharpOptions) => Sharp> | null = null;
function loadSharp() {
  sharpLib ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    sharp.concurrency(1);
    return sharp;
  });
  return sharpLib;
}
export const MAX_CONCURRENT_REENCODES = 2;
let running = 0;
const waiting: (() => void)[] = [];
async function withReencodeSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT_REENCODES) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

function assertWithinLimits(header: ImageHeader | null): ImageHeader {
  if (!header || header.width === 0 || header.height === 0) throw documentError('DOCUMENT_CORRUPT');
  const { width, height } = header;
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE || width * height > MAX_IMAGE_PIXELS) {
    throw documentError('DOCUMENT_IMAGE_TOO_LARGE');
  }
  return header;
}

/** The IDAT data of a PNG (chunks after IEND are ignored). */
function idatOf(bytes: Buffer): Buffer {
  const idat: Buffer[] = [];
  for (let at = 8; at + 12 <= bytes.length;) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    if (type === 'IDAT') idat.push(bytes.subarray(at + 8, at + 8 + length));
    at += 12 + length;
    if (type === 'IEND') break;
  }
  return Buffer.concat(idat);
}

/**
 * A PNG's image data may not inflate to more than its header allows (a decompression bomb: a few
 * MB of zeros that expand to gigabytes). Inflated once with a ceiling from the header, on libuv's
 * pool (zlib's async API), before libvips sees the file.
 */
async function assertPngInflateBounded(bytes: Buffer, header: ImageHeader): Promise<void> {
  const png = header.png;
  if (!png) return;
  const rowBytes = Math.ceil((header.width * png.channels * png.bitDepth) / 8) + 1;
  // Adam7 adds a filter byte per row of each of the 7 passes; 8 rows of slack covers them.
  const bound = rowBytes * header.height + 8 * (header.height + 8) * 2;
  try {
    await inflateAsync(idatOf(bytes), { maxOutputLength: bound });
  } catch {
    throw documentError('DOCUMENT_CORRUPT');
  }
}

const isPixelLimit = (e: unknown) => e instanceof Error && /pixel limit/i.test(e.message);

/**
 * Decodes an image and encodes it afresh (ASVS 5.2.2, docs/product/security-tests.md#t11-1) so that EXIF, ICC and
 * comment segments, PNG text chunks and anything after the end of the image (a polyglot payload)
 * are gone: sharp writes no metadata unless asked to (we never call withMetadata). JPEG stays
 * JPEG (quality 85, turned upright by its EXIF orientation first), PNG stays PNG (RGB when every
 * pixel is opaque). Width and height are read from the header before anything is decoded: more
 * than 40 megapixels or a side over 12,000 px is refused, and libvips gets the same pixel limit.
 * PDFs are returned as they are: `inspectUpload` has scanned them. libvips runs on libuv's thread
 * pool, so the event loop stays free while an image is decoded.
 */
export async function reencodeImage(bytes: Buffer, kind: DocumentKind): Promise<Buffer> {
  if (kind === 'pdf') return bytes;
  return withReencodeSlot(() => reencode(bytes, kind));
}

async function reencode(bytes: Buffer, kind: 'jpeg' | 'png'): Promise<Buffer> {
  const header = assertWithinLimits(kind === 'jpeg' ? readJpegHeader(bytes) : readPngHeader(bytes));
  if (kind === 'png') await assertPngInflateBounded(bytes, header);
  const sharp = await loadSharp();
  // Sequential access: libvips decodes in strips as the encoder asks for them (docs/product/security-tests.md#t11-5 memory).
  const input = () =>
    sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error', sequentialRead: true });
  try {
    const meta = await input().metadata();
    if (meta.width !== header.width || meta.height !== header.height) throw documentError('DOCUMENT_CORRUPT');
    const upright = input().rotate();
    // Standard Huffman tables (no optimising second pass): ~35 % less CPU per photo for ~5 % more
    // bytes, which is what bounds an upload burst on one core (docs/product/security-tests.md#t11-5, decision 026).
    if (kind === 'jpeg')
      return await upright.jpeg({ quality: JPEG_QUALITY, optimiseCoding: false }).toBuffer();
    const opaque = meta.hasAlpha ? (await input().stats()).isOpaque : true;
    return await (opaque ? upright.removeAlpha() : upright).png().toBuffer();
  } catch (e) {
    if (e instanceof AppError) throw e;
    if (isPixelLimit(e)) throw documentError('DOCUMENT_IMAGE_TOO_LARGE');
    throw documentError('DOCUMENT_CORRUPT');
  }
}
