import { describe, expect, it } from 'vitest';
import { DeskActionBody } from '@kavach/contracts';
import { deskActionBody, fieldsFor, queueQuery } from './desk-form';

const form = (entries: [string, string][]) => {
  const f = new FormData();
  for (const [k, v] of entries) f.append(k, v);
  return f;
};
const base: [string, string][] = [
  ['sr_id', '261127-000001'],
  ['from', 'confirmed'],
];

describe('service desk action forms (issue 20 §4)', () => {
  it('asks each action for what it records', () => {
    expect(fieldsFor('assign_technician', 'technician_assigned')).toEqual(['technician', 'note']);
    expect(fieldsFor('record_estimate', 'estimate_shared')).toEqual(['diagnosis', 'estimate', 'note']);
    expect(fieldsFor('request_documents', 'documents_requested')).toEqual(['documents', 'note']);
    expect(fieldsFor('reject', 'rejected')).toEqual(['reason', 'note']);
    expect(fieldsFor('approve', 'confirmed')).toEqual(['note']);
  });

  it("assign technician: 'Required field' for name and phone; a valid body the contract accepts", () => {
    const bad = deskActionBody(
      form([...base, ['action', 'assign_technician'], ['to', 'technician_assigned']]),
    );
    expect(bad).toEqual({
      ok: false,
      errors: { technician_name: 'Required field', technician_phone: 'Required field' },
    });
    const good = deskActionBody(
      form([
        ...base,
        ['action', 'assign_technician'],
        ['to', 'technician_assigned'],
        ['technician_name', 'Suresh <K>'],
        ['technician_phone', '98765 43210'],
        ['technician_lat', '19.07'],
        ['technician_lng', '72.87'],
      ]),
    );
    expect(good.ok).toBe(true);
    if (good.ok) {
      expect(good.body.technician).toEqual({ name: 'Suresh K', phone: '9876543210', lat: 19.07, lng: 72.87 });
      expect(DeskActionBody.safeParse(good.body).success).toBe(true);
    }
  });

  it('estimate in rupees becomes paise; documents are one list; a rejection needs a reason', () => {
    const est = deskActionBody(
      form([
        ...base,
        ['action', 'record_estimate'],
        ['to', 'estimate_shared'],
        ['diagnosis', 'Screen'],
        ['estimate_rupees', '1499.5'],
      ]),
    );
    expect(est.ok && est.body.estimate_paise).toBe(149_950);
    const docs = deskActionBody(
      form([
        ...base,
        ['action', 'request_documents'],
        ['to', 'documents_requested'],
        ['documents_requested', 'invoice'],
        ['documents_requested', 'invoice'],
        ['documents_requested', 'photo'],
        ['documents_requested', 'passport'],
      ]),
    );
    expect(docs.ok && docs.body.documents_requested).toEqual(['invoice', 'photo']);
    expect(deskActionBody(form([...base, ['action', 'reject'], ['to', 'rejected']]))).toEqual({
      ok: false,
      errors: { reason_code: 'Required field' },
    });
    const cancel = deskActionBody(form([...base, ['action', 'cancel'], ['to', 'cancelled']]));
    expect(cancel.ok).toBe(true);
  });

  it('refuses a form without its request or states', () => {
    expect(deskActionBody(form([['to', 'closed']])).ok).toBe(false);
  });

  it('builds the queue query from the filters set', () => {
    expect(queueQuery({ status: 'confirmed', city: '', sla: 'breached' })).toBe(
      '?status=confirmed&sla=breached',
    );
    expect(queueQuery({})).toBe('');
  });
});

describe('after a desk action (T16.5: the loser of a race gets a clear 409)', () => {
  it('goes back to the request saying what was done, or that someone else changed it', async () => {
    const { deskPageAfter } = await import('./desk-form');
    expect(deskPageAfter('261127-000001', 'confirmed', null, 200)).toBe(
      '/service-desk/261127-000001?done=confirmed',
    );
    expect(deskPageAfter('261127-000001', 'confirmed', 'SR_CHANGED', 409)).toBe(
      '/service-desk/261127-000001?changed=1',
    );
    expect(deskPageAfter('261127-000001', 'closed', 'STAFF_SIGN_IN_REQUIRED', 401)).toBe(
      '/agent/login?next=%2Fservice-desk%2F261127-000001',
    );
    expect(deskPageAfter('261127-000001', 'closed', 'SR_ACTION_NOT_ALLOWED', 409)).toBeNull();
    expect(deskPageAfter('261127-000001', 'closed', 'TECHNICIAN_REQUIRED', 400)).toBeNull();
  });
});
