import { describe, expect, it } from 'vitest';
import { activeTickets, flowReducer, initialFlowState, ticketToken } from './flow-state';
import { parseStoredState, storageKey } from './flow-storage';
import type { FlowAction, FlowState } from './flow-types';

const start = (): FlowState =>
  initialFlowState({ osid: 'tok-osid', token: 'T0123456789abcdef', key: 'k1', today: '2026-11-27' });
const run = (state: FlowState, ...actions: FlowAction[]): FlowState => actions.reduce(flowReducer, state);
const doc = (n: number) => ({
  url: `/v3/selfserve/documents/abcdefghijklmnop${n}`,
  name: `d${n}.pdf`,
  type: 'invoice' as const,
  source: 'website selfserve' as const,
});

describe('self-serve flow (spec §4 Self-serve flow)', () => {
  it('starts at plan details with an osid, at the plan choice without one', () => {
    expect(start().step).toBe('plan_details');
    expect(
      initialFlowState({ osid: null, token: 'T0123456789abcdef', key: 'k', today: '2026-11-27' }).step,
    ).toBe('plan');
  });

  it('moves forward with a history stack; back pops it', () => {
    const s = run(
      start(),
      { type: 'go', to: 'cover' },
      { type: 'go', to: 'issues' },
      { type: 'go', to: 'address' },
    );
    expect(s.history).toEqual(['plan_details', 'cover', 'issues']);
    const b = run(s, { type: 'back' }, { type: 'back' });
    expect(b.step).toBe('cover');
    expect(b.history).toEqual(['plan_details']);
    expect(run(start(), { type: 'back' }).step).toBe('plan_details');
  });

  it('editing returns to the step that started the edit', () => {
    const atReview = run(
      start(),
      { type: 'done', next: 'cover' },
      { type: 'done', next: 'issues' },
      { type: 'done', next: 'address' },
      { type: 'done', next: 'appointment' },
      { type: 'done', next: 'documents' },
      { type: 'done', next: 'review' },
    );
    const editing = run(atReview, { type: 'edit', to: 'issues' });
    expect(editing.step).toBe('issues');
    expect(editing.edit?.from).toBe('review');
    const back = run(editing, { type: 'done', next: 'address' });
    expect(back.step).toBe('review');
    expect(back.edit).toBeNull();
    expect(back.history).toEqual(atReview.history);
  });

  it('keeps the cover count per cover; choosing another cover moves the ticket', () => {
    let s = run(start(), { type: 'chooseCover', cover_id: 'damage' });
    expect(s.coverCount).toEqual({ damage: ['k1'] });
    s = run(s, { type: 'setProblems', problems: ['p1'] }, { type: 'chooseCover', cover_id: 'warranty' });
    expect(s.coverCount).toEqual({ warranty: ['k1'] });
    expect(s.tickets.k1?.problems).toEqual([]);
    s = run(s, { type: 'addTicket', key: 'k2' }, { type: 'chooseCover', cover_id: 'warranty' });
    expect(s.coverCount).toEqual({ warranty: ['k1', 'k2'] });
  });

  it('adds, removes and restores tickets per key', () => {
    let s = run(start(), { type: 'chooseCover', cover_id: 'damage' }, { type: 'addTicket', key: 'k2' });
    s = run(s, { type: 'chooseCover', cover_id: 'warranty' });
    expect(activeTickets(s).map((t) => t.key)).toEqual(['k1', 'k2']);
    s = run(s, { type: 'removeTicket', key: 'k1' });
    expect(activeTickets(s).map((t) => t.key)).toEqual(['k2']);
    expect(s.coverCount).toEqual({ warranty: ['k2'] });
    expect(s.currentKey).toBe('k2');
    // The last ticket cannot be removed.
    expect(run(s, { type: 'removeTicket', key: 'k2' }).tickets.k2).toBeDefined();
    s = run(s, { type: 'restoreTicket', key: 'k1' });
    expect(activeTickets(s).map((t) => t.key)).toEqual(['k1', 'k2']);
    expect(s.coverCount).toEqual({ warranty: ['k2'], damage: ['k1'] });
    // A key is never reused.
    expect(run(s, { type: 'addTicket', key: 'k1' })).toBe(s);
  });

  it('clearing problems resets the selected problems and the custom issue', () => {
    const s = run(
      start(),
      { type: 'setProblems', problems: ['a', 'b', 'a'] },
      { type: 'setText', field: 'custom_issue', value: 'Cracked' },
    );
    expect(s.tickets.k1?.problems).toEqual(['a', 'b']);
    const c = run(s, { type: 'clearProblems' });
    expect(c.tickets.k1?.problems).toEqual([]);
    expect(c.tickets.k1?.custom_issue).toBe('');
  });

  it('uploads can drop the first or last document; reset clears documents and comments', () => {
    let s = run(
      start(),
      { type: 'addDocument', document: doc(1) },
      { type: 'addDocument', document: doc(2) },
      { type: 'addDocument', document: doc(3) },
    );
    s = run(s, { type: 'dropDocument', which: 'first' });
    expect(s.tickets.k1?.documents.map((d) => d.name)).toEqual(['d2.pdf', 'd3.pdf']);
    s = run(s, { type: 'dropDocument', which: 'last' });
    expect(s.tickets.k1?.documents.map((d) => d.name)).toEqual(['d2.pdf']);
    s = run(s, { type: 'setText', field: 'comments', value: 'x' }, { type: 'resetDocuments' });
    expect(s.tickets.k1?.documents).toEqual([]);
    expect(s.tickets.k1?.comments).toBe('');
  });

  it('one token per submission: the same ticket always sends the same token_id', () => {
    const s = start();
    expect(ticketToken(s, 'k1')).toBe(ticketToken(s, 'k1'));
    expect(ticketToken(s, 'k1')).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    const r = run(s, { type: 'restart', token: 'Tfedcba9876543210', key: 'k9' });
    expect(ticketToken(r, 'k9')).not.toBe(ticketToken(s, 'k1'));
  });

  it('survives a reload through storage; anything else starts afresh', () => {
    const s = run(start(), { type: 'go', to: 'cover' });
    expect(parseStoredState(JSON.stringify(s), 'tok-osid')).toEqual(s);
    expect(parseStoredState(JSON.stringify(s), 'other')).toBeNull();
    expect(parseStoredState('{bad', 'tok-osid')).toBeNull();
    expect(parseStoredState(JSON.stringify({ ...s, step: 'nowhere' }), 'tok-osid')).toBeNull();
    expect(storageKey('tok-osid')).not.toBe(storageKey(null));
  });
});
