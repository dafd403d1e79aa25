import { inflateSync } from 'node:zlib';
import { decodeName, isRegular, lexPdf } from './pdf-lexer';

/**
 * Names that make a PDF do something when it is opened or clicked: run script, launch a program,
 * carry attached files, play media, submit or import form data, open another (possibly remote,
 * UNC) file, or fire "additional actions". Plain links (/URI) and page jumps (/GoTo) are allowed;
 * an /OpenAction that runs script or launches something is caught by /JavaScript, /JS or /Launch.
 */
export const ACTIVE_PDF_NAMES: ReadonlySet<string> = new Set([
  'JavaScript',
  'JS',
  'Launch',
  'EmbeddedFile',
  'EmbeddedFiles',
  'RichMedia',
  'XFA',
  'AA',
  'SubmitForm',
  'ImportData',
  'GoToR',
  'GoToE',
  'Rendition',
]);

/** Inflated object streams may not exceed this in total (a zip bomb is refused, not unpacked). */
const MAX_INFLATED_BYTES = 50 * 1024 * 1024;

export type PdfScanResult =
  | { safe: true }
  | { safe: false; reason: 'active-content'; name: string }
  | { safe: false; reason: 'unreadable' };

const FLATE = new Set(['FlateDecode', 'Fl']);
const OTHER_FILTERS = new Set([
  'LZWDecode',
  'LZW',
  'ASCIIHexDecode',
  'AHx',
  'ASCII85Decode',
  'A85',
  'RunLengthDecode',
  'RL',
  'CCITTFaxDecode',
  'CCF',
  'DCTDecode',
  'DCT',
  'JPXDecode',
  'JBIG2Decode',
  'Crypt',
]);

/** Raw name search, strings and binary included: only for parts the lexer cannot trust. */
function rawActiveName(bytes: Buffer): string | null {
  for (let i = bytes.indexOf(0x2f); i >= 0; i = bytes.indexOf(0x2f, i + 1)) {
    let j = i + 1;
    while (j < bytes.length && isRegular(bytes[j]!)) j++;
    const name = decodeName(bytes.toString('latin1', i + 1, j));
    if (ACTIVE_PDF_NAMES.has(name)) return name;
  }
  return null;
}

/**
 * Looks for active content in a PDF (docs/product/security-tests.md#t11-1, "PDF with JavaScript"). Names are read
 * where a PDF reader finds dictionaries: at the top level of the file and inside compressed
 * object streams (/ObjStm), where a PDF 1.5+ writer may hide them; `#xx`-escaped names are
 * decoded first. Fails closed: an object stream that cannot be unpacked (encrypted, a filter other
 * than Flate, a predictor, over 50 MB inflated), an unterminated string or dictionary, or a
 * stream /Length that disagrees with its `endstream` makes the file unreadable (or raw-scanned).
 */
export function scanPdf(bytes: Buffer): PdfScanResult {
  let budget = MAX_INFLATED_BYTES;
  let rawScanned = false;
  for (const token of lexPdf(bytes)) {
    if (token.kind === 'malformed') return { safe: false, reason: 'unreadable' };
    if (token.kind === 'name') {
      if (ACTIVE_PDF_NAMES.has(token.value))
        return { safe: false, reason: 'active-content', name: token.value };
      continue;
    }
    if (token.lengthMismatch && !rawScanned) {
      // The reader may place object boundaries elsewhere: search every byte from here on.
      rawScanned = true;
      const hit = rawActiveName(bytes.subarray(token.dataStart));
      if (hit) return { safe: false, reason: 'active-content', name: hit };
    }
    if (!token.dictNames.includes('ObjStm')) continue;
    const filters = token.dictNames.filter((n) => FLATE.has(n) || OTHER_FILTERS.has(n));
    const predictor = token.dictNames.includes('Predictor') || token.dictNames.includes('DecodeParms');
    if (filters.some((f) => !FLATE.has(f)) || filters.length > 1 || predictor) {
      return { safe: false, reason: 'unreadable' };
    }
    let inner = token.data;
    if (filters.length === 1) {
      try {
        inner = inflateSync(token.data, { maxOutputLength: Math.max(1, budget) });
      } catch {
        return { safe: false, reason: 'unreadable' };
      }
      budget -= inner.length;
      if (budget <= 0) return { safe: false, reason: 'unreadable' };
    }
    for (const t of lexPdf(inner)) {
      if (t.kind === 'name' && ACTIVE_PDF_NAMES.has(t.value)) {
        return { safe: false, reason: 'active-content', name: t.value };
      }
      if (t.kind !== 'name') return { safe: false, reason: 'unreadable' };
    }
  }
  return { safe: true };
}
