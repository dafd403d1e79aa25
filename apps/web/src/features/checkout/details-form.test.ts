import { describe, expect, it } from 'vitest';
import { REQUIRED_FIELD_MESSAGE } from '@kavach/domain';
import { detailsBody, fieldErrorsFromServer, validateDetails } from './details-form';
import type { DetailsValues } from './details-form';

const valid: DetailsValues = {
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone: '9812345678',
  address: '12 MG Road',
  address2: '',
  landmark: '',
  pincode: '400001',
};

describe('details form', () => {
  it('§5 required-field check: every empty required field gives "Required field"; the optional ones do not', () => {
    const empty = { name: ' ', email: '', phone: '', address: '', address2: '', landmark: '', pincode: '' };
    expect(validateDetails(empty)).toEqual({
      name: REQUIRED_FIELD_MESSAGE,
      email: REQUIRED_FIELD_MESSAGE,
      phone: REQUIRED_FIELD_MESSAGE,
      address: REQUIRED_FIELD_MESSAGE,
      pincode: REQUIRED_FIELD_MESSAGE,
    });
  });

  it.each([
    ['email', 'asha@example', 'Enter a valid email address.'],
    ['phone', '5812345678', 'Enter a valid 10-digit Indian mobile number.'],
    ['phone', '981234567', 'Enter a valid 10-digit Indian mobile number.'],
    ['pincode', '012345', 'Enter a 6-digit PIN code.'],
    ['address', 'ab', 'Enter your house number and street.'],
  ] as const)('§5 a filled %s is checked: %j', (field, value, message) => {
    expect(validateDetails({ ...valid, [field]: value })).toEqual({ [field]: message });
  });

  it('empty optional lines are sent as null', () => {
    expect(detailsBody(valid).address).toEqual({
      address: '12 MG Road',
      address2: null,
      landmark: null,
      pincode: '400001',
    });
  });

  it("maps the API's field keys onto the form", () => {
    expect(
      fieldErrorsFromServer({ 'address.pincode': 'Unknown PIN', phone: 'Bad phone', other: 'x' }),
    ).toEqual({ pincode: 'Unknown PIN', phone: 'Bad phone' });
  });
});
