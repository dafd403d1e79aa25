import { documentError } from './document-errors';
import { scanPdf } from './pdf-scan';
import { safeDisplayName } from './safe-name';

/** The largest document accepted (docs/product/security-tests.md#t11-2). */
export const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024;

export type DocumentKind = 'jpeg' | 'png' | 'pdf';

export interface InspectedUpload {
  kind: DocumentKind;
  contentType: 'image/jpeg' | 'image/png' | 'application/pdf';
  extension: 'jpg' | 'png' | 'pdf';
  /** A sanitised display name for Content-Disposition; never a storage path. */
  safeName: string;
}

const TYPES = {
  jpeg: { contentType: 'image/jpeg', extension: 'jpg' },
  png: { contentType: 'image/png', extension: 'png' },
  pdf: { contentType: 'application/pdf', extension: 'pdf' },
} as const;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PDF_SIGNATURE = Buffer.from('%PDF-', 'latin1');

/**
 * The type of a file from its first bytes only, never from its name or declared MIME type. The
 * signature must be at offset 0: a polyglot that starts with anything else (HTML, SVG, a ZIP or
 * DOCX, a PDF header after some bytes) is not one of ours.
 */
export function detectKind(bytes: Buffer): DocumentKind | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) return 'png';
  if (bytes.subarray(0, PDF_SIGNATURE.length).equals(PDF_SIGNATURE)) return 'pdf';
  return null;
}

/**
 * Checks an uploaded document before anything is stored (docs/product/security-tests.md#t11-1 / docs/product/security-tests.md#t11-2, ASVS 5.2):
 * not empty, at most 5 MB, a JPEG, PNG or PDF by magic bytes, and no active content in a PDF.
 * Images must still go through `reencodeImage` before they are stored. Throws an AppError
 * (400/413 with a stable error_code) for anything refused.
 */
export function inspectUpload(bytes: Buffer, declaredName: string): InspectedUpload {
  if (bytes.length === 0) throw documentError('DOCUMENT_EMPTY');
  if (bytes.length > MAX_DOCUMENT_BYTES) throw documentError('DOCUMENT_TOO_LARGE');
  const kind = detectKind(bytes);
  if (!kind) throw documentError('DOCUMENT_TYPE_NOT_ALLOWED');
  if (kind === 'pdf') {
    const scan = scanPdf(bytes);
    if (!scan.safe && scan.reason === 'unreadable') {
      throw documentError(
        'DOCUMENT_UNSAFE',
        'This PDF could not be checked (it may be password-protected or damaged). Save it again as a plain PDF (for example with "Print to PDF") and upload that.',
      );
    }
    if (!scan.safe) throw documentError('DOCUMENT_UNSAFE');
  }
  const { contentType, extension } = TYPES[kind];
  return { kind, contentType, extension, safeName: safeDisplayName(declaredName, extension) };
}
