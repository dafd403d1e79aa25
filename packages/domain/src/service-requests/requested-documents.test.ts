import { describe, expect, it } from 'vitest';
import { checkSendDocument, documentsRequestedAt, documentsStillNeeded } from './requested-documents';
import { SR_LIFECYCLES, SR_PROCESSES } from './sr-lifecycle';

const t = (minute: number) => new Date(Date.UTC(2026, 10, 27, 6, minute));

describe('documents asked for by the service desk (issue 20 §4 "request specific documents once, as one list"; decision 074)', () => {
  it('every process lets a request go from documents_requested back to under_review (the customer’s move)', () => {
    for (const process of SR_PROCESSES)
      expect(SR_LIFECYCLES[process].transitions.documents_requested, process).toContain('under_review');
  });

  it('the time of asking is the latest move into documents_requested; none without one', () => {
    expect(documentsRequestedAt([])).toBeNull();
    expect(
      documentsRequestedAt([
        { toStatus: 'raised', at: t(0) },
        { toStatus: 'under_review', at: t(1) },
        { toStatus: 'documents_requested', at: t(5) },
      ]),
    ).toEqual(t(5));
  });

  it.each([
    ['nothing sent yet', [], ['invoice', 'photo']],
    [
      'a raise-time invoice does not answer the desk’s request',
      [{ kind: 'invoice', createdAt: t(2) }],
      ['invoice', 'photo'],
    ],
    ['an invoice sent when asked counts (same instant)', [{ kind: 'invoice', createdAt: t(5) }], ['photo']],
    [
      'both sent after asking',
      [
        { kind: 'photo', createdAt: t(9) },
        { kind: 'invoice', createdAt: t(7) },
      ],
      [],
    ],
    ['a kind not asked for changes nothing', [{ kind: 'fir', createdAt: t(9) }], ['invoice', 'photo']],
  ] as const)('still needed: %s', (_name, documents, expected) => {
    expect(documentsStillNeeded(['invoice', 'photo'], t(5), documents)).toEqual(expected);
  });

  it('without a time of asking every attached document of a kind counts; a repeated kind is listed once', () => {
    expect(
      documentsStillNeeded(['invoice', 'invoice', 'fir'], null, [{ kind: 'invoice', createdAt: t(0) }]),
    ).toEqual(['fir']);
  });

  it.each([
    ['under_review', 'invoice', ['invoice'], ['invoice'], { ok: false, code: 'DOCUMENTS_NOT_REQUESTED' }],
    ['documents_requested', 'fir', ['invoice'], ['invoice'], { ok: false, code: 'DOCUMENT_NOT_REQUESTED' }],
    [
      'documents_requested',
      'invoice',
      ['invoice', 'photo'],
      ['photo'],
      { ok: false, code: 'DOCUMENT_ALREADY_SENT' },
    ],
    [
      'documents_requested',
      'invoice',
      ['invoice', 'photo'],
      ['invoice', 'photo'],
      { ok: true, complete: false },
    ],
    ['documents_requested', 'photo', ['invoice', 'photo'], ['photo'], { ok: true, complete: true }],
  ] as const)('sending from %s a %s (asked %j, missing %j)', (status, kind, requested, missing, expected) => {
    expect(checkSendDocument(status, kind, requested, missing)).toEqual(expected);
  });
});
