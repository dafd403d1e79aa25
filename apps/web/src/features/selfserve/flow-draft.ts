import { SrDocumentRef } from '@kavach/contracts';
import type { DraftFields } from './draft-seal';
import { NOTICES, REMOVE_ALL_DOCUMENTS, addressFields, parseUrlChoice, slotValue } from './flow-url';
import type { UrlChoice } from './flow-url';

/*
 * The raise flow's draft (decision 076): what the steps posted before the page's scripts ran, kept
 * in the sealed cookie (draft-seal.ts) — merged step by step, and read back into the choice the
 * page renders (flow-url.ts parses the URL; this module adds what only the draft holds).
 */

type Query = Record<string, string | string[] | undefined>;

const one = (value: string | string[] | undefined): string | null =>
  typeof value === 'string' ? value : null;
const many = (value: string | string[] | undefined): string[] =>
  typeof value === 'string' ? [value] : (value ?? []);

/** A step's parsed fields as the draft keeps them: filtered and cut as parseUrlChoice leaves them. */
function sectionFields(choice: UrlChoice): DraftFields {
  const fields: DraftFields = {};
  if (choice.issues) {
    fields.problem = choice.issues.problems;
    fields.custom_issue = choice.issues.custom_issue;
    fields.comments = choice.issues.comments;
  }
  if (choice.address) {
    Object.assign(fields, addressFields(choice.address.address, choice.address.contact));
  }
  if (choice.appointment) {
    const ap = choice.appointment;
    if (ap.process_type) fields.process_type = ap.process_type;
    if (ap.date && ap.time) fields.slot = slotValue(ap.date, ap.time);
    if (ap.date_1 && ap.time_1) fields.slot_1 = slotValue(ap.date_1, ap.time_1);
  }
  return fields;
}

const SECTION_NAMES = {
  issues: ['problem', 'custom_issue', 'comments'],
  address: [
    'address_id',
    'name',
    'phone',
    'email',
    'pincode',
    'address1',
    'address2',
    'city',
    'state',
    'whatsapp',
  ],
  appointment: ['process_type', 'slot', 'slot_1'],
} as const;

/**
 * The draft after a step's form was posted (decision 076): the cover and date as sent; each step
 * the form carries replaces that step's fields, the others are kept (a step left with Back and
 * reached again shows what was entered). Another cover than the draft's starts a new draft: its
 * problems are another list.
 */
export function mergeDraft(kept: DraftFields | null, form: Query): DraftFields {
  const sent = parseUrlChoice(form);
  const keptCover = kept ? one(kept.cover) : null;
  const base: DraftFields = kept && keptCover === sent.cover ? { ...kept } : {};
  delete base.refusal;
  delete base.raised;
  if (form.confirm_missing === '1') base.confirm_missing = '1';
  if (sent.cover) base.cover = sent.cover;
  if (sent.incident) base.incident = sent.incident;
  const replaced = sectionFields(sent);
  for (const [section, names] of Object.entries(SECTION_NAMES)) {
    if (!sent[section as keyof typeof SECTION_NAMES]) continue;
    for (const name of names) delete base[name];
  }
  return { ...base, ...replaced };
}

/**
 * What the page renders: the step, cover and date from the URL; the steps' fields from the draft
 * when it is for that cover (decision 076). Personal data in a URL is ignored: the forms no longer
 * send it there, and a link carrying it is not a way to fill the flow.
 */
export function choiceWithDraft(url: UrlChoice, draft: DraftFields | null): UrlChoice {
  const none = { ...url, issues: null, address: null, appointment: null };
  if (!draft || !url.cover || one(draft.cover) !== url.cover) return none;
  const kept = parseUrlChoice(draft);
  const refusal = one(draft.refusal);
  const token = one(draft.token);
  return {
    ...none,
    issues: kept.issues,
    address: kept.address,
    appointment: kept.appointment,
    documents: draftDocuments(draft),
    confirmMissing: draft.confirm_missing === '1',
    ...(token && TOKEN.test(token) ? { token } : {}),
    ...(url.notice === NOTICES.refused && refusal ? { notice: refusal } : {}),
  };
}

/** create_ticket's `token_id` as the flow makes them (flow-storage.ts randomKey, ticketToken). */
export const TOKEN = /^[A-Za-z0-9_-]{8,64}$/;

/** The documents a draft keeps (each the upload's answer, as create_ticket takes it back). */
export function draftDocuments(draft: DraftFields): SrDocumentRef[] {
  return many(draft.document).flatMap((raw) => {
    try {
      const parsed = SrDocumentRef.safeParse(JSON.parse(raw));
      return parsed.success ? [parsed.data] : [];
    } catch {
      return [];
    }
  });
}

/**
 * The draft after a Remove on the documents step before the scripts (decision 076, amended): one
 * uploaded document out (by its `url`), as the island's `dropDocument`; or, for
 * `REMOVE_ALL_DOCUMENTS`, every document and the comments, as its `resetDocuments`. The upload itself
 * stays with the API unattached, as when the island removes it.
 */
export function dropDraftDocument(fields: DraftFields, which: string): DraftFields {
  const next: DraftFields = { ...fields };
  delete next.refusal;
  delete next.document;
  if (which === REMOVE_ALL_DOCUMENTS) {
    // Emptied, not dropped: the problems step's section stays in the draft with its problems.
    if (next.comments !== undefined) next.comments = '';
    return next;
  }
  const kept = many(fields.document).filter((raw) => draftDocuments({ document: raw })[0]?.url !== which);
  if (kept.length > 0) next.document = kept;
  return next;
}

/** A posted form as the query-like record parseUrlChoice reads (its text fields; React's own `$ACTION…` left out). */
export function formFields(form: FormData): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const name of new Set(form.keys())) {
    if (name.startsWith('$ACTION')) continue;
    const values = form.getAll(name).filter((v): v is string => typeof v === 'string');
    if (values.length > 0) query[name] = values.length === 1 ? (values[0] as string) : values;
  }
  return query;
}
