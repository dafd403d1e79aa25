import { describe, expect, it } from 'vitest';
import { flowReducer, initialFlowState } from './flow-state';
import { coverStepError, flowHref, hasChoice, parseUrlChoice, stateFromChoice } from './flow-url';

// Decision 066 (issue 19 §2 'No tap is lost and no control waits for scripts'): the flow's first
// steps are GET forms before hydration; the URL they send leads to the step the browser would have.
const TODAY = '2026-11-27';
const base = () =>
  initialFlowState({ osid: 'tok-osid', token: 'T0123456789abcdef', key: 'k1', today: TODAY });
const COVERS = ['cv_breakdown', 'cv_damage'];

describe('URL choice of the self-serve flow (decision 066)', () => {
  it('reads step, cover and incident; anything malformed is as if absent', () => {
    expect(parseUrlChoice({ osid: 'x', step: 'issues', cover: 'cv_damage', incident: '2026-11-20' })).toEqual(
      {
        step: 'issues',
        cover: 'cv_damage',
        incident: '2026-11-20',
      },
    );
    expect(parseUrlChoice({ step: 'review', cover: 'a b', incident: '20-11-2026' })).toEqual({
      step: 'plan_details',
      cover: null,
      incident: null,
    });
    expect(parseUrlChoice({ step: ['cover', 'issues'] }).step).toBe('plan_details');
  });

  it('no choice: the state is the plan details step, as before', () => {
    const choice = parseUrlChoice({});
    expect(hasChoice(choice)).toBe(false);
    expect(stateFromChoice(base(), choice, COVERS, TODAY)).toEqual({ state: base(), error: null });
  });

  it("plan details' Continue (step=cover): the cover step, Back returns to the plan", () => {
    const { state, error } = stateFromChoice(base(), parseUrlChoice({ step: 'cover' }), COVERS, TODAY);
    expect(error).toBeNull();
    expect(state.step).toBe('cover');
    expect(flowReducer(state, { type: 'back' }).step).toBe('plan_details');
  });

  it('the cover step sent with a cover and a date: the problems step for that cover, Back through cover to the plan', () => {
    const choice = parseUrlChoice({ step: 'issues', cover: 'cv_damage', incident: '2026-11-25' });
    const { state, error } = stateFromChoice(base(), choice, COVERS, TODAY);
    expect(error).toBeNull();
    expect(state.step).toBe('issues');
    expect(state.tickets.k1?.cover_id).toBe('cv_damage');
    expect(state.coverCount).toEqual({ cv_damage: ['k1'] });
    expect(state.incident_date).toBe('2026-11-25');
    const back = flowReducer(state, { type: 'back' });
    expect(back.step).toBe('cover');
    expect(back.tickets.k1?.cover_id).toBe('cv_damage');
    expect(flowReducer(back, { type: 'back' }).step).toBe('plan_details');
  });

  it("§5 the cover step sent without a cover stays there with 'Required field' (as in the browser)", () => {
    const { state, error } = stateFromChoice(base(), parseUrlChoice({ step: 'issues' }), COVERS, TODAY);
    expect(state.step).toBe('cover');
    expect(error).toBe('Required field');
  });

  it('a cover the plan does not have is no cover', () => {
    const choice = parseUrlChoice({ step: 'issues', cover: 'cv_someone_elses', incident: TODAY });
    const { state, error } = stateFromChoice(base(), choice, COVERS, TODAY);
    expect(state.step).toBe('cover');
    expect(state.tickets.k1?.cover_id).toBeNull();
    expect(error).toBe('Required field');
  });

  it('a missing or future date stays on the cover step with the reason, the cover kept', () => {
    for (const incident of [undefined, '2026-11-28']) {
      const choice = parseUrlChoice({ step: 'issues', cover: 'cv_breakdown', incident });
      const { state, error } = stateFromChoice(base(), choice, COVERS, TODAY);
      expect(state.step).toBe('cover');
      expect(state.tickets.k1?.cover_id).toBe('cv_breakdown');
      expect(state.incident_date).toBe(TODAY);
      expect(error).toBe('Enter the date the problem started');
    }
    expect(coverStepError('cv', TODAY, TODAY)).toBeNull();
  });

  it('over a kept state: what was entered stays, the URL decides the step and the cover', () => {
    const kept = {
      ...flowReducer(base(), { type: 'setAddress', address: { pincode: '400050' } }),
      step: 'address' as const,
      history: ['plan_details' as const, 'cover' as const, 'issues' as const],
    };
    const { state } = stateFromChoice(
      kept,
      parseUrlChoice({ step: 'cover', cover: 'cv_damage' }),
      COVERS,
      TODAY,
    );
    expect(state.step).toBe('cover');
    expect(state.history).toEqual(['plan_details']);
    expect(state.address.pincode).toBe('400050');
    expect(state.tickets.k1?.cover_id).toBe('cv_damage');
  });

  it('flowHref: the GET forms’ URL', () => {
    expect(flowHref('a_b-1', { step: 'cover' })).toBe('/selfserve?osid=a_b-1&step=cover');
  });
});
