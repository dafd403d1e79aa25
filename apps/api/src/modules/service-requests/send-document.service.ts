import type { DocumentKind, SrSentDocumentResponse } from '@kavach/contracts';
import {
  deskSetSlaTimer,
  documentsOfRequest,
  eventsOfRequest,
  findRequestOfCustomerByRef,
  lockRequestOfCustomerByRef,
  moveServiceRequest,
  type DbOrTx,
  type ServiceRequestRow,
} from '@kavach/db';
import {
  checkSendDocument,
  DOCUMENT_LABELS,
  documentsRequestedAt,
  documentsStillNeeded,
  isSrNumber,
  slaAfterMove,
  SR_STATE_LABELS,
  type SrProcess,
} from '@kavach/domain';
import type { RouteDeps } from '../../deps';
import { AppError } from '../../lib/http-errors';
import { notifySrMilestone, trackerUrl } from './notify-sr';
import { recordSrUpload, type StoredUpload } from './sr-upload';
import { workingCalendarOf } from '../calendar/holiday-calendar';

/**
 * Sending a document the service desk asked for (issue 20 §4 "request specific documents once, as
 * one list"; decision 074): the owner's request only (T16.1), waiting for documents, a kind on the
 * desk's list not sent yet. The last missing one moves the request back to review through
 * moveServiceRequest (history by `customer:{id}`), with the customer's notification, in the
 * transaction that adds the document.
 */

const notFound = () =>
  new AppError(404, 'SR_NOT_FOUND', 'We could not find this service request in your account.');

const asked = (kinds: readonly DocumentKind[]) => kinds.map((k) => DOCUMENT_LABELS[k]).join(', ');

function refusal(
  code: 'DOCUMENTS_NOT_REQUESTED' | 'DOCUMENT_NOT_REQUESTED' | 'DOCUMENT_ALREADY_SENT',
  requested: readonly DocumentKind[],
) {
  if (code === 'DOCUMENTS_NOT_REQUESTED')
    return new AppError(409, code, 'This request is not waiting for documents from you.');
  if (code === 'DOCUMENT_NOT_REQUESTED')
    return new AppError(
      400,
      code,
      `Our service team did not ask for this document. They asked for ${asked(requested)}.`,
    );
  return new AppError(
    409,
    code,
    'You have already sent this document. Reload the page to see what is still needed.',
  );
}

async function standing(db: DbOrTx, sr: ServiceRequestRow) {
  const [history, documents] = await Promise.all([eventsOfRequest(db, sr.id), documentsOfRequest(db, sr.id)]);
  const requested = sr.documentsRequested as DocumentKind[];
  return { requested, missing: documentsStillNeeded(requested, documentsRequestedAt(history), documents) };
}

/** Before the body is read: the request is the caller's and takes a document of this kind now. */
export async function checkSendable(
  deps: RouteDeps,
  customerId: number,
  srRef: string,
  kind: DocumentKind,
): Promise<void> {
  const sr = isSrNumber(srRef) ? await findRequestOfCustomerByRef(deps.db, customerId, srRef) : null;
  if (!sr) throw notFound();
  const { requested, missing } = await standing(deps.db, sr);
  const check = checkSendDocument(sr.status, kind, requested, missing);
  if (!check.ok) throw refusal(check.code, requested);
}

/** Adds the stored document to the request (and moves it to review when it was the last one). */
export async function sendRequestedDocument(
  deps: RouteDeps,
  customer: { id: number; publicId: string },
  srRef: string,
  kind: DocumentKind,
  stored: StoredUpload,
): Promise<SrSentDocumentResponse> {
  const now = deps.clock.now();
  return recordSrUpload(deps, stored, (insert) =>
    deps.db.transaction(async (tx) => {
      const sr = await lockRequestOfCustomerByRef(tx, customer.id, srRef);
      if (!sr) throw notFound();
      const { requested, missing } = await standing(tx, sr);
      const check = checkSendDocument(sr.status, kind, requested, missing);
      if (!check.ok) throw refusal(check.code, requested);
      const row = await insert(tx, { customerId: customer.id, serviceRequestId: sr.id, kind, at: now });
      let status = sr.status;
      if (check.complete) {
        const calendar = await workingCalendarOf(tx, sr.city);
        const dueAt = slaAfterMove(sr.process as SrProcess, 'under_review', now, sr.dueAt, calendar);
        const moved = await moveServiceRequest(tx, sr, 'under_review', {
          actor: `customer:${customer.publicId}`,
          at: now,
          note: `Documents sent: ${asked(requested)}.`,
          patch: { dueAt },
        });
        // Back under review: the desk's review clock starts again, with its breach timer (decision 077).
        if (dueAt && dueAt.getTime() > now.getTime())
          await deskSetSlaTimer(tx, { serviceRequestId: sr.id, forStatus: 'under_review', dueAt, now });
        await notifySrMilestone(tx, moved, {
          now,
          trackerUrl: trackerUrl(deps, sr.srRef),
          dueAt,
          detail: 'We have the documents you sent; our service team is reviewing your request.',
        });
        status = moved.status;
      }
      return {
        data: {
          sr_id: sr.srRef,
          status,
          status_label: SR_STATE_LABELS[status as keyof typeof SR_STATE_LABELS] ?? status,
          document: {
            id: row.publicId,
            name: row.name,
            type: kind,
            uploaded_at: row.createdAt.toISOString(),
          },
          documents_missing: missing.filter((k) => k !== kind),
        },
      };
    }),
  );
}
