import { describe, expect, it } from 'vitest';
import type { CustomerAddress } from '@kavach/contracts';
import { NOT_SERVICEABLE } from './address-choice';
import type { PinCheck } from './address-choice';
import { openingState, stateFromChoice } from './flow-start';
import type { ChoiceContext } from './flow-start';
import { flowReducer } from './flow-state';
import { parseUrlChoice } from './flow-url';

// Decision 071 (issue 19 §2 'No tap is lost'): the problems, address and appointment steps' GET forms lead to
// the state their Continue leads to in the browser — checked the same way (spec §4, §5).
const TODAY = '2026-11-27';
const SAVED: CustomerAddress = {
  id: 7,
  address: '402, Sea Breeze, Carter Road',
  address2: 'Bandra West',
  landmark: '',
  label: 'Home',
  lat: null,
  lng: null,
  city: 'Mumbai',
  state: 'Maharashtra',
  pincode: '400050',
  is_verified: true,
};
const pin = (pincode: string, serviceable = true): PinCheck => ({
  pincode,
  city: serviceable ? 'Mumbai' : null,
  state: 'Maharashtra',
  serviceable,
  message: serviceable ? null : NOT_SERVICEABLE,
});
const CTX: ChoiceContext = {
  today: TODAY,
  coverIds: ['cv_breakdown'],
  problems: ['Not cooling', 'Noise'],
  saved: [SAVED],
  contact: {
    name: 'Priya Sharma',
    email: 'priya@example.in',
    phone: '9820000001',
    has_whatsapp_opt_in: false,
  },
};
const COVER = { osid: 'tok', cover: 'cv_breakdown', incident: '2026-11-25' };
/** The address step's form as sent with a typed address (the problems step's choice with it). */
const ADDRESS_FORM = {
  problem: 'Noise',
  name: 'Priya Sharma',
  phone: '9820000001',
  email: 'priya@example.in',
  pincode: '400050',
  address1: '7 Pali Hill',
};
const start = (query: Record<string, string | string[]>, ctx: ChoiceContext = CTX) =>
  stateFromChoice(openingState('tok', TODAY), parseUrlChoice({ ...COVER, ...query }), ctx);

describe('the problems step sent before the scripts (decision 071)', () => {
  it("§5 'Required field' when no problem is chosen and none described: the problems step again", () => {
    const { state, error } = start({ step: 'address', custom_issue: '  ', comments: 'hi' });
    expect(state.step).toBe('issues');
    expect(error).toBe('Required field');
    expect(state.tickets.k1?.comments).toBe('hi');
  });

  it("only the cover's problems count; a described problem alone is enough", () => {
    expect(start({ step: 'address', problem: 'Someone else’s problem' }).error).toBe('Required field');
    const { state } = start({ step: 'address', problem: ['Noise', 'Made up'], custom_issue: 'Rattles' });
    expect(state.step).toBe('address');
    expect(state.tickets.k1).toMatchObject({ problems: ['Noise'], custom_issue: 'Rattles' });
    expect(start({ step: 'address', custom_issue: 'Rattles' }).state.step).toBe('address');
  });

  it('the address step starts from the account’s contact; Back goes through the problems, still chosen', () => {
    const { state, error, fieldErrors } = start({ step: 'address', problem: 'Noise' });
    expect([error, fieldErrors]).toEqual([null, {}]);
    expect(state.contact).toEqual(CTX.contact);
    expect(state.history).toEqual(['plan_details', 'cover', 'issues']);
    const back = flowReducer(state, { type: 'back' });
    expect(back.step).toBe('issues');
    expect(back.tickets.k1?.problems).toEqual(['Noise']);
  });

  it('problems the server could not read: the problems step, no error (the island reads them)', () => {
    const { state, error } = start({ step: 'address', problem: 'Noise' }, { ...CTX, problems: undefined });
    expect([state.step, error]).toEqual(['issues', null]);
  });
});

describe('the address step sent before the scripts (decision 071)', () => {
  const typed = { ...ADDRESS_FORM, step: 'appointment', city: '' };

  it('a typed address whose PIN is serviceable: the appointment step, the city from the PIN', () => {
    const { state, error } = start(typed, { ...CTX, pin: pin('400050') });
    expect([state.step, error]).toEqual(['appointment', null]);
    expect(state.address).toMatchObject({
      address_id: null,
      address1: '7 Pali Hill',
      city: 'Mumbai',
      state: 'Maharashtra',
    });
    expect(state.history).toEqual(['plan_details', 'cover', 'issues', 'address']);
  });

  it("a PIN the device cannot be served at: the address step again with the API's answer", () => {
    const { state, error } = start(
      { ...typed, pincode: '791111', city: 'Itanagar' },
      { ...CTX, pin: pin('791111', false) },
    );
    expect([state.step, error]).toEqual(['address', NOT_SERVICEABLE]);
    expect(state.address.pincode).toBe('791111');
  });

  it("§5 'Required field' for each empty field, the formats next; the PIN's failure shown with them", () => {
    const failed: PinCheck = { ...pin('400050'), city: null, serviceable: false, message: 'Try again' };
    const { state, error, fieldErrors } = start(
      { ...typed, name: '', email: 'not-an-email', address1: '' },
      { ...CTX, pin: failed },
    );
    expect(state.step).toBe('address');
    expect(fieldErrors).toEqual({
      name: 'Required field',
      address1: 'Required field',
      city: 'Required field',
      email: 'Enter a valid email',
    });
    expect(error).toBe('Try again');
  });

  it('a saved address chosen: its fields; typed over, the typed address (as typing does in the browser)', () => {
    const saved = start(
      { ...typed, address_id: '7', pincode: '', address1: '', city: '' },
      { ...CTX, pin: pin('400050') },
    );
    expect(saved.state.step).toBe('appointment');
    expect(saved.state.address).toMatchObject({
      address_id: 7,
      address1: SAVED.address,
      address2: 'Bandra West',
    });
    const over = start({ ...typed, address_id: '7', city: 'Mumbai' }, { ...CTX, pin: pin('400050') });
    expect(over.state.address).toMatchObject({ address_id: null, address1: '7 Pali Hill' });
  });

  it('a PIN the server did not check: the address step without an error (the island looks it up)', () => {
    const { state, error } = start({ ...typed, city: 'Mumbai' });
    expect([state.step, error]).toEqual(['address', null]);
  });
});

describe('the appointment step sent before the scripts (decision 071)', () => {
  const open = (slot_time: string) => ({ slot_time, is_available: true });
  const SLOTS = {
    '2026-11-28': [open('10AM - 2PM'), { slot_time: '2PM - 6PM', is_available: false }],
    '2026-11-29': [open('10AM - 2PM'), open('2PM - 6PM')],
  };
  const ctx: ChoiceContext = { ...CTX, pin: pin('400050'), processTypes: ['at-home'], slots: SLOTS };

  it("reached from the address: §9's defaults already chosen — the only process type, the next day's morning", () => {
    const { state } = start({ ...ADDRESS_FORM, step: 'appointment' }, ctx);
    expect(state.step).toBe('appointment');
    expect(state.appointment).toMatchObject({
      process_type: 'at-home',
      date: '2026-11-28',
      time: '10AM - 2PM',
    });
    expect(
      start({ ...ADDRESS_FORM, step: 'appointment' }, { ...ctx, processTypes: ['at-home', 'carry-in'] }).state
        .appointment.process_type,
    ).toBeNull();
  });

  it('a free slot and an allowed process type: the documents step, Back to the appointment as sent', () => {
    const { state, fieldErrors } = start(
      {
        ...ADDRESS_FORM,
        step: 'documents',
        process_type: 'at-home',
        slot: '2026-11-29|2PM - 6PM',
        slot_1: '2026-11-29|10AM - 2PM',
      },
      ctx,
    );
    expect([state.step, fieldErrors]).toEqual(['documents', {}]);
    expect(state.appointment).toEqual({
      process_type: 'at-home',
      date: '2026-11-29',
      time: '2PM - 6PM',
      date_1: '2026-11-29',
      time_1: '10AM - 2PM',
    });
    expect(flowReducer(state, { type: 'back' }).step).toBe('appointment');
  });

  it("§5 'Required field' for a process type the cover cannot have there or a slot not free; the same slot twice", () => {
    const taken = start(
      { ...ADDRESS_FORM, step: 'documents', process_type: 'mail-in', slot: '2026-11-28|2PM - 6PM' },
      ctx,
    );
    expect(taken.state.step).toBe('appointment');
    expect(taken.fieldErrors).toEqual({
      process_type: 'Required field',
      date: 'Required field',
      time: 'Required field',
    });
    const twice = start(
      {
        ...ADDRESS_FORM,
        step: 'documents',
        process_type: 'at-home',
        slot: '2026-11-29|2PM - 6PM',
        slot_1: '2026-11-29|2PM - 6PM',
      },
      ctx,
    );
    expect(twice.fieldErrors).toEqual({ date_1: 'Choose a second preference different from the first' });
  });

  it('slots the server could not read: the appointment step, no error (the island reads them)', () => {
    const { state, fieldErrors } = start(
      { ...ADDRESS_FORM, step: 'documents', process_type: 'at-home', slot: '2026-11-29|2PM - 6PM' },
      { ...ctx, slots: undefined },
    );
    expect([state.step, fieldErrors]).toEqual(['appointment', {}]);
  });
});

describe("the review's Edit links before the scripts (issue 19 §2: no control waits for scripts)", () => {
  const open = (slot_time: string) => ({ slot_time, is_available: true });
  const ctx: ChoiceContext = {
    ...CTX,
    pin: pin('400050'),
    processTypes: ['at-home'],
    slots: { '2026-11-29': [open('10AM - 2PM'), open('2PM - 6PM')] },
    documentsRequired: [],
  };
  const REVIEWED = { ...ADDRESS_FORM, process_type: 'at-home', slot: '2026-11-29|2PM - 6PM' };

  it('edit=review: the whole flow rebuilt, then the step as an edit — its Continue returns to the review', () => {
    const { state, error } = start({ ...REVIEWED, step: 'address', edit: 'review' }, ctx);
    expect([state.step, error]).toEqual(['address', null]);
    expect(state.edit?.from).toBe('review');
    // What the later steps chose is still there, so the review is whole again after the edit.
    expect(state.appointment).toMatchObject({ date: '2026-11-29', time: '2PM - 6PM' });
    const done = flowReducer(state, { type: 'done', next: 'appointment' });
    expect(done.step).toBe('review');
    expect(done.edit).toBeNull();
    expect(done.history.at(-1)).toBe('documents');
  });

  it('the same URL without the marker is the step in order; a marker on a step the review cannot edit is ignored', () => {
    const plain = start({ ...REVIEWED, step: 'address' }, ctx);
    expect(plain.state.edit).toBeNull();
    expect(flowReducer(plain.state, { type: 'done', next: 'appointment' }).step).toBe('appointment');
    expect(parseUrlChoice({ ...COVER, step: 'cover', edit: 'review' }).returnTo).toBeUndefined();
    expect(parseUrlChoice({ ...COVER, step: 'issues', edit: 'elsewhere' }).returnTo).toBeUndefined();
  });

  it('a flow that no longer reaches the review (a slot taken since) stops where its checks fail, not as an edit', () => {
    const taken = start(
      { ...REVIEWED, step: 'issues', edit: 'review' },
      { ...ctx, slots: { '2026-11-29': [open('10AM - 2PM')] } },
    );
    expect(taken.state.step).toBe('appointment');
    expect(taken.state.edit).toBeNull();
  });
});
