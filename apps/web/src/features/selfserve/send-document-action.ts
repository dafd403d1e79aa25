'use server';

import { redirect } from 'next/navigation';
import { DocumentKind, ErrorBody, SrSentDocumentResponse } from '@kavach/contracts';
import { RawBody, postAsVisitor } from '@/lib/api-write.server';
import { NETWORK_ERROR_MESSAGE } from '@/lib/network-error';
import { CHOOSE_A_FILE, trackerPath } from './tracker-view';

/** What a document post ended in when it was not accepted: which kind, and why in words. */
export type SendDocumentState = { kind: string; message: string } | null;

/**
 * A document the service desk asked for, as a plain form post before the tracker's scripts run
 * (decision 074, as decision 066's reopen): the file is passed to the API as it is, through the
 * visitor's session (`postAsVisitor`), and the API checks it exactly as the browser's upload; on
 * success, a 303 back to the tracker, which shows what is still needed or that the request is under
 * review again. Once hydrated, the form uploads from the browser with progress (tracker-documents.tsx).
 */
export async function sendDocumentAction(
  _prev: SendDocumentState,
  form: FormData,
): Promise<SendDocumentState> {
  const srId = String(form.get('sr_id') ?? '');
  const kind = DocumentKind.safeParse(form.get('type'));
  const file = form.get('file');
  if (!kind.success) return { kind: '', message: NETWORK_ERROR_MESSAGE };
  if (!(file instanceof File) || file.size === 0) return { kind: kind.data, message: CHOOSE_A_FILE };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const answer = await postAsVisitor(
    `/v3/selfserve/service_request/${encodeURIComponent(srId)}/documents`,
    new RawBody(bytes, {
      'content-type': 'application/octet-stream',
      'x-document-type': kind.data,
      'x-file-name': encodeURIComponent(file.name),
    }),
  ).catch(() => null);
  if (answer && answer.status < 300 && SrSentDocumentResponse.safeParse(answer.body).success)
    redirect(`${trackerPath(srId)}#sr-docs-asked`);
  const failure = ErrorBody.safeParse(answer?.body);
  return { kind: kind.data, message: failure.success ? failure.data.message : NETWORK_ERROR_MESSAGE };
}
