import type { FastifyError, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DocumentDeleteResponse, DocumentUploadResponse, ErrorBody } from '@kavach/contracts';
import { findDocumentOfCustomer, findPlanOfCustomer } from '@kavach/db';
import type { RouteDeps } from '../../deps';
import { requireCustomer } from '../../lib/current-session';
import { documentError } from '../../lib/documents/document-errors';
import { MAX_DOCUMENT_BYTES } from '../../lib/documents/inspect';
import { attachmentHeaders } from '../../lib/documents/serve';
import { MAX_UPLOADS_IN_FLIGHT, createUploadAdmission } from '../../lib/documents/upload-admission';
import { AppError } from '../../lib/http-errors';
import { planNotFound } from './activation-order';
import { documentView } from './activation-view';
import {
  assertUploadAllowed,
  declaredName,
  deleteDocument,
  documentNotFound,
  uploadDocument,
} from './document-upload.service';

const tags = ['activation'];
/** 5 MB + 1 still reaches inspectUpload (413 DOCUMENT_TOO_LARGE with our message); far more stops at the parser. */
export const UPLOAD_BODY_LIMIT = MAX_DOCUMENT_BYTES + 64 * 1024;

/** Who is uploading to which plan, settled before the body is read, and their admission (docs/product/security-tests.md#t11-5). */
const uploader = new WeakMap<FastifyRequest, { customerId: number; release: () => void }>();
const releaseUpload = async (request: FastifyRequest) => uploader.get(request)?.release();

/**
 * Activation documents (issue 4 §3, security plan T11): raw uploads (`application/octet-stream`,
 * headers x-document-type 0|1 and x-file-name), owner-only download as an attachment, delete
 * until the plan is activated. Paths relative to /v3/activation.
 */
export function activationDocumentRoutes(deps: RouteDeps): FastifyPluginAsyncZod {
  const admission = createUploadAdmission(MAX_UPLOADS_IN_FLIGHT);
  return async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });
    // Only this plugin's routes take raw bodies, and only up to the upload limit.
    app.addContentTypeParser(
      'application/octet-stream',
      { parseAs: 'buffer', bodyLimit: UPLOAD_BODY_LIMIT },
      (_r, body, done) => done(null, body),
    );
    app.setErrorHandler((error: FastifyError) => {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw documentError('DOCUMENT_TOO_LARGE');
      throw error; // to the app's error handler
    });

    app.post(
      '/:osid/documents',
      {
        bodyLimit: UPLOAD_BODY_LIMIT,
        schema: {
          tags,
          params: z.object({ osid: z.string().max(64) }).strict(),
          headers: z.object({
            'x-document-type': z.enum(['0', '1']),
            'x-file-name': z.string().max(2048).optional(),
          }),
          response: {
            200: DocumentUploadResponse,
            400: ErrorBody,
            401: ErrorBody,
            404: ErrorBody,
            409: ErrorBody,
            413: ErrorBody,
            415: ErrorBody,
            429: ErrorBody,
          },
        },
        // Sign-in, ownership and the docs/product/security-tests.md#t11-2 limits are checked before a byte of the body is read.
        onRequest: async (request) => {
          const now = deps.clock.now();
          const { customer } = await requireCustomer(deps.db, request, now);
          const osid = (request.params as { osid?: string }).osid ?? '';
          const plan = await findPlanOfCustomer(deps.db, customer.id, osid);
          if (!plan) throw planNotFound();
          await assertUploadAllowed(deps.db, customer.id, plan, now);
          // docs/product/security-tests.md#t11-5: the body is read only once this upload is admitted (released when answered).
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
        if (request.body !== undefined && !Buffer.isBuffer(request.body))
          throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the file as application/octet-stream.');
        const row = await uploadDocument(deps, {
          customerId: who.customerId,
          osid: request.params.osid,
          documentType: request.headers['x-document-type'] === '1' ? 1 : 0,
          fileName: declaredName(request.headers['x-file-name']),
          bytes: (request.body as Buffer | undefined) ?? Buffer.alloc(0),
        });
        return { document: documentView(row) };
      },
    );

    const idParams = z.object({ id: z.string().max(64) }).strict();

    app.get(
      '/document/:id',
      { schema: { tags, params: idParams, response: { 401: ErrorBody, 404: ErrorBody } } },
      async (request, reply) => {
        const { customer } = await requireCustomer(deps.db, request, deps.clock.now());
        const doc = await findDocumentOfCustomer(deps.db, customer.id, request.params.id);
        const bytes = doc ? await deps.documents.get(doc.storageKey) : null;
        if (!doc || !bytes) throw documentNotFound();
        return reply.headers(attachmentHeaders(doc.fileName, doc.contentType)).send(bytes as never);
      },
    );

    app.delete(
      '/document/:id',
      {
        schema: {
          tags,
          params: idParams,
          response: { 200: DocumentDeleteResponse, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody },
        },
      },
      async (request) => {
        const { customer } = await requireCustomer(deps.db, request, deps.clock.now());
        return deleteDocument(deps, customer.id, request.params.id, request.log);
      },
    );
  };
}
