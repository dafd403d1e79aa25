'use server';

import { randomBytes } from 'node:crypto';
import { redirect } from 'next/navigation';
import { CreateTicketResponse, DocumentKind, ErrorBody, SrDocumentUploadResponse } from '@kavach/contracts';
import { istToday } from '@/features/activation/ist-today';
import { RawBody, postAsVisitor } from '@/lib/api-write.server';
import { localPath } from '@/lib/local-path';
import { NETWORK_ERROR_MESSAGE } from '@/lib/network-error';
import type { DraftFields } from './draft-seal';
import { readDraft, writeDraft } from './draft.server';
import { ticketBody } from './flow-checks';
import { choiceContext } from './flow-seed';
import { readFlowSeed } from './flow-seed.server';
import { openingState, stateFromChoice } from './flow-start';
import { TOKEN, choiceWithDraft, dropDraftDocument, formFields, mergeDraft } from './flow-draft';
import { URL_STEPS, flowHref, parseUrlChoice, stepMarkers } from './flow-url';
import type { UrlStep } from './flow-url';
import { CHOOSE_A_FILE, trackerPath } from './tracker-view';

/*
 * The raise flow's steps posted before the page's scripts ran (decision 076). Each keeps what the
 * step sent in the sealed draft cookie and answers with a 303 to a step's URL, which carries only
 * the plan, cover, date and step (and `error=` with a code, never a text of the customer's): the page
 * renders that step from the URL and the draft, with the same checks as before (flow-start.ts).
 */

const OSID = /^[A-Za-z0-9_-]{1,80}$/;

const stepOf = (value: unknown, fallback: UrlStep): UrlStep =>
  URL_STEPS.includes(value as UrlStep) ? (value as UrlStep) : fallback;

/** The posted form: its fields, the plan, and the URL of one of its steps (markers only). */
function posted(form: FormData) {
  const query = formFields(form);
  const osid = typeof query.osid === 'string' && OSID.test(query.osid) ? query.osid : null;
  if (!osid) redirect('/selfserve');
  const sent = parseUrlChoice(query);
  // While an edit the review started is under way its marker stays on every step's URL.
  const at = (step: UrlStep, error?: string) =>
    flowHref(osid, {
      ...stepMarkers(osid, sent.cover, sent.incident, step, sent.returnTo ?? null),
      ...(error ? { error } : {}),
    });
  return { query, osid, at, returnTo: sent.returnTo ?? null };
}

/** Keeps the draft, with its create_ticket key made when the draft starts; false: too large for its cookie. */
async function keep(osid: string, fields: DraftFields): Promise<boolean> {
  if (typeof fields.token !== 'string') fields.token = randomBytes(16).toString('base64url');
  return writeDraft({ osid, fields });
}

/**
 * A step's Continue (problems, address, appointment, documents): what it sent merged into the draft,
 * then the next step's URL (the review's, during an edit it started); the page checks the step and
 * shows it again when the checks fail.
 */
export async function saveStepAction(form: FormData): Promise<void> {
  const { query, osid, at, returnTo } = posted(form);
  const kept = await readDraft(osid);
  const from = stepOf(query.from, 'issues');
  if (!(await keep(osid, mergeDraft(kept?.fields ?? null, query)))) redirect(at(from, 'too_long'));
  // An edit the review started goes back to the review, which checks every step again.
  redirect(at(returnTo ?? stepOf(query.step, from)));
}

/**
 * One document of the documents step (a form per document, so each post is one file of at most 5 MB,
 * within the server actions' body limit): sent to `POST /v3/selfserve/documents?osid=` as the island
 * sends it (raw bytes, `x-document-type`, `x-file-name`) through the visitor's session, so the API's
 * checks and messages are the same. Its answer joins the draft; a refusal is shown on the step.
 */
export async function uploadDocumentAction(form: FormData): Promise<void> {
  const { osid, at } = posted(form);
  const draft = await readDraft(osid);
  if (!draft) redirect(at('documents'));
  const fields: DraftFields = { ...draft.fields };
  delete fields.refusal;
  const refuse = async (message: string): Promise<never> => {
    await keep(osid, { ...fields, refusal: message });
    redirect(at('documents', 'refused'));
  };
  const kind = DocumentKind.safeParse(form.get('kind'));
  const file = form.get('file');
  if (!kind.success || !(file instanceof File) || file.size === 0) return refuse(CHOOSE_A_FILE);
  const answer = await postAsVisitor(
    `/v3/selfserve/documents?osid=${encodeURIComponent(osid)}`,
    new RawBody(new Uint8Array(await file.arrayBuffer()), {
      'content-type': 'application/octet-stream',
      'x-document-type': kind.data,
      'x-file-name': encodeURIComponent(file.name),
    }),
  ).catch(() => null);
  const uploaded = SrDocumentUploadResponse.safeParse(answer?.body);
  if (!answer || answer.status >= 300 || !uploaded.success) {
    const failure = ErrorBody.safeParse(answer?.body);
    return refuse(failure.success ? failure.data.message : NETWORK_ERROR_MESSAGE);
  }
  const documents = typeof fields.document === 'string' ? [fields.document] : (fields.document ?? []);
  fields.document = [...documents, JSON.stringify(uploaded.data.data)];
  if (!(await keep(osid, fields))) redirect(at('documents', 'too_long'));
  redirect(at('documents'));
}

/**
 * A Remove on the documents step before the scripts (decision 076, amended): one uploaded document
 * (`remove` is its url) or, for 'all', every document and the comments, out of the draft; then the
 * documents step again. The same as the island's Remove and 'Remove all documents and comments'.
 */
export async function removeDocumentAction(form: FormData): Promise<void> {
  const { query, osid, at } = posted(form);
  const draft = await readDraft(osid);
  const which = typeof query.remove === 'string' ? query.remove : null;
  // Removing only ever makes the draft smaller, so it always fits its cookie.
  if (draft && which) await keep(osid, dropDraftDocument(draft.fields, which));
  redirect(at('documents'));
}

/**
 * The review's 'Raise Service Request' before the scripts: the draft's steps checked again exactly
 * as the page checks them (the same reads and `stateFromChoice`), then create_ticket with the
 * `token_id` the review form was rendered with — a double submit makes one request (T16.2) — and,
 * as the island's success, the new request's tracker (its co-pay, when one is due, is paid there).
 * The draft then keeps only that answer, for a second submit of the same form; a refusal is shown
 * on the review with the API's message, the draft kept.
 */
export async function raiseAction(form: FormData): Promise<void> {
  const { query, osid, at } = posted(form);
  const draft = await readDraft(osid);
  const tokenId = typeof query.token_id === 'string' && TOKEN.test(query.token_id) ? query.token_id : null;
  if (draft?.fields.raised_token === tokenId && typeof draft?.fields.raised === 'string')
    redirect(draft.fields.raised);
  if (!draft || !tokenId) redirect(at('review'));
  if (query.agree !== 'on') redirect(at('review', 'agree'));
  const today = istToday();
  const choice = choiceWithDraft(parseUrlChoice({ ...query, step: 'review' }), draft.fields);
  const seed = await readFlowSeed(osid, choice, today);
  if (seed === 'sign-in') redirect(at('review'));
  const { state } = stateFromChoice(openingState(osid, today), choice, choiceContext(seed, today));
  const ticket = state.tickets[state.currentKey];
  // Anything no longer right (a slot taken since, an expired draft): the page shows where and why.
  if (state.step !== 'review' || !ticket) redirect(at('review'));
  const cover = seed.covers?.data.covers.find((c) => c.cover_id === ticket.cover_id);
  const body = ticketBody(state, ticket, tokenId, { copay: (cover?.copay_amount ?? 0) > 0 });
  const answer = await postAsVisitor('/v3/selfserve/create_ticket', body).catch(() => null);
  const created = CreateTicketResponse.safeParse(answer?.body);
  if (answer && answer.status < 300 && created.success) {
    const tracker = localPath(created.data.data.tracker_url) ?? trackerPath(created.data.data.sr_id);
    // Raised: the customer's details go; what stays answers a second submit of this form.
    await writeDraft({ osid, fields: { raised: tracker, raised_token: tokenId } });
    redirect(tracker);
  }
  const failure = ErrorBody.safeParse(answer?.body);
  await keep(osid, {
    ...draft.fields,
    refusal: failure.success ? failure.data.message : NETWORK_ERROR_MESSAGE,
  });
  redirect(at('review', 'refused'));
}
