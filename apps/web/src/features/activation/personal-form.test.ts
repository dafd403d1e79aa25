import { describe, expect, it } from 'vitest';
import { checkPersonal, personalBody, personalOf, personalSummary } from './personal-form';

const customer = {
  name: 'Priya Sharma',
  email: 'priya@example.in',
  phone: '+919800000001',
  pincode: '400050',
};

describe('activation personal details', () => {
  it('start from the order’s customer, the phone as its 10 digits', () => {
    expect(personalOf(customer)).toEqual({ ...customer, phone: '9800000001' });
  });

  it('§5: every empty field is a "Required field", keyed as the API keys it', () => {
    expect(checkPersonal({ name: ' ', email: 'a@b.in', phone: '', pincode: '400050' })).toEqual({
      'personal.name': 'Required field',
      'personal.phone': 'Required field',
    });
  });

  it('sends trimmed values; the summary shows the phone as +91 XXXXX XXXXX', () => {
    const form = { name: ' Priya ', email: 'priya@example.in ', phone: '9800000001', pincode: '400050' };
    expect(personalBody(form)).toEqual({
      name: 'Priya',
      email: 'priya@example.in',
      phone: '9800000001',
      pincode: '400050',
    });
    expect(personalSummary(form)).toBe('Priya · priya@example.in · +91 98000 00001 · 400050');
  });
});
