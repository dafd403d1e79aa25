import { describe, expect, it } from 'vitest';
import { CreateTicketBody } from '@kavach/contracts';
import { defaultSlot, reopenBody, reopenErrors, tenDigitPhone } from './flow-checks';

const request = {
  sr_id: '261101-000007',
  osid: 'tok-osid-1',
  process_type: 'at-home' as const,
  problems: ['Not cooling'],
  custom_issue: '',
  address: {
    address1: '1 MG Road',
    address2: '',
    city: 'Mumbai',
    state: 'Maharashtra',
    pincode: '400001',
    lat: null,
    lng: null,
  },
};

const input: Parameters<typeof reopenBody>[0] = {
  request,
  coverId: 'warranty',
  contact: { name: 'Asha', email: 'asha@example.com', phone: '9876543210' },
  reason: 'same_issue',
  comment: '',
  tokenId: 'abcdefghijklmnopqrstuvwx',
  appointment: { date: '2026-11-28', slot_time: '10AM - 2PM' },
  today: '2026-11-27',
};

describe('reopen (issue 20 §1: within 90 days, with a reason, linked to its parent)', () => {
  it('builds a create_ticket body the contract accepts, linked by sr_ref_no', () => {
    const body = reopenBody({ ...input, reason: 'not_fixed', comment: ' still warm ' });
    expect(CreateTicketBody.safeParse(body).success).toBe(true);
    expect(body).toMatchObject({
      sr_ref_no: '261101-000007',
      sr_reopen_reason: 'not_fixed',
      sr_reopen_reason_comment: 'still warm',
      plan_id: 'tok-osid-1',
      process_type: 'at-home',
    });
  });

  it('books the appointment the customer picked (spec §9), not the default', () => {
    const body = reopenBody({ ...input, appointment: { date: '2026-11-30', slot_time: '2PM - 6PM' } });
    expect(body.customer_details).toMatchObject({
      appointment_date: '2026-11-30',
      appointment_time: '2PM - 6PM',
    });
  });

  it('keeps a parent described in words only (no problem chosen): its custom issue goes with the reopen', () => {
    const body = reopenBody({
      ...input,
      request: { ...request, problems: [], custom_issue: 'Stopped working' },
    });
    expect(body).toMatchObject({ problems: [], custom_issue: 'Stopped working' });
    expect(CreateTicketBody.safeParse(body).success).toBe(true);
  });
});

describe('spec §9 default appointment in the flow', () => {
  const now = new Date('2026-11-27T04:00:00Z'); // 09:30 IST
  it('takes next day 10AM - 2PM when it is free', () => {
    expect(
      defaultSlot(
        {
          '2026-11-28': [
            { slot_time: '10AM - 2PM', is_available: true },
            { slot_time: '2PM - 6PM', is_available: true },
          ],
        },
        now,
      ),
    ).toEqual({ date: '2026-11-28', time: '10AM - 2PM' });
  });
  it('else the first free slot; none when nothing is free', () => {
    const slots = {
      '2026-11-29': [{ slot_time: '2PM - 6PM', is_available: true }],
      '2026-11-28': [{ slot_time: '10AM - 2PM', is_available: false }],
    };
    expect(defaultSlot(slots, now)).toEqual({ date: '2026-11-29', time: '2PM - 6PM' });
    expect(defaultSlot({ '2026-11-28': [{ slot_time: '10AM - 2PM', is_available: false }] }, now)).toBeNull();
  });
});

describe("the account's phone in create_ticket", () => {
  it('is the last 10 digits', () => {
    expect(tenDigitPhone('+919800000001')).toBe('9800000001');
    expect(tenDigitPhone('98000 00001')).toBe('9800000001');
    expect(tenDigitPhone(null)).toBe('');
  });
});

describe('reopen form checks (§5; the browser and the server action, decision 066)', () => {
  const slot = { date: '2026-11-28', time: '10AM - 2PM' } as const;
  it("'Required field' for a missing reason, and for the comment when the reason is 'other'", () => {
    expect(reopenErrors({ reason: '', comment: '', ...slot })).toEqual({ reason: 'Required field' });
    expect(reopenErrors({ reason: 'other', comment: '  ', ...slot })).toEqual({ comment: 'Required field' });
    expect(reopenErrors({ reason: 'other', comment: 'Noise again', ...slot })).toEqual({});
    expect(reopenErrors({ reason: 'not_fixed', comment: '', ...slot })).toEqual({});
  });
  it("'Required field' for a missing appointment slot (spec §9: the reopen's own appointment)", () => {
    expect(reopenErrors({ reason: 'not_fixed', comment: '', date: '', time: '' })).toEqual({
      slot: 'Required field',
    });
    expect(reopenErrors({ reason: 'not_fixed', comment: '', date: '2026-11-28', time: '' })).toEqual({
      slot: 'Required field',
    });
  });
});
