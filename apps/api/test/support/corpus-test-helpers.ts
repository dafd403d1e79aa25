/**
 * Builders for the malicious-file corpus of docs/product/security-tests.md#t11-1, generated in code so no binary
 * fixtures are committed. Used by the document tests only.
 */
import { crc32 } from 'node:zlib';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';

export const PAYLOAD = '<script>alert("kavach-polyglot")</script><?php system($_GET["c"]); ?>';

/** A small valid JPEG; `paint` gives each pixel's RGB. */
export function makeJpeg(width = 16, height = 16, paint = (_x: number, _y: number) => [200, 30, 30]): Buffer {
  const data = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const [r, g, b] = paint(x, y);
      data.set([r ?? 0, g ?? 0, b ?? 0, 255], (y * width + x) * 4);
    }
  }
  return jpeg.encode({ width, height, data }, 90).data;
}

/** A small valid PNG (RGBA, half transparent when `alpha` is below 255). */
export function makePng(width = 16, height = 16, alpha = 255): Buffer {
  const png = new PNG({ width, height });
  for (let i = 0; i < png.data.length; i += 4) png.data.set([20, 120, 220, alpha], i);
  return PNG.sync.write(png);
}

/** Inserts a JPEG segment (marker 0xFFxx + length + payload) right after SOI. */
export function withJpegSegment(image: Buffer, marker: number, payload: Buffer): Buffer {
  const header = Buffer.from([0xff, marker, 0, 0]);
  header.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([image.subarray(0, 2), header, payload, image.subarray(2)]);
}

/** An EXIF APP1 payload (big-endian TIFF) with an Orientation and an ImageDescription. */
export function exifPayload(orientation: number, description = ''): Buffer {
  const text = Buffer.from(`${description}\0`, 'latin1');
  const tiff = Buffer.alloc(8 + 2 + 2 * 12 + 4);
  tiff.write('MM', 0, 'latin1');
  tiff.writeUInt16BE(42, 2);
  tiff.writeUInt32BE(8, 4);
  tiff.writeUInt16BE(2, 8);
  // ImageDescription (0x010E), ASCII, stored after the IFD.
  tiff.writeUInt16BE(0x010e, 10);
  tiff.writeUInt16BE(2, 12);
  tiff.writeUInt32BE(text.length, 14);
  tiff.writeUInt32BE(tiff.length, 18);
  // Orientation (0x0112), SHORT, 1 value.
  tiff.writeUInt16BE(0x0112, 22);
  tiff.writeUInt16BE(3, 24);
  tiff.writeUInt32BE(1, 26);
  tiff.writeUInt16BE(orientation, 30);
  return Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff, text]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** Adds a tEXt chunk just before IEND. */
export function withPngText(png: Buffer, keyword: string, text: string): Buffer {
  const iend = png.length - 12;
  const chunk = pngChunk('tEXt', Buffer.from(`${keyword}\0${text}`, 'latin1'));
  return Buffer.concat([png.subarray(0, iend), chunk, png.subarray(iend)]);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PNG that is only a signature and an IHDR claiming `width` × `height` (a pixel flood). */
export function pngHeaderOnly(width: number, height: number, interlace = 0, idat?: Buffer): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 6, 0, 0, interlace], 8);
  const parts = [PNG_SIGNATURE, pngChunk('IHDR', ihdr)];
  if (idat) parts.push(pngChunk('IDAT', idat), pngChunk('IEND', Buffer.alloc(0)));
  return Buffer.concat(parts);
}

/** A JPEG that is only SOI + a baseline SOF0 claiming `width` × `height`. */
export function jpegHeaderOnly(width: number, height: number): Buffer {
  const sof = Buffer.from([0xff, 0xc0, 0, 17, 8, 0, 0, 0, 0, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]);
  sof.writeUInt16BE(height, 5);
  sof.writeUInt16BE(width, 7);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), sof, Buffer.from([0xff, 0xd9])]);
}

/** A PDF whose objects are the given bodies (`1 0 obj` …), with a rough trailer. */
export function makePdf(objects: string[]): Buffer {
  let out = '%PDF-1.7\n%\xE2\xE3\xCF\xD3\n';
  objects.forEach((body, i) => (out += `${i + 1} 0 obj\n${body}\nendobj\n`));
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** A `stream … endstream` object body with a direct /Length. */
export function streamObject(dict: string, data: Buffer): string {
  return `<< ${dict} /Length ${data.length} >>\nstream\n${data.toString('latin1')}\nendstream`;
}

/** The first bytes of a ZIP (also DOCX, XLSX, JAR) local file header. */
export function zipBytes(name = 'word/document.xml'): Buffer {
  const header = Buffer.alloc(30);
  header.write('PK\x03\x04', 0, 'latin1');
  header.writeUInt16LE(name.length, 26);
  return Buffer.concat([header, Buffer.from(name, 'latin1'), Buffer.from(PAYLOAD)]);
}
