import type { ActivationDocument } from '@kavach/contracts';

/**
 * The upload section's slots: one per document type the plan needs (docs/product/activation.md#required-fields-by-plan document_type 0 purchase
 * invoice, 1 device photo; docs/product/activation.md#device-details protection plans need both). The server inspects every file; this
 * only refuses what it would refuse anyway before sending 5 MB for nothing (docs/product/security-tests.md#t11-2's limit).
 */
export interface DocumentSlot {
  type: number;
  /** The key the API's missing-document messages use (`fields.invoice`, `fields.device_photo`). */
  key: 'invoice' | 'device_photo';
  label: string;
  action: string;
  missing: string;
}

const SLOTS: readonly DocumentSlot[] = [
  {
    type: 0,
    key: 'invoice',
    label: 'Purchase invoice',
    action: 'Upload invoice',
    missing: 'Upload the purchase invoice',
  },
  {
    type: 1,
    key: 'device_photo',
    label: 'Device photo',
    action: 'Upload photo',
    missing: 'Upload a photo of the device',
  },
];

export const slotsFor = (required: readonly number[]): DocumentSlot[] =>
  SLOTS.filter((s) => required.includes(s.type));

export const ACCEPTED_FILES = '.jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf';
export const MAX_FILE_BYTES = 5 * 1024 * 1024;
/** The API's own DOCUMENT_TOO_LARGE message, so the limit reads the same wherever it is met. */
export const TOO_LARGE_MESSAGE = 'The file is larger than 5 MB. Upload a smaller file.';

/** 'Upload the purchase invoice' for each required slot without a document. */
export function missingDocuments(
  slots: readonly DocumentSlot[],
  documents: readonly Pick<ActivationDocument, 'document_type'>[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const s of slots) if (!documents.some((d) => d.document_type === s.type)) errors[s.key] = s.missing;
  return errors;
}

/** '84 KB', '1.2 MB'. */
export function fileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The collapsed section's summary: 'Purchase invoice: bill.pdf · Device photo: phone.jpg'. */
export function documentsSummary(
  slots: readonly DocumentSlot[],
  documents: readonly Pick<ActivationDocument, 'document_type' | 'name'>[],
): string {
  return slots
    .flatMap((s) => documents.filter((d) => d.document_type === s.type).map((d) => `${s.label}: ${d.name}`))
    .join(' · ');
}
