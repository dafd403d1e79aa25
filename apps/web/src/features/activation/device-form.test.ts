import { describe, expect, it } from 'vitest';
import {
  PREFERRED_START_MAX_DAYS,
  addDays,
  checkForm,
  deviceBody,
  deviceSummary,
  fieldSpec,
  formOf,
  parseMonths,
  parseRupees,
  rupeesText,
} from './device-form';

const FIELDS = [
  'brand',
  'model',
  'device_price',
  'device_purchased_date',
  'manufacturer_warranty',
  'device_condition',
  'serial',
];
const REQUIRED = ['serial', 'model', 'device_price', 'brand', 'manufacturer_warranty', 'device_condition'];

describe('activation device form', () => {
  it.each([
    ['20000', 2_000_000],
    ['20,000', 2_000_000],
    ['₹ 19999.5', 1_999_950],
    ['0', 0],
    ['12.345', null],
    ['abc', null],
    ['', null],
  ])('parseRupees(%j) = %j', (text, paise) => expect(parseRupees(text)).toBe(paise));

  it.each([
    ['12', 12],
    [' 24 ', 24],
    ['120', 120],
    ['121', null],
    ['1.5', null],
    ['-1', null],
  ])('parseMonths(%j) = %j', (text, months) => expect(parseMonths(text)).toBe(months));

  it('shows paise as the rupees a person types', () => {
    expect(rupeesText(2_000_000)).toBe('20000');
    expect(rupeesText(1_999_950)).toBe('19999.50');
  });

  it('starts from the saved draft, numbers as text, missing fields empty', () => {
    const form = formOf({
      fields: FIELDS,
      values: { brand: 'Samsung', device_price: 2_000_000, manufacturer_warranty: 12 },
    });
    expect(form).toEqual({
      brand: 'Samsung',
      model: '',
      device_price: '20000',
      device_purchased_date: '',
      manufacturer_warranty: '12',
      device_condition: '',
      serial: '',
    });
  });

  it('§5: empty required fields say "Required field"; unreadable numbers say so; optional empties pass', () => {
    const form = {
      brand: ' ',
      model: 'S24',
      device_price: 'lots',
      manufacturer_warranty: '12 months',
      serial: '1',
      device_purchased_date: '',
    };
    expect(checkForm(form, FIELDS, REQUIRED)).toEqual({
      brand: 'Required field',
      device_price: 'Enter the device price',
      manufacturer_warranty: 'Enter the warranty in months',
      device_condition: 'Required field',
    });
  });

  it('sends every shown field: text trimmed (empty clears it), numbers parsed, unreadable numbers left out', () => {
    const form = {
      brand: ' Samsung ',
      model: '',
      device_price: '20,000',
      manufacturer_warranty: 'x',
      serial: '490154203237518',
      device_condition: 'New',
      device_purchased_date: '2026-01-10',
    };
    expect(deviceBody(form, FIELDS)).toEqual({
      brand: 'Samsung',
      model: '',
      device_price: 2_000_000,
      device_purchased_date: '2026-01-10',
      device_condition: 'New',
      serial: '490154203237518',
    });
  });

  it('phones ask for the IMEI with the *#06# hint; other devices for a serial number', () => {
    expect(fieldSpec('serial', 'mobile-phone', '2026-01-10')).toMatchObject({
      label: 'IMEI number',
      hint: 'Dial *#06# to see it',
    });
    expect(fieldSpec('serial', 'laptop', '2026-01-10').label).toBe('Serial number');
    expect(
      deviceSummary({ brand: 'Samsung', model: 'Galaxy S24', serial: '490154203237518' }, 'mobile-phone'),
    ).toBe('Samsung Galaxy S24 · IMEI 490154203237518');
  });

  it('§5 preferred start date: today up to 58 days ahead ((days + 2) ≤ 60); purchase date not after today', () => {
    expect(PREFERRED_START_MAX_DAYS).toBe(58);
    expect(fieldSpec('preferred_plan_start_date', null, '2026-01-10')).toMatchObject({
      min: '2026-01-10',
      max: '2026-03-09',
    });
    expect(fieldSpec('device_purchased_date', null, '2026-01-10').max).toBe('2026-01-10');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
  });
});
