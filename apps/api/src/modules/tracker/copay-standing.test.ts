import { describe, expect, it } from 'vitest';
import { copayStanding } from './sr-view';

const now = new Date('2026-11-27T10:00:00Z');

describe('co-pay standing on the tracker (spec §5 temporary request; issue 20 §1)', () => {
  it('a temporary request’s co-pay is due until its 30-minute window passes, then reads expired', () => {
    const due = { copayStatus: 'due', status: 'awaiting_copay' };
    expect(copayStanding({ ...due, copayDueBy: new Date(now.getTime() + 60_000) }, now)).toBe('due');
    expect(copayStanding({ ...due, copayDueBy: new Date(now.getTime() - 1) }, now)).toBe('expired');
    expect(copayStanding({ ...due, copayDueBy: null }, now)).toBe('expired');
  });

  it('a real request with its co-pay still due (salespro, co-pay after the request) stays due; paid stays paid', () => {
    expect(copayStanding({ copayStatus: 'due', status: 'confirmed', copayDueBy: null }, now)).toBe('due');
    expect(copayStanding({ copayStatus: 'paid', status: 'confirmed', copayDueBy: null }, now)).toBe('paid');
    expect(copayStanding({ copayStatus: 'none', status: 'confirmed', copayDueBy: null }, now)).toBe('none');
  });
});
