import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  deleteDocumentOfCustomer,
  documentCounts,
  documentOfCustomerWithPlan,
  insertActivationDocument,
  lockPlanOfCustomer,
  type ActivationDocumentRow,
  type CustomerPlanRow,
  type DbOrTx,
} from '@kavach/db';
import type { AppDeps } from '../../deps';
import { documentError } from '../../lib/documents/document-errors';
import { MAX_DOCUMENT_BYTES, inspectUpload } from '../../lib/documents/inspect';
import { reencodeImage } from '../../lib/documents/reencode';
import { AppError } from '../../lib/http-errors';
import { newDocumentKey } from '../../lib/storage';
import { planNotFound } from './activation-order';

/** docs/product/security-tests.md#t11-2: at most 10 documents per plan and 50 uploads per customer a day. */
export const MAX_DOCUMENTS_PER_PLAN = 10;
export const MAX_DOCUMENTS_PER_DAY = 50;
/** A re-encoded image may grow a little; anything far past the upload limit is refused. */
const MAX_STORED_BYTES = 2 * MAX_DOCUMENT_BYTES;
const DAY_MS = 86_400_000;

/** Documents of a registered (or cancelled) plan can no longer change. */
export function assertDocumentsEditable(plan: Pick<CustomerPlanRow, 'registration'>): void {
  if (plan.registration === 'registered' || plan.registration === 'cancelled')
    throw new AppError(
      409,
      'DOCUMENTS_LOCKED',
      'This plan is already activated; its documents can no longer be changed.',
    );
}

/** docs/product/security-tests.md#t11-2 limits over the stored documents (the last 24 hours for the daily one); 429 when reached. */
export async function assertUploadAllowed(db: DbOrTx, customerId: number, plan: CustomerPlanRow, now: Date) {
  assertDocumentsEditable(plan);
  const counts = await documentCounts(db, customerId, plan.id, new Date(now.getTime() - DAY_MS));
  if (counts.plan >= MAX_DOCUMENTS_PER_PLAN)
    throw new AppError(
      429,
      'DOCUMENT_LIMIT',
      `A plan can have up to ${MAX_DOCUMENTS_PER_PLAN} documents. Delete one you no longer need, then upload again.`,
    );
  if (counts.today >= MAX_DOCUMENTS_PER_DAY)
    throw new AppError(
      429,
      'DOCUMENT_LIMIT',
      `You have uploaded ${MAX_DOCUMENTS_PER_DAY} documents in the last 24 hours, the most we accept. Please try again tomorrow.`,
    );
}

/** The display name the client sent (URI-encoded), decoded if it can be; it is sanitised later. */
export function declaredName(header: string | undefined): string {
  if (!header) return '';
  try {
    return decodeURIComponent(header);
  } catch {
    return header;
  }
}

export interface UploadInput {
  customerId: number;
  osid: string;
  documentType: 0 | 1;
  fileName: string;
  bytes: Buffer;
}

/**
 * docs/product/security-tests.md#t11-1: the type from the magic bytes (JPEG, PNG, PDF), ≤ 5 MB, active PDFs refused, images
 * re-encoded without metadata; stored under a server-made key (never the file's name), then the
 * row is written with the plan locked and the docs/product/security-tests.md#t11-2 limits checked again, so concurrent uploads
 * cannot pass them. An object whose row could not be written is removed again.
 */
export async function uploadDocument(deps: AppDeps, input: UploadInput): Promise<ActivationDocumentRow> {
  const inspected = inspectUpload(input.bytes, input.fileName);
  const clean = await reencodeImage(input.bytes, inspected.kind);
  if (clean.length > MAX_STORED_BYTES) throw documentError('DOCUMENT_IMAGE_TOO_LARGE');
  const key = newDocumentKey();
  await deps.documents.put(key, clean, inspected.contentType);
  try {
    return await deps.db.transaction(async (tx) => {
      const now = deps.clock.now();
      const plan = await lockPlanOfCustomer(tx, input.customerId, input.osid);
      if (!plan) throw planNotFound();
      await assertUploadAllowed(tx, input.customerId, plan, now);
      return insertActivationDocument(tx, {
        publicId: randomBytes(18).toString('base64url'),
        customerPlanId: plan.id,
        customerId: input.customerId,
        documentType: input.documentType,
        storageKey: key,
        fileName: inspected.safeName,
        contentType: inspected.contentType,
        sizeBytes: clean.length,
        createdAt: now,
      });
    });
  } catch (e) {
    await deps.documents.delete(key).catch(() => undefined);
    throw e;
  }
}

export const documentNotFound = () =>
  new AppError(404, 'DOCUMENT_NOT_FOUND', 'We could not find this document.');

/**
 * Deletes one of the customer's documents while its plan is not yet activated; the stored bytes go
 * after the row (a failure there is logged, the answer stands).
 */
export async function deleteDocument(
  deps: AppDeps,
  customerId: number,
  publicId: string,
  log: FastifyBaseLogger,
) {
  const deleted = await deps.db.transaction(async (tx) => {
    const found = await documentOfCustomerWithPlan(tx, customerId, publicId);
    // The plan is locked so an activation cannot register it while its document goes.
    const plan = found ? await lockPlanOfCustomer(tx, customerId, found.osid) : null;
    if (!plan) throw documentNotFound();
    assertDocumentsEditable(plan);
    return deleteDocumentOfCustomer(tx, customerId, publicId);
  });
  if (!deleted) throw documentNotFound();
  await deps.documents.delete(deleted.storageKey).catch((err: unknown) => {
    log.warn({ err, document: deleted.publicId }, 'stored document not removed');
  });
  return { id: deleted.publicId, deleted: true as const };
}
