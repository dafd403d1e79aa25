import { randomBytes } from 'node:crypto';
import type { FastifyError, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DocumentKind, ErrorBody, SrDocumentUploadResponse } from '@kavach/contracts';
import {
  countSrUploadsSince,
  findPlanOfCustomerByHandle,
  findSrDocumentOfCustomer,
  insertSrDocument,
  type SrDocumentRow,
} from '@kavach/db';
import type { RouteDeps } from '../../deps';
import { requireCustomer } from '../../lib/current-session';
import { documentError } from '../../lib/documents/document-errors';
import { MAX_DOCUMENT_BYTES, inspectUpload } from '../../lib/documents/inspect';
import { reencodeImage } from '../../lib/documents/reencode';
import { attachmentHeaders } from '../../lib/documents/serve';
import { MAX_UPLOADS_IN_FLIGHT, createUploadAdmission } from '../../lib/documents/upload-admission';
import { AppError } from '../../lib/http-errors';
import { newDocumentKey } from '../../lib/storage';
import { declaredName } from '../activation/document-upload.service';
import { planNotFound } from './selfserve-plan';

const tags = ['selfserve'];
const UPLOAD_BODY_LIMIT = MAX_DOCUMENT_BYTES + 64 * 1024;
const MAX_STORED_BYTES = 2 * MAX_DOCUMENT_BYTES;
/** Uploads a customer may make in 24 hours (as activation's T11.2 limit). */
export const MAX_SR_UPLOADS_PER_DAY = 50;
const DAY_MS = 86_400_000;

const uploader = new WeakMap<FastifyRequest, { customerId: number; release: () => void }>();
const releaseUpload = async (request: FastifyRequest) => uploader.get(request)?.release();

export const srDocumentNotFound = () =>
  new AppError(404, 'DOCUMENT_NOT_FOUND', 'We could not find this document.');

/** The document entry create_ticket takes back (SrDocumentRef). */
export const srDocumentRef = (row: SrDocumentRow) => ({
  url: `/v3/selfserve/documents/${row.publicId}`,
  name: row.name,
  type: row.kind as DocumentKind,
  source: 'website selfserve' as const,
});

/**
 * Documents of a service request (domain facts §8; decision 060: uploaded in the flow before the
 * request exists, attached by create_ticket). The upload takes the raw file
 * (`application/octet-stream`) like activation's, with `x-document-type` (invoice, photo, fir,
 * sim_block_letter), `x-file-name` and `?osid=` (the caller's plan): type from the magic bytes,
 * ≤ 5 MB, active PDFs refused, images re-encoded without metadata (activation's rules). Owner-only
 * download. Sign-in, the plan, the content type and the daily limit are checked before the body is read.
 */
export function srDocumentRoutes(deps: RouteDeps): FastifyPluginAsyncZod {
  const admission = createUploadAdmission(MAX_UPLOADS_IN_FLIGHT);
  return async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });
    app.addContentTypeParser(
      'application/octet-stream',
      { parseAs: 'buffer', bodyLimit: UPLOAD_BODY_LIMIT },
      (_r, body, done) => done(null, body),
    );
    app.setErrorHandler((error: FastifyError) => {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw documentError('DOCUMENT_TOO_LARGE');
      throw error;
    });

    app.post(
      '/v3/selfserve/documents',
      {
        bodyLimit: UPLOAD_BODY_LIMIT,
        schema: {
          tags,
          querystring: z.object({ osid: z.string().min(1).max(80) }).strict(),
          headers: z.object({
            'x-document-type': DocumentKind,
            'x-file-name': z.string().max(2048).optional(),
          }),
          response: {
            200: SrDocumentUploadResponse,
            400: ErrorBody,
            401: ErrorBody,
            404: ErrorBody,
            413: ErrorBody,
            415: ErrorBody,
            429: ErrorBody,
          },
        },
        onRequest: async (request) => {
          const type = String(request.headers['content-type'] ?? '')
            .split(';')[0]!
            .trim()
            .toLowerCase();
          if (type !== 'application/octet-stream')
            throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the file as application/octet-stream.');
          const now = deps.clock.now();
          const { customer } = await requireCustomer(deps.db, request, now);
          const osid = String((request.query as { osid?: unknown }).osid ?? '').slice(0, 80);
          const plan = osid ? await findPlanOfCustomerByHandle(deps.db, customer.id, osid) : null;
          if (!plan) throw planNotFound();
          const today = await countSrUploadsSince(deps.db, customer.id, new Date(now.getTime() - DAY_MS));
          if (today >= MAX_SR_UPLOADS_PER_DAY)
            throw new AppError(
              429,
              'DOCUMENT_LIMIT',
              `You have uploaded ${MAX_SR_UPLOADS_PER_DAY} documents in the last 24 hours, the most we accept. Please try again tomorrow.`,
            );
          const release = await admission.acquire();
          if (request.raw.destroyed) return release();
          uploader.set(request, { customerId: customer.id, release });
        },
        onResponse: releaseUpload,
        onRequestAbort: releaseUpload,
      },
      async (request) => {
        const who = uploader.get(request);
        if (!who) throw new Error('upload without its onRequest check');
        const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const inspected = inspectUpload(bytes, declaredName(request.headers['x-file-name']));
        const clean = await reencodeImage(bytes, inspected.kind);
        if (clean.length > MAX_STORED_BYTES) throw documentError('DOCUMENT_IMAGE_TOO_LARGE');
        const key = newDocumentKey('sr-documents');
        await deps.documents.put(key, clean, inspected.contentType);
        try {
          const row = await insertSrDocument(deps.db, {
            publicId: randomBytes(18).toString('base64url'),
            customerId: who.customerId,
            serviceRequestId: null,
            kind: request.headers['x-document-type'],
            name: inspected.safeName,
            contentType: inspected.contentType,
            sizeBytes: clean.length,
            storageKey: key,
            createdAt: deps.clock.now(),
          });
          return { data: srDocumentRef(row) };
        } catch (e) {
          await deps.documents.delete(key).catch(() => undefined);
          throw e;
        }
      },
    );

    app.get(
      '/v3/selfserve/documents/:id',
      {
        schema: {
          tags,
          params: z.object({ id: z.string().max(64) }).strict(),
          response: { 401: ErrorBody, 404: ErrorBody },
        },
      },
      async (request, reply) => {
        const { customer } = await requireCustomer(deps.db, request, deps.clock.now());
        const doc = await findSrDocumentOfCustomer(deps.db, customer.id, request.params.id);
        const bytes = doc ? await deps.documents.get(doc.storageKey) : null;
        if (!doc || !bytes) throw srDocumentNotFound();
        return reply.headers(attachmentHeaders(doc.name, doc.contentType)).send(bytes as never);
      },
    );
  };
}
