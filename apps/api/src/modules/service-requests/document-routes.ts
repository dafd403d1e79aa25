import type { FastifyError, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DocumentKind, ErrorBody, SrDocumentUploadResponse, SrSentDocumentResponse } from '@kavach/contracts';
import { findPlanOfCustomerByHandle, findSrDocumentOfCustomer, type SrDocumentRow } from '@kavach/db';
import type { RouteDeps } from '../../deps';
import { requireCustomer } from '../../lib/current-session';
import { documentError } from '../../lib/documents/document-errors';
import { attachmentHeaders } from '../../lib/documents/serve';
import { MAX_UPLOADS_IN_FLIGHT, createUploadAdmission } from '../../lib/documents/upload-admission';
import { AppError } from '../../lib/http-errors';
import { planNotFound } from './selfserve-plan';
import { checkSendable, sendRequestedDocument } from './send-document.service';
import {
  UPLOAD_BODY_LIMIT,
  recordSrUpload,
  requireOctetStream,
  requireUploadAllowance,
  storeSrUpload,
} from './sr-upload';

const tags = ['selfserve'];
const uploadHeaders = z.object({
  'x-document-type': DocumentKind,
  'x-file-name': z.string().max(2048).optional(),
});

const uploader = new WeakMap<
  FastifyRequest,
  { customer: { id: number; publicId: string }; release: () => void }
>();
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
 * The same rules take a document the service desk asked for to an existing request
 * (`/v3/selfserve/service_request/{sr_id}/documents`, decision 074): the owner's request only,
 * waiting for documents, a kind on the desk's list — checked before the body, and again when added.
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

    /** Admits an upload once its checks passed: a place among the uploads in flight. */
    const admit = async (request: FastifyRequest, customer: { id: number; publicId: string }) => {
      const release = await admission.acquire();
      if (request.raw.destroyed) return release();
      uploader.set(request, { customer, release });
    };
    const admitted = (request: FastifyRequest) => {
      const who = uploader.get(request);
      if (!who) throw new Error('upload without its onRequest check');
      return who.customer;
    };

    app.post(
      '/v3/selfserve/documents',
      {
        bodyLimit: UPLOAD_BODY_LIMIT,
        schema: {
          tags,
          querystring: z.object({ osid: z.string().min(1).max(80) }).strict(),
          headers: uploadHeaders,
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
          requireOctetStream(request);
          const now = deps.clock.now();
          const { customer } = await requireCustomer(deps.db, request, now);
          const osid = String((request.query as { osid?: unknown }).osid ?? '').slice(0, 80);
          const plan = osid ? await findPlanOfCustomerByHandle(deps.db, customer.id, osid) : null;
          if (!plan) throw planNotFound();
          await requireUploadAllowance(deps, customer.id, now);
          await admit(request, customer);
        },
        onResponse: releaseUpload,
        onRequestAbort: releaseUpload,
      },
      async (request) => {
        const customer = admitted(request);
        const stored = await storeSrUpload(deps, request);
        const row = await recordSrUpload(deps, stored, (insert) =>
          insert(deps.db, {
            customerId: customer.id,
            serviceRequestId: null,
            kind: request.headers['x-document-type'],
            at: deps.clock.now(),
          }),
        );
        return { data: srDocumentRef(row) };
      },
    );

    // A document the service desk asked for, sent to the existing request (decision 074).
    app.post(
      '/v3/selfserve/service_request/:sr_id/documents',
      {
        bodyLimit: UPLOAD_BODY_LIMIT,
        schema: {
          tags,
          params: z.object({ sr_id: z.string().max(32) }).strict(),
          headers: uploadHeaders,
          response: {
            200: SrSentDocumentResponse,
            400: ErrorBody,
            401: ErrorBody,
            404: ErrorBody,
            409: ErrorBody,
            413: ErrorBody,
            415: ErrorBody,
            429: ErrorBody,
          },
        },
        onRequest: async (request) => {
          requireOctetStream(request);
          const now = deps.clock.now();
          const { customer } = await requireCustomer(deps.db, request, now);
          const kind = DocumentKind.safeParse(request.headers['x-document-type']);
          const srRef = String((request.params as { sr_id?: unknown }).sr_id ?? '').slice(0, 32);
          // Refused before the body is read; checked again, locked, when the document is added.
          if (kind.success) await checkSendable(deps, customer.id, srRef, kind.data);
          await requireUploadAllowance(deps, customer.id, now);
          await admit(request, customer);
        },
        onResponse: releaseUpload,
        onRequestAbort: releaseUpload,
      },
      async (request) => {
        const customer = admitted(request);
        const stored = await storeSrUpload(deps, request);
        return sendRequestedDocument(
          deps,
          customer,
          request.params.sr_id,
          request.headers['x-document-type'],
          stored,
        );
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
