import type { DocumentKind } from './adjudicate';

/**
 * Documents the service desk asked for (docs/product/service-requests.md#documents-asked-for;
 * decision 074): the desk asks once, as one list, and the customer sends them from the tracker.
 * A kind counts as sent only with a document of that kind added at or after the time of asking:
 * what the request already had when the desk asked is what the desk found wanting.
 */

/** When the desk asked: the latest move into `documents_requested` of the history, or null. */
export function documentsRequestedAt(history: readonly { toStatus: string; at: Date }[]): Date | null {
  let at: Date | null = null;
  for (const e of history) if (e.toStatus === 'documents_requested') at = e.at;
  return at;
}

/**
 * The requested kinds still to send, in the order asked. Without a time of asking (a request moved
 * outside the history), every attached document of a kind counts.
 */
export function documentsStillNeeded(
  requested: readonly DocumentKind[],
  requestedAt: Date | null,
  documents: readonly { kind: string; createdAt: Date }[],
): DocumentKind[] {
  const sent = new Set(
    documents
      .filter((d) => requestedAt === null || d.createdAt.getTime() >= requestedAt.getTime())
      .map((d) => d.kind),
  );
  return [...new Set(requested)].filter((kind) => !sent.has(kind));
}

/** Whether a customer may send a document of `kind` to a request now: only a missing, asked-for kind. */
export type SendDocumentCheck =
  | { ok: true; complete: boolean }
  | { ok: false; code: 'DOCUMENTS_NOT_REQUESTED' | 'DOCUMENT_NOT_REQUESTED' | 'DOCUMENT_ALREADY_SENT' };

/**
 * The rule of sending one asked-for document: the request must be waiting for documents, the kind
 * must be on the desk's list and not sent yet; `complete` says whether it is the last one missing
 * (then the request goes back to review).
 */
export function checkSendDocument(
  status: string,
  kind: DocumentKind,
  requested: readonly DocumentKind[],
  stillNeeded: readonly DocumentKind[],
): SendDocumentCheck {
  if (status !== 'documents_requested') return { ok: false, code: 'DOCUMENTS_NOT_REQUESTED' };
  if (!requested.includes(kind)) return { ok: false, code: 'DOCUMENT_NOT_REQUESTED' };
  if (!stillNeeded.includes(kind)) return { ok: false, code: 'DOCUMENT_ALREADY_SENT' };
  return { ok: true, complete: stillNeeded.every((k) => k === kind) };
}
