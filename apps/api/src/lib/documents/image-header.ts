/**
 * Width, height and orientation of an image read from its header only, before any pixel is
 * decoded, so a pixel flood (a small file claiming 20,000 × 20,000 pixels) is refused cheaply.
 * Returns null when the header cannot be read.
 */
export interface ImageHeader {
  width: number;
  height: number;
  /** EXIF orientation 1–8 of a JPEG (1 when absent); always 1 for PNG. */
  orientation: number;
  /** PNG only: Adam7 interlaced, bit depth and channel count (for the inflate bound). */
  png?: { interlaced: boolean; bitDepth: number; channels: number };
}

const PNG_CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

export function readPngHeader(bytes: Buffer): ImageHeader | null {
  if (bytes.length < 33 || bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
  const channels = PNG_CHANNELS[bytes[25]!];
  if (channels === undefined) return null;
  return {
    width: bytes.readUInt32BE(16),
    height: bytes.readUInt32BE(20),
    orientation: 1,
    png: { interlaced: bytes[28] === 1, bitDepth: bytes[24]!, channels },
  };
}

/** Start-of-frame markers (SOF0–SOF15 without DHT C4, JPG C8 and DAC CC). */
const isSof = (m: number) => m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc;
/** Markers without a length: TEM, RST0–7, SOI. */
const isStandalone = (m: number) => m === 0x01 || (m >= 0xd0 && m <= 0xd8);

/** Walks the JPEG segments up to the first start-of-frame marker. */
export function readJpegHeader(bytes: Buffer): ImageHeader | null {
  let orientation = 1;
  let i = 2;
  while (i < bytes.length) {
    if (bytes[i] !== 0xff) return null;
    while (bytes[i] === 0xff) i++; // fill bytes
    const marker = bytes[i++];
    if (marker === undefined || marker === 0xd9 || marker === 0xda) return null; // no frame before scan
    if (isStandalone(marker)) continue;
    if (i + 2 > bytes.length) return null;
    const length = bytes.readUInt16BE(i);
    if (length < 2 || i + length > bytes.length) return null;
    const segment = bytes.subarray(i + 2, i + length);
    if (isSof(marker)) {
      if (segment.length < 5) return null;
      return { height: segment.readUInt16BE(1), width: segment.readUInt16BE(3), orientation };
    }
    if (marker === 0xe1 && segment.toString('latin1', 0, 6) === 'Exif\0\0') {
      orientation = exifOrientation(segment.subarray(6)) ?? orientation;
    }
    i += length;
  }
  return null;
}

/** The Orientation tag (0x0112) of IFD0 of an EXIF TIFF block, or null. */
export function exifOrientation(tiff: Buffer): number | null {
  if (tiff.length < 8) return null;
  const order = tiff.toString('latin1', 0, 2);
  if (order !== 'II' && order !== 'MM') return null;
  const le = order === 'II';
  const u16 = (at: number) => (le ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (le ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  if (u16(2) !== 42) return null;
  const ifd = u32(4);
  if (ifd + 2 > tiff.length) return null;
  const count = u16(ifd);
  for (let e = 0; e < count; e++) {
    const at = ifd + 2 + e * 12;
    if (at + 12 > tiff.length) return null;
    if (u16(at) === 0x0112 && u16(at + 2) === 3) {
      const value = u16(at + 8);
      return value >= 1 && value <= 8 ? value : null;
    }
  }
  return null;
}
