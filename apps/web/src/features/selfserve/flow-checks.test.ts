import { describe, expect, it } from 'vitest';
import {
  addressErrors,
  appointmentErrors,
  errorsStillDue,
  issueErrors,
  lookupType,
  requiredErrors,
  sortedProblems,
  ticketBody,
} from './flow-checks';
import { emptyTicket, flowReducer, initialFlowState } from './flow-state';
import { copaySentence, distanceLabel, nextLine } from './tracker-view';

const issue = (id: string, display_order: number | null, types: number[] = [1]) => ({
  id,
  name: id,
  display_order,
  root_product_type_ids: types,
});

describe('spec §5 rules in the flow', () => {
  it("gives 'Required field' for each empty listed field", () => {
    expect(requiredErrors({ a: ' ', b: 'x' }, ['a', 'b', 'c'])).toEqual({
      a: 'Required field',
      c: 'Required field',
    });
  });

  it('sorts problems by display_order, null last, and keeps those of the chosen type (or type 10)', () => {
    const list = [issue('n1', null), issue('b', 2), issue('a', 1), issue('other', 0, [7]), issue('n2', null)];
    expect(sortedProblems(list, 1).map((i) => i.id)).toEqual(['a', 'b', 'n1', 'n2']);
    expect(sortedProblems(list, 10).map((i) => i.id)).toEqual(['other', 'a', 'b', 'n1', 'n2']);
  });

  it('needs a problem or a custom issue', () => {
    expect(issueErrors(emptyTicket('k'))).toEqual({ problems: 'Required field' });
    expect(issueErrors({ ...emptyTicket('k'), custom_issue: 'Screen flickers' })).toEqual({});
  });

  it('checks the address and contact, and the appointment', () => {
    const s = initialFlowState({ osid: 'o', token: 'T0123456789abcdef', key: 'k', today: '2026-11-27' });
    expect(Object.keys(addressErrors(s)).sort()).toEqual([
      'address1',
      'city',
      'email',
      'name',
      'phone',
      'pincode',
    ]);
    const filled = flowReducer(
      flowReducer(s, {
        type: 'setAddress',
        address: { address1: '1 MG Road', pincode: '400001', city: 'Mumbai' },
      }),
      { type: 'setContact', contact: { name: 'A', email: 'a@b.com', phone: '9876543210' } },
    );
    expect(addressErrors(filled)).toEqual({});
    expect(
      addressErrors(flowReducer(filled, { type: 'setAddress', address: { pincode: '012345' } })).pincode,
    ).toBe('Enter a 6-digit PIN code');
    expect(appointmentErrors(filled)).toEqual({
      process_type: 'Required field',
      date: 'Required field',
      time: 'Required field',
    });
    const same = flowReducer(filled, {
      type: 'setAppointment',
      appointment: {
        process_type: 'carry-in',
        date: '2026-11-28',
        time: '10AM - 2PM',
        date_1: '2026-11-28',
        time_1: '10AM - 2PM',
      },
    });
    expect(appointmentErrors(same).date_1).toBeDefined();
    const body = ticketBody(same, same.tickets.k!, 'T0123456789abcdef_k', { copay: true });
    expect(body.customer_details.appointment_date_1).toBe('2026-11-28');
    expect(body.is_copay_temp_sr).toBe(true);
    expect(body.plan_id).toBe('o');
  });

  it('spec §5 contact lookup: email, SR number, else mobile', () => {
    expect(lookupType('a.b@example.com')).toBe('email');
    expect(lookupType(' 261127-000001 ')).toBe('sr');
    expect(lookupType('9876543210')).toBe('mobile');
  });
});

describe('tracker lines', () => {
  const now = new Date('2026-11-27T06:00:00Z');
  it('says "Expected by …" before the due time and "Running late" after it', () => {
    expect(nextLine(null, now)).toBeNull();
    expect(nextLine({ state: 's', label: 'L', due_at: '2026-11-27T08:00:00Z', late: false }, now)).toEqual({
      text: 'Expected by Fri, 27th Nov 26 - 01:30PM',
      late: false,
    });
    expect(nextLine({ state: 's', label: 'L', due_at: '2026-11-27T05:00:00Z', late: false }, now)?.late).toBe(
      true,
    );
    expect(nextLine({ state: 's', label: 'L', due_at: null, late: true }, now)?.text).toBe('Running late');
  });

  it('words the co-pay before submitting as GET /v3/copay/get_amount does (docs/product/service-requests.md#co-pay)', () => {
    expect(copaySentence(59_900, 1_000_000)).toBe(
      'You will pay ₹599; ₹10,000 of cover remains for this repair.',
    );
    expect(copaySentence(59_900, null)).toBe('You will pay ₹599.');
    expect(copaySentence(0, null)).toBe('There is nothing to pay for this repair.');
  });

  it('words the §9 distance', () => {
    expect(distanceLabel(850)).toBe('850 m away');
    expect(distanceLabel(12_345)).toBe('12.3 km away');
    expect(distanceLabel(null)).toBeNull();
  });
});

describe('issue 20 §1 appointment step: a stale "Required field" goes when the value arrives', () => {
  it('Continue before the free slots load, then the default slot fills in: date and time errors dropped', () => {
    const shown = { process_type: '', date: 'Required field', time: 'Required field' };
    const base = initialFlowState({ osid: 'o', token: 'T0123456789abcdef', key: 'k', today: '2026-11-27' });
    const pressed = flowReducer(base, { type: 'setAppointment', appointment: { process_type: 'carry-in' } });
    // Still no slot: nothing is dropped (the same object, no re-render).
    expect(errorsStillDue(shown, appointmentErrors(pressed))).toBe(shown);
    const filled = flowReducer(pressed, {
      type: 'setAppointment',
      appointment: { date: '2026-11-28', time: '10AM - 2PM' },
    });
    expect(errorsStillDue(shown, appointmentErrors(filled))).toEqual({});
    // An error that still holds keeps the words it was shown with.
    expect(errorsStillDue({ date_1: 'Pick another' }, { date_1: 'Choose a second preference' })).toEqual({
      date_1: 'Pick another',
    });
    expect(errorsStillDue({}, appointmentErrors(base))).toEqual({});
  });
});
