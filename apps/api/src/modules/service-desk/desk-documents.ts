import type { FastifyReply, FastifyRequest } from 'fastify';
import { deskFindRequest, findSrDocumentOfRequest } from '@kavach/db';
import type { RouteDeps } from '../../deps';
import { attachmentHeaders } from '../../lib/documents/serve';
import { AppError } from '../../lib/http-errors';
import { requireServiceStaff } from './desk-access';

const notFound = () => new AppError(404, 'DOCUMENT_NOT_FOUND', 'This request has no such document.');

/**
 * GET /v3/service-desk/requests/{sr_id}/documents/{id} (decision 074): one document of a request,
 * for staff with the service role only (401 without a staff sign-in, 403 for agents, T16.1), with
 * the owner's download headers — an attachment, `sandbox` CSP, nosniff, no-store. A document of
 * another request, or one not attached to any, is 404.
 */
export async function deskDocument(
  deps: RouteDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  srRef: string,
  publicId: string,
) {
  await requireServiceStaff(deps, request);
  const found = await deskFindRequest(deps.db, srRef);
  const doc = found ? await findSrDocumentOfRequest(deps.db, found.sr.id, publicId) : null;
  const bytes = doc ? await deps.documents.get(doc.storageKey) : null;
  if (!doc || !bytes) throw notFound();
  return reply.headers(attachmentHeaders(doc.name, doc.contentType)).send(bytes as never);
}
