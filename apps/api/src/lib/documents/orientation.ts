export interface RgbaImage {
  width: number;
  height: number;
  data: Uint8Array;
}

/**
 * Turns RGBA pixels the way EXIF orientation 2–8 says, so a phone photo still stands upright
 * once re-encoding has dropped its EXIF block. Orientation 1 (or unknown) returns the input.
 */
export function applyOrientation(image: RgbaImage, orientation: number): RgbaImage {
  if (orientation < 2 || orientation > 8) return image;
  const { width: w, height: h, data } = image;
  const swap = orientation >= 5;
  const outW = swap ? h : w;
  const outH = swap ? w : h;
  const out = new Uint8Array(data.length);
  const out32 = new Uint32Array(out.buffer, out.byteOffset, outW * outH);
  const aligned = data.byteOffset % 4 === 0 ? data : data.slice(0, w * h * 4); // Uint32 views need alignment
  const in32 = new Uint32Array(aligned.buffer, aligned.byteOffset, w * h);
  for (let dy = 0; dy < outH; dy++) {
    for (let dx = 0; dx < outW; dx++) {
      out32[dy * outW + dx] = in32[sourceIndex(orientation, dx, dy, w, h)]!;
    }
  }
  return { width: outW, height: outH, data: out };
}

/** Index of the source pixel for destination pixel (dx, dy) of the upright image. */
function sourceIndex(orientation: number, dx: number, dy: number, w: number, h: number): number {
  switch (orientation) {
    case 2:
      return dy * w + (w - 1 - dx);
    case 3:
      return (h - 1 - dy) * w + (w - 1 - dx);
    case 4:
      return (h - 1 - dy) * w + dx;
    case 5:
      return dx * w + dy;
    case 6:
      return (h - 1 - dx) * w + dy;
    case 7:
      return (h - 1 - dx) * w + (w - 1 - dy);
    default: // 8
      return dx * w + (w - 1 - dy);
  }
}
