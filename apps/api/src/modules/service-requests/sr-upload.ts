import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { countSrUploadsSince, insertSrDocument, type DbOrTx, type SrDocumentRow } from '@kavach/db';
import type { DocumentKind } from '@kavach/contracts';
import type { RouteDeps } from '../../deps';
import { documentError } from '../../lib/documents/document-errors';
import { MAX_DOCUMENT_BYTES, inspectUpload } from '../../lib/documents/inspect';
import { reencodeImage } from '../../lib/documents/reencode';
import { AppError } from '../../lib/http-errors';
import { newDocumentKey } from '../../lib/storage';
import { declaredName } from '../activation/document-upload.service';

/**
 * The rules every service-request upload follows (docs/product/service-requests.md#raising-a-request;
 * activation's T11 rules): the raw file as `application/octet-stream`, 50 uploads a customer a day,
 * the type read from the bytes, at most 5 MB, active PDFs refused, images re-encoded without
 * metadata, stored through the document store under a random key.
 */

export const UPLOAD_BODY_LIMIT = MAX_DOCUMENT_BYTES + 64 * 1024;
const MAX_STORED_BYTES = 2 * MAX_DOCUMENT_BYTES;
/** Uploads a customer may make in 24 hours (as activation's T11.2 limit). */
export const MAX_SR_UPLOADS_PER_DAY = 50;
const DAY_MS = 86_400_000;

/** 415 unless the body is sent as a raw file (checked before the body is read). */
export function requireOctetStream(request: FastifyRequest): void {
  const type = String(request.headers['content-type'] ?? '')
    .split(';')[0]!
    .trim()
    .toLowerCase();
  if (type !== 'application/octet-stream')
    throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the file as application/octet-stream.');
}

/** 429 once the customer made the day's uploads (checked before the body is read). */
export async function requireUploadAllowance(deps: RouteDeps, customerId: number, now: Date): Promise<void> {
  const today = await countSrUploadsSince(deps.db, customerId, new Date(now.getTime() - DAY_MS));
  if (today >= MAX_SR_UPLOADS_PER_DAY)
    throw new AppError(
      429,
      'DOCUMENT_LIMIT',
      `You have uploaded ${MAX_SR_UPLOADS_PER_DAY} documents in the last 24 hours, the most we accept. Please try again tomorrow.`,
    );
}

/** A checked file in the document store, not yet in the database. */
export interface StoredUpload {
  key: string;
  name: string;
  contentType: string;
  sizeBytes: number;
}

/** Checks the bytes, re-encodes an image and puts the clean file in the store. */
export async function storeSrUpload(deps: RouteDeps, request: FastifyRequest): Promise<StoredUpload> {
  const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
  const header = request.headers['x-file-name'];
  const inspected = inspectUpload(bytes, declaredName(Array.isArray(header) ? header[0] : header));
  const clean = await reencodeImage(bytes, inspected.kind);
  if (clean.length > MAX_STORED_BYTES) throw documentError('DOCUMENT_IMAGE_TOO_LARGE');
  const key = newDocumentKey('sr-documents');
  await deps.documents.put(key, clean, inspected.contentType);
  return { key, name: inspected.safeName, contentType: inspected.contentType, sizeBytes: clean.length };
}

/**
 * The row of a stored upload; if `write` (the row and whatever goes with it) fails, the stored file
 * is deleted again, so nothing is half-written.
 */
export async function recordSrUpload<T>(
  deps: RouteDeps,
  stored: StoredUpload,
  write: (insert: (db: DbOrTx, values: DocumentValues) => Promise<SrDocumentRow>) => Promise<T>,
): Promise<T> {
  try {
    return await write((db, values) =>
      insertSrDocument(db, {
        publicId: randomBytes(18).toString('base64url'),
        customerId: values.customerId,
        serviceRequestId: values.serviceRequestId,
        kind: values.kind,
        name: stored.name,
        contentType: stored.contentType,
        sizeBytes: stored.sizeBytes,
        storageKey: stored.key,
        createdAt: values.at,
      }),
    );
  } catch (e) {
    await deps.documents.delete(stored.key).catch(() => undefined);
    throw e;
  }
}

export interface DocumentValues {
  customerId: number;
  serviceRequestId: number | null;
  kind: DocumentKind;
  at: Date;
}
