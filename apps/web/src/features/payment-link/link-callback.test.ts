import { describe, expect, it } from 'vitest';
import { CALLBACK_FIELDS, linkCallbackFrom } from './link-callback';

const full = {
  razorpay_payment_id: 'pay_1',
  razorpay_payment_link_id: 'plink_1',
  razorpay_payment_link_reference_id: 'KVABCDEF123456',
  razorpay_payment_link_status: 'paid',
  razorpay_signature: 'abc123',
};

describe('linkCallbackFrom', () => {
  it('keeps exactly the five callback fields', () => {
    expect(linkCallbackFrom({ ...full, utm_source: 'sms', link_id: 'other' })).toEqual(full);
  });

  it.each(CALLBACK_FIELDS)('null when %s is missing', (field) => {
    expect(linkCallbackFrom({ ...full, [field]: undefined })).toBeNull();
  });

  it.each([
    ['empty', ''],
    ['repeated', ['a', 'b']],
    ['too long', 'x'.repeat(257)],
  ])('null when a field is %s', (_label, value) => {
    expect(linkCallbackFrom({ ...full, razorpay_signature: value })).toBeNull();
  });
});
