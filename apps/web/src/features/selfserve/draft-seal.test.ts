import { describe, expect, it } from 'vitest';
import { DRAFT_MAX_CHARS, DRAFT_TTL_MS, draftKey, openDraft, sealDraft } from './draft-seal';
import type { Draft } from './draft-seal';
import { choiceWithDraft, draftDocuments, dropDraftDocument, mergeDraft } from './flow-draft';
import { REMOVE_ALL_DOCUMENTS, TEXT_MAX, parseUrlChoice } from './flow-url';

// Decision 076: the raise flow's steps posted before the scripts keep the customer's details in a
// sealed cookie, never in a URL (docs/product/service-requests.md#raising-a-request).
const KEY = draftKey('a-test-secret-of-at-least-thirty-two-characters');
const NOW = Date.UTC(2026, 10, 27, 10, 0, 0);
const OSID = 'tok-osid-1';

/** A realistic large draft: several problems, the longest comments and description, a full address. */
const bigDraft = (): Draft => ({
  osid: OSID,
  fields: mergeDraft(null, {
    osid: OSID,
    cover: 'cv_breakdown_repair',
    incident: '2026-11-20',
    problem: [
      'Screen flickering',
      'No display',
      'Lines on the screen',
      'Remote not working',
      'No sound',
      'Power does not turn on',
    ],
    custom_issue: 'x'.repeat(TEXT_MAX.custom_issue),
    comments: 'Please call before coming; the lift is slow. '.repeat(40).slice(0, TEXT_MAX.comments),
    name: 'Aarav Venkataraman Subramaniam',
    phone: '9876543210',
    email: 'aarav.venkataraman.subramaniam@example.in',
    pincode: '400050',
    address1: 'Flat 1204, Tower B, Rustomjee Elements, Off Juhu Versova Link Road, D N Nagar',
    address2: 'Near Andheri West Metro Station, opposite the petrol pump',
    city: 'Mumbai',
    state: 'Maharashtra',
    whatsapp: 'on',
    process_type: 'at-home',
    slot: '2026-11-28|10AM - 2PM',
    slot_1: '2026-11-29|2PM - 6PM',
  }),
});

describe('the sealed draft (decision 076)', () => {
  it('round-trips: what was sealed opens for the same plan before it expires', () => {
    const sealed = sealDraft(bigDraft(), KEY, NOW);
    if (!sealed.ok) throw new Error('a realistic draft must fit');
    expect(openDraft(sealed.value, KEY, OSID, NOW + 1000)).toEqual(bigDraft());
  });

  it('a realistic full draft (six problems, the longest comments and description, an address) fits one cookie', () => {
    const sealed = sealDraft(bigDraft(), KEY, NOW);
    expect(sealed.ok).toBe(true);
    if (sealed.ok) expect(sealed.value.length).toBeLessThanOrEqual(DRAFT_MAX_CHARS);
  });

  it('hides what it carries: no name, phone, email or address in the cookie value', () => {
    const sealed = sealDraft(bigDraft(), KEY, NOW);
    if (!sealed.ok) throw new Error('must fit');
    const text = Buffer.from(sealed.value.slice(3), 'base64url').toString('latin1') + sealed.value;
    for (const secret of ['Aarav', '9876543210', 'example.in', 'Rustomjee', '400050'])
      expect(text).not.toContain(secret);
  });

  it('refuses a tampered value: any changed character, another key, a truncated or foreign value', () => {
    const sealed = sealDraft(bigDraft(), KEY, NOW);
    if (!sealed.ok) throw new Error('must fit');
    const v = sealed.value;
    for (const at of [3, 10, Math.floor(v.length / 2), v.length - 2]) {
      const flipped = v.slice(0, at) + (v[at] === 'A' ? 'B' : 'A') + v.slice(at + 1);
      expect(openDraft(flipped, KEY, OSID, NOW)).toBeNull();
    }
    expect(openDraft(v, draftKey('another-secret-of-at-least-thirty-two-chars'), OSID, NOW)).toBeNull();
    expect(openDraft(v.slice(0, 40), KEY, OSID, NOW)).toBeNull();
    expect(openDraft(`v2.${v.slice(3)}`, KEY, OSID, NOW)).toBeNull();
    expect(openDraft('{"o":"tok-osid-1"}', KEY, OSID, NOW)).toBeNull();
    expect(openDraft(undefined, KEY, OSID, NOW)).toBeNull();
  });

  it("refuses another plan's draft", () => {
    const sealed = sealDraft(bigDraft(), KEY, NOW);
    if (!sealed.ok) throw new Error('must fit');
    expect(openDraft(sealed.value, KEY, 'tok-osid-2', NOW)).toBeNull();
  });

  it('expires two hours after it was last written', () => {
    const sealed = sealDraft(bigDraft(), KEY, NOW);
    if (!sealed.ok) throw new Error('must fit');
    expect(DRAFT_TTL_MS).toBe(2 * 60 * 60 * 1000);
    expect(openDraft(sealed.value, KEY, OSID, NOW + DRAFT_TTL_MS - 1)).not.toBeNull();
    expect(openDraft(sealed.value, KEY, OSID, NOW + DRAFT_TTL_MS)).toBeNull();
  });

  it('refuses to seal a draft larger than a cookie holds (too-large), rather than a cookie the browser drops', () => {
    const huge: Draft = {
      osid: OSID,
      fields: { comments: 'क'.repeat(1000), custom_issue: 'ख'.repeat(300), address1: 'ग'.repeat(200) },
    };
    expect(sealDraft(huge, KEY, NOW)).toEqual({ ok: false, reason: 'too-large' });
  });
});

describe('the draft as the steps post it (decision 076)', () => {
  const issues = {
    osid: OSID,
    cover: 'cv_a',
    incident: '2026-11-20',
    problem: 'No display',
    custom_issue: '',
    comments: 'Evenings <only>',
  };
  const address = {
    ...issues,
    name: 'Asha',
    phone: '98765 43210',
    email: 'a@example.in',
    pincode: '400050',
    address1: '7 Pali Hill',
    city: 'Mumbai',
  };

  it('keeps each step as parseUrlChoice leaves it (§5: < and > dropped, digits only)', () => {
    const fields = mergeDraft(null, address);
    expect(fields.comments).toBe('Evenings only');
    expect(fields.phone).toBe('9876543210');
  });

  it('a step posted again replaces only its own fields; a step left with Back keeps the later ones', () => {
    const withAddress = mergeDraft(null, address);
    const problemsAgain = mergeDraft(withAddress, {
      ...issues,
      problem: ['No sound', 'No display'],
      comments: '',
    });
    expect(problemsAgain.problem).toEqual(['No sound', 'No display']);
    expect(problemsAgain.comments).toBe('');
    expect(problemsAgain.address1).toBe('7 Pali Hill');
    // Every problem unticked: the section was posted, so the old problems go.
    expect(mergeDraft(withAddress, { ...issues, problem: undefined }).problem).toEqual([]);
  });

  it('another cover starts a new draft (its problems are another list)', () => {
    const other = mergeDraft(mergeDraft(null, address), {
      osid: OSID,
      cover: 'cv_b',
      incident: '2026-11-20',
    });
    expect(other).toEqual({ cover: 'cv_b', incident: '2026-11-20' });
  });

  it("the page takes the URL's step, cover and date and the draft's details; details in a URL are ignored", () => {
    const draft = mergeDraft(null, address);
    const url = parseUrlChoice({
      osid: OSID,
      cover: 'cv_a',
      incident: '2026-11-20',
      step: 'appointment',
      name: 'Mallory',
    });
    const choice = choiceWithDraft(url, draft);
    expect(choice.step).toBe('appointment');
    expect(choice.address?.contact.name).toBe('Asha');
    expect(choice.issues?.problems).toEqual(['No display']);
    expect(choiceWithDraft(url, null).address).toBeNull();
    expect(choiceWithDraft({ ...url, cover: 'cv_b' }, draft).issues).toBeNull();
  });

  it("a Remove before the scripts takes out that document, or every document and the comments (the island's dropDocument / resetDocuments)", () => {
    const doc = (id: string, type: string, name: string) =>
      JSON.stringify({ url: `/v3/selfserve/documents/${id}`, name, type, source: 'website selfserve' });
    const fields = {
      ...mergeDraft(null, address),
      document: [
        doc('invoice0123456789ab', 'invoice', 'bill.pdf'),
        doc('photo00123456789abc', 'photo', 'crack.jpg'),
      ],
      refusal: 'That file is not a PDF',
    };
    const one = dropDraftDocument(fields, '/v3/selfserve/documents/invoice0123456789ab');
    expect(draftDocuments(one).map((d) => d.name)).toEqual(['crack.jpg']);
    expect(one.comments).toBe('Evenings only');
    expect(one.refusal).toBeUndefined();
    // An unknown url removes nothing; removing the last one leaves no document field at all.
    expect(draftDocuments(dropDraftDocument(fields, '/v3/selfserve/documents/other')).length).toBe(2);
    expect(dropDraftDocument(one, '/v3/selfserve/documents/photo00123456789abc').document).toBeUndefined();
    const all = dropDraftDocument(fields, REMOVE_ALL_DOCUMENTS);
    expect(all.document).toBeUndefined();
    expect(all.comments).toBe('');
    // The problems stay: the problems step's section is still in the draft.
    expect(
      choiceWithDraft(parseUrlChoice({ osid: OSID, cover: 'cv_a', step: 'documents' }), all).issues?.problems,
    ).toEqual(['No display']);
  });
});
