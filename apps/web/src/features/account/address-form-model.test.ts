import { describe, expect, it } from 'vitest';
import type { CustomerAddress } from '@kavach/contracts';
import {
  EMPTY_ADDRESS,
  addressBody,
  addressErrorsFromServer,
  addressLine,
  validateAddress,
} from './address-form-model';

const saved: CustomerAddress = {
  id: 7,
  address: 'Flat 4, Sea View',
  address2: 'MG Road',
  landmark: '',
  label: 'Home',
  lat: null,
  lng: null,
  city: 'Mumbai',
  state: 'Maharashtra',
  pincode: '400001',
  is_verified: false,
};

describe('validateAddress', () => {
  it("§5: address and PIN code are required ('Required field'); the rest is optional", () => {
    expect(validateAddress({ ...EMPTY_ADDRESS, label: '' })).toEqual({
      address: 'Required field',
      pincode: 'Required field',
    });
  });

  it.each(['40001', '040001', '4000011', 'abcdef'])('a PIN code of %s is refused', (pincode) => {
    expect(validateAddress({ ...EMPTY_ADDRESS, address: '12 Marine Drive', pincode }).pincode).toBeDefined();
  });

  it('a complete address passes', () => {
    expect(validateAddress({ ...EMPTY_ADDRESS, address: '12 Marine Drive', pincode: '400001' })).toEqual({});
  });
});

describe('addressBody / addressLine / server errors', () => {
  it('trims every text field', () => {
    expect(
      addressBody({
        address: ' 12 Marine Drive ',
        address2: ' ',
        landmark: 'Opp. park ',
        label: 'Home',
        pincode: '400001',
      }),
    ).toEqual({
      address: '12 Marine Drive',
      address2: '',
      landmark: 'Opp. park',
      label: 'Home',
      pincode: '400001',
    });
  });

  it('joins the non-empty parts of a saved address', () => {
    expect(addressLine(saved)).toBe('Flat 4, Sea View, MG Road, Mumbai, Maharashtra 400001');
  });

  it('maps field errors and PIN directory misses to fields', () => {
    expect(addressErrorsFromServer('VALIDATION', 'x', { address: 'Required field' })).toEqual({
      address: 'Required field',
    });
    expect(addressErrorsFromServer('PINCODE_NOT_FOUND', 'Unknown PIN')).toEqual({ pincode: 'Unknown PIN' });
    expect(addressErrorsFromServer('SERVER_ERROR', 'x')).toBeNull();
  });
});
