import { AppError } from '../http-errors';

/** The stable error codes of an upload refused by the document checks (security plan T11). */
export type DocumentErrorCode =
  | 'DOCUMENT_EMPTY'
  | 'DOCUMENT_TOO_LARGE'
  | 'DOCUMENT_TYPE_NOT_ALLOWED'
  | 'DOCUMENT_UNSAFE'
  | 'DOCUMENT_IMAGE_TOO_LARGE'
  | 'DOCUMENT_CORRUPT';

const STATUS: Record<DocumentErrorCode, number> = {
  DOCUMENT_EMPTY: 400,
  DOCUMENT_TOO_LARGE: 413,
  DOCUMENT_TYPE_NOT_ALLOWED: 400,
  DOCUMENT_UNSAFE: 400,
  DOCUMENT_IMAGE_TOO_LARGE: 400,
  DOCUMENT_CORRUPT: 400,
};

const MESSAGE: Record<DocumentErrorCode, string> = {
  DOCUMENT_EMPTY: 'The file is empty. Choose the file again and upload it.',
  DOCUMENT_TOO_LARGE: 'The file is larger than 5 MB. Upload a smaller file.',
  DOCUMENT_TYPE_NOT_ALLOWED: 'Upload a JPEG, PNG or PDF file.',
  DOCUMENT_UNSAFE:
    'This PDF contains scripts, attachments or other active content. Save it again as a plain PDF (for example with "Print to PDF") and upload that.',
  DOCUMENT_IMAGE_TOO_LARGE:
    'The image is too large (more than 40 megapixels or wider or taller than 12,000 pixels). Upload a smaller photo.',
  DOCUMENT_CORRUPT: 'The file could not be read. It may be damaged; upload it again.',
};

/** An AppError with the status, code and person-readable message of a refused document. */
export function documentError(code: DocumentErrorCode, message: string = MESSAGE[code]): AppError {
  return new AppError(STATUS[code], code, message);
}
