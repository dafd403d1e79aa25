import { inflateSync } from 'node:zlib';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { AppError } from '../http-errors';
import { documentError } from './document-errors';
import { readJpegHeader, readPngHeader, type ImageHeader } from './image-header';
import type { DocumentKind } from './inspect';
import { applyOrientation, type RgbaImage } from './orientation';

/** Pixel-flood limits (ASVS 5.2.6, security plan T11.1). */
export const MAX_IMAGE_PIXELS = 40_000_000;
export const MAX_IMAGE_SIDE = 12_000;
export const JPEG_QUALITY = 85;
/** jpeg-js's own allocation ceiling: a 40 MP JPEG (4:4:4) needs about 840 MB in jpeg-js (measured), and 7-12 s of CPU. */
const JPEG_MAX_MEMORY_MB = 900;

function assertWithinLimits(header: ImageHeader | null): ImageHeader {
  if (!header || header.width === 0 || header.height === 0) throw documentError('DOCUMENT_CORRUPT');
  const { width, height } = header;
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE || width * height > MAX_IMAGE_PIXELS) {
    throw documentError('DOCUMENT_IMAGE_TOO_LARGE');
  }
  return header;
}

function decodeJpeg(bytes: Buffer): RgbaImage {
  const decoded = jpeg.decode(bytes, {
    useTArray: true,
    formatAsRGBA: true,
    tolerantDecoding: false,
    maxResolutionInMP: MAX_IMAGE_PIXELS / 1_000_000,
    maxMemoryUsageInMB: JPEG_MAX_MEMORY_MB,
  });
  return { width: decoded.width, height: decoded.height, data: decoded.data };
}

/** The IDAT data of a PNG and where its IEND chunk ends (bytes after it are dropped). */
function pngChunks(bytes: Buffer): { idat: Buffer[]; end: number } {
  const idat: Buffer[] = [];
  for (let at = 8; at + 12 <= bytes.length;) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    if (type === 'IDAT') idat.push(bytes.subarray(at + 8, at + 8 + length));
    at += 12 + length;
    if (type === 'IEND') return { idat, end: at };
  }
  return { idat, end: bytes.length };
}

/**
 * pngjs inflates interlaced images without an output bound, so a few MB of zeros could expand to
 * gigabytes. Inflate the IDAT data once with a ceiling from the header before handing it over.
 */
function assertPngInflateBounded(idat: Buffer[], header: ImageHeader): void {
  if (!header.png?.interlaced) return;
  const rowBytes = Math.ceil((header.width * header.png.channels * header.png.bitDepth) / 8) + 1;
  const bound = rowBytes * header.height + 8 * (header.height + 8) * 2;
  try {
    inflateSync(Buffer.concat(idat), { maxOutputLength: bound });
  } catch {
    throw documentError('DOCUMENT_CORRUPT');
  }
}

function decodePng(bytes: Buffer, header: ImageHeader): RgbaImage {
  const { idat, end } = pngChunks(bytes);
  assertPngInflateBounded(idat, header);
  const png = PNG.sync.read(bytes.subarray(0, end), { checkCRC: true });
  return { width: png.width, height: png.height, data: png.data };
}

function encodePng(image: RgbaImage): Buffer {
  const png = new PNG({ width: image.width, height: image.height });
  Buffer.from(image.data.buffer, image.data.byteOffset, image.data.length).copy(png.data);
  let opaque = true;
  for (let i = 3; i < image.data.length && opaque; i += 4) opaque = image.data[i] === 255;
  return PNG.sync.write(png, { colorType: opaque ? 2 : 6, deflateLevel: 6 });
}

const isLimitError = (e: unknown) =>
  e instanceof Error && /maxResolutionInMP|maxMemoryUsageInMB/.test(e.message);

/**
 * Decodes an image and encodes it afresh (ASVS 5.2.2, security plan T11.1) so that EXIF and
 * comment segments, PNG text chunks and anything after the end of the image (a polyglot payload)
 * are gone. JPEG stays JPEG (quality 85, upright by its EXIF orientation), PNG stays PNG. Width
 * and height are read from the header first; more than 40 megapixels or a side over 12,000 px is
 * refused before decoding. PDFs are returned as they are: `inspectUpload` has scanned them.
 * Synchronous pure-JS work, roughly 0.5 s per megapixel on this 2-core box (12 MP ≈ 6 s): call it
 * from a worker thread, not on the request's event loop.
 */
export function reencodeImage(bytes: Buffer, kind: DocumentKind): Buffer {
  if (kind === 'pdf') return bytes;
  const header = assertWithinLimits(kind === 'jpeg' ? readJpegHeader(bytes) : readPngHeader(bytes));
  let image: RgbaImage;
  try {
    image = kind === 'jpeg' ? decodeJpeg(bytes) : decodePng(bytes, header);
  } catch (e) {
    if (isLimitError(e)) throw documentError('DOCUMENT_IMAGE_TOO_LARGE');
    if (e instanceof AppError) throw e;
    throw documentError('DOCUMENT_CORRUPT');
  }
  if (image.width !== header.width || image.height !== header.height) throw documentError('DOCUMENT_CORRUPT');
  if (kind === 'png') return encodePng(image);
  const upright = applyOrientation(image, header.orientation);
  return jpeg.encode({ ...upright, data: upright.data }, JPEG_QUALITY).data;
}
