import { describe, expect, it } from 'vitest';
import { flowReducer, initialFlowState } from './flow-state';
import { coverStepError, stateFromChoice } from './flow-start';
import {
  choiceFields,
  editHref,
  flowHref,
  hasChoice,
  parseUrlChoice,
  stateMarkers,
  stepMarkers,
} from './flow-url';

// Decision 066 (issue 19 §2 'No tap is lost and no control waits for scripts'): the flow's first
// steps are GET forms before hydration; the URL they send leads to the step the browser would have.
const TODAY = '2026-11-27';
const base = () =>
  initialFlowState({ osid: 'tok-osid', token: 'T0123456789abcdef', key: 'k1', today: TODAY });
const COVERS = ['cv_breakdown', 'cv_damage'];
const CTX = { today: TODAY, coverIds: COVERS };

describe('URL choice of the self-serve flow (decision 066)', () => {
  it('reads step, cover and incident; anything malformed is as if absent', () => {
    expect(parseUrlChoice({ osid: 'x', step: 'issues', cover: 'cv_damage', incident: '2026-11-20' })).toEqual(
      {
        step: 'issues',
        cover: 'cv_damage',
        incident: '2026-11-20',
        issues: null,
        address: null,
        appointment: null,
      },
    );
    expect(parseUrlChoice({ step: 'success', cover: 'a b', incident: '20-11-2026' })).toEqual({
      step: 'plan_details',
      cover: null,
      incident: null,
      issues: null,
      address: null,
      appointment: null,
    });
    expect(parseUrlChoice({ step: ['cover', 'issues'] }).step).toBe('plan_details');
  });

  it('no choice: the state is the plan details step, as before', () => {
    const choice = parseUrlChoice({});
    expect(hasChoice(choice)).toBe(false);
    expect(stateFromChoice(base(), choice, CTX)).toEqual({ state: base(), error: null, fieldErrors: {} });
  });

  it("plan details' Continue (step=cover): the cover step, Back returns to the plan", () => {
    const { state, error } = stateFromChoice(base(), parseUrlChoice({ step: 'cover' }), CTX);
    expect(error).toBeNull();
    expect(state.step).toBe('cover');
    expect(flowReducer(state, { type: 'back' }).step).toBe('plan_details');
  });

  it('the cover step sent with a cover and a date: the problems step for that cover, Back through cover to the plan', () => {
    const choice = parseUrlChoice({ step: 'issues', cover: 'cv_damage', incident: '2026-11-25' });
    const { state, error } = stateFromChoice(base(), choice, CTX);
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
    const { state, error } = stateFromChoice(base(), parseUrlChoice({ step: 'issues' }), CTX);
    expect(state.step).toBe('cover');
    expect(error).toBe('Required field');
  });

  it('a cover the plan does not have is no cover', () => {
    const choice = parseUrlChoice({ step: 'issues', cover: 'cv_someone_elses', incident: TODAY });
    const { state, error } = stateFromChoice(base(), choice, CTX);
    expect(state.step).toBe('cover');
    expect(state.tickets.k1?.cover_id).toBeNull();
    expect(error).toBe('Required field');
  });

  it('a missing or future date stays on the cover step with the reason, the cover kept', () => {
    for (const incident of [undefined, '2026-11-28']) {
      const choice = parseUrlChoice({ step: 'issues', cover: 'cv_breakdown', incident });
      const { state, error } = stateFromChoice(base(), choice, CTX);
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
    const { state } = stateFromChoice(kept, parseUrlChoice({ step: 'cover', cover: 'cv_damage' }), CTX);
    expect(state.step).toBe('cover');
    expect(state.history).toEqual(['plan_details']);
    expect(state.address.pincode).toBe('400050');
    expect(state.tickets.k1?.cover_id).toBe('cv_damage');
  });

  it('flowHref: the GET forms’ URL', () => {
    expect(flowHref('a_b-1', { step: 'cover' })).toBe('/selfserve?osid=a_b-1&step=cover');
  });
});

// Decision 071: the problems and address steps' GET forms, read back as the browser's steps keep them.
describe('URL choice of the problems and address steps (decision 071)', () => {
  it("§5 the problems step's text: < and > removed, cut to create_ticket's lengths; problems once, 60 chars, 10 at most", () => {
    const { issues } = parseUrlChoice({
      step: 'address',
      problem: [
        'Screen <b>cracked',
        'Screen cracked',
        'x'.repeat(61),
        ...Array.from({ length: 12 }, (_, i) => `p${i}`),
      ],
      custom_issue: `<script>${'a'.repeat(400)}`,
      comments: 'Call > after 6',
    });
    expect(issues?.problems).toEqual([
      'Screen bcracked',
      'Screen cracked',
      ...Array.from({ length: 8 }, (_, i) => `p${i}`),
    ]);
    expect(issues?.custom_issue).toBe(`script${'a'.repeat(294)}`);
    expect(issues?.comments).toBe('Call  after 6');
    expect(parseUrlChoice({ step: 'address', problem: 'Not cooling' }).issues).toEqual({
      problems: ['Not cooling'],
      custom_issue: '',
      comments: '',
    });
    expect(parseUrlChoice({ step: 'issues' }).issues).toBeNull();
  });

  it('the address step: a saved address id, digits of phone and PIN, the WhatsApp box; §5 filter on text', () => {
    const { address } = parseUrlChoice({
      step: 'appointment',
      address_id: '12',
      name: 'Priya <Sharma>',
      phone: '98200 00001',
      email: 'priya@example.in',
      pincode: '400 050',
      address1: '7 Pali Hill',
      city: 'Mumbai',
      whatsapp: 'on',
    });
    expect(address).toEqual({
      address: {
        address_id: 12,
        address1: '7 Pali Hill',
        address2: '',
        pincode: '400050',
        city: 'Mumbai',
        state: '',
      },
      contact: {
        name: 'Priya Sharma',
        email: 'priya@example.in',
        phone: '9820000001',
        has_whatsapp_opt_in: true,
      },
    });
    expect(parseUrlChoice({ address_id: '-3', name: 'A' }).address?.address.address_id).toBeNull();
    expect(parseUrlChoice({ address_id: 'x1', name: 'A' }).address?.contact.has_whatsapp_opt_in).toBe(false);
    expect(parseUrlChoice({ step: 'appointment' }).address).toBeNull();
  });

  it('the appointment step: a §9 process type and slots as day|time; anything else is no choice', () => {
    expect(
      parseUrlChoice({
        step: 'documents',
        process_type: 'at-home',
        slot: '2026-11-28|10AM - 2PM',
        slot_1: '2026-11-29|2PM - 6PM',
      }).appointment,
    ).toEqual({
      process_type: 'at-home',
      date: '2026-11-28',
      time: '10AM - 2PM',
      date_1: '2026-11-29',
      time_1: '2PM - 6PM',
    });
    expect(parseUrlChoice({ process_type: 'teleport', slot: '2026-11-28|9AM' }).appointment).toEqual({
      process_type: null,
      date: '',
      time: '',
      date_1: '',
      time_1: '',
    });
    expect(parseUrlChoice({ step: 'documents' }).appointment).toBeNull();
  });

  it("choiceFields: a step's hidden fields read back as the same choice (the GET form round trip)", () => {
    let state = flowReducer(base(), { type: 'chooseCover', cover_id: 'cv_damage' });
    state = flowReducer(state, { type: 'setProblems', problems: ['Screen cracked', 'Liquid damage'] });
    state = flowReducer(state, { type: 'setText', field: 'custom_issue', value: 'Fell on the stairs' });
    state = flowReducer(state, {
      type: 'setAddress',
      address: { address_id: 4, address1: 'A-1', pincode: '400050', city: 'Mumbai' },
    });
    state = flowReducer(state, {
      type: 'setContact',
      contact: { name: 'Priya', email: 'p@example.in', phone: '9820000001', has_whatsapp_opt_in: true },
    });
    state = flowReducer(state, {
      type: 'setAppointment',
      appointment: { process_type: 'carry-in', date: '2026-11-28', time: '2PM - 6PM' },
    });
    // As a browser sends a GET form: repeated names for several values.
    const params = new URLSearchParams();
    for (const [name, value] of Object.entries({ ...choiceFields(state, 'documents'), step: 'documents' }))
      for (const v of typeof value === 'string' ? [value] : value) params.append(name, v);
    const query: Record<string, string | string[]> = {};
    for (const name of new Set(params.keys())) {
      const all = params.getAll(name);
      query[name] = all.length === 1 ? (all[0] as string) : all;
    }
    const choice = parseUrlChoice(query);
    expect(choice).toMatchObject({ step: 'documents', cover: 'cv_damage', incident: TODAY });
    expect(choice.issues).toEqual({
      problems: ['Screen cracked', 'Liquid damage'],
      custom_issue: 'Fell on the stairs',
      comments: '',
    });
    expect(choice.address).toEqual({ address: state.address, contact: state.contact });
    expect(choice.appointment).toEqual(state.appointment);
    expect(choiceFields(state, 'issues')).toEqual({ osid: 'tok-osid', cover: 'cv_damage', incident: TODAY });
    expect(choiceFields(state, 'appointment')).not.toHaveProperty('slot');
  });
});

describe("the review's Edit links as URLs (issue 19 §2; decision 076: no personal data in a URL)", () => {
  const state = flowReducer(
    initialFlowState({ osid: 'tok', token: 'tok-0000000000', key: 'k1', today: '2026-11-27' }),
    {
      type: 'chooseCover',
      cover_id: 'cv_breakdown',
    },
  );
  it('an Edit link names the plan, cover, date, step and edit=review, nothing else', () => {
    const href = new URL(editHref(state, 'address'), 'http://x');
    expect(Object.fromEntries(href.searchParams)).toEqual({
      osid: 'tok',
      cover: 'cv_breakdown',
      incident: state.incident_date,
      step: 'address',
      edit: 'review',
    });
  });
  it('during an edit the markers and the step forms carry edit=review; the review itself never does', () => {
    const editing = {
      ...state,
      step: 'address' as const,
      edit: { from: 'review' as const, prevCoverCount: {} },
    };
    expect(stateMarkers(editing, 'address').edit).toBe('review');
    expect(choiceFields(editing, 'appointment').edit).toBe('review');
    expect(stateMarkers(editing, 'review').edit).toBeUndefined();
    expect(stateMarkers(state, 'address').edit).toBeUndefined();
    expect(stepMarkers('tok', null, null, 'cover', 'review').edit).toBeUndefined();
  });
});
