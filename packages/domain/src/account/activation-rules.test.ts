import { describe, expect, it } from 'vitest';
import {
  FIELD_SETS,
  IMEI_MESSAGE,
  activationKindOf,
  blockedBrand,
  deviceFieldErrors,
  deviceFormFields,
  isPreferredStartDateExceeded,
  needsImei,
  preferredStartDateError,
  requiredDeviceFields,
  serialRequired,
} from './activation-rules';
import type { ActivationDevice, ActivationKind } from './activation-rules';
import type { PlanTypeKey } from '../catalogue/plan-types';

/** 10 Mar 2026, 11:30 IST. */
const TODAY = new Date('2026-03-10T06:00:00Z');
const IMEI = '490154203237518';

const phone: ActivationDevice = {
  category: 'mobile-phone',
  brand: 'Samsung',
  model: 'Galaxy S24',
  serial: IMEI,
  device_name: 'My phone',
  device_price: 7_999_900,
  device_purchased_date: '2026-03-01',
  manufacturer_warranty: 12,
  device_condition: 'new',
};

describe('§3 Device form field sets', () => {
  it('§3 base, marketplace and retailer sets, verbatim', () => {
    expect(FIELD_SETS.base).toEqual([
      'brand',
      'model',
      'device_price',
      'device_purchased_date',
      'manufacturer_warranty',
      'device_condition',
      'serial',
    ]);
    expect(FIELD_SETS.marketplace).toEqual([
      ...FIELD_SETS.base,
      'device_name',
      'manufacturer_warranty_custom',
    ]);
    expect(FIELD_SETS.retailer).toEqual([
      'preferred_plan_start_date',
      'brand',
      'device_purchased_date',
      'manufacturer_warranty',
      'device_name',
    ]);
  });

  it('§5 a retailer form for a protection plan also shows the required fields its set lacks', () => {
    expect(deviceFormFields('protection', 'retailer', 'laptop')).toEqual([
      ...FIELD_SETS.retailer,
      'serial',
      'model',
      'device_price',
      'device_condition',
    ]);
  });

  it('§5 an AMC form on the base set gains device_name', () => {
    expect(deviceFormFields('amc', 'base', 'air-conditioner')).toEqual([...FIELD_SETS.base, 'device_name']);
  });
});

describe('§5 activation requirements', () => {
  it.each<[PlanTypeKey, ActivationKind | null]>([
    ['extended-warranty', 'protection'],
    ['spills-and-drops', 'protection'],
    ['screen-protection', 'protection'],
    ['total-care', 'protection'],
    ['amc', 'amc'],
    ['comprehensive-amc', 'amc'],
    ['homecare', 'amc'],
    ['insta-repair', null],
  ])('§5 %s activates as %s', (key, kind) => {
    expect(activationKindOf(key)).toBe(kind);
  });

  it.each<[ActivationKind, string, string[]]>([
    [
      'protection',
      'fan',
      ['serial', 'model', 'device_price', 'brand', 'manufacturer_warranty', 'device_condition'],
    ],
    ['amc', 'air-conditioner', ['device_name', 'brand', 'device_purchased_date', 'manufacturer_warranty']],
    [
      'amc',
      'television',
      ['device_name', 'brand', 'device_purchased_date', 'manufacturer_warranty', 'serial'],
    ],
  ])('§5 required fields: %s on %s', (kind, category, fields) => {
    expect(requiredDeviceFields(kind, category)).toEqual(fields);
  });

  it.each([
    ['mobile-phone', null, true],
    ['laptop', null, true],
    ['television', null, true],
    ['digital-camera', null, true],
    ['air-conditioner', null, false],
    ['other', 'Android Phone', true],
  ])('§5 serial required for %s / %s → %s', (category, type, required) => {
    expect(serialRequired(category, type)).toBe(required);
  });

  it.each([
    ['mobile-phone', null, true],
    ['tablet', null, false],
    ['laptop', null, false],
    ['smart-device', 'iPad', false],
    ['smart-device', 'iPhone', true],
  ])('§5 IMEI needed (phones only; Wi-Fi tablets have none) for %s / %s → %s', (category, type, needed) => {
    expect(needsImei(category, type)).toBe(needed);
  });
});

describe('§5 blocked brands', () => {
  it.each([
    ['digital-camera', 'GoPro', 'Hero 12', 'GoPro'],
    ['digital-camera', 'gopro', null, 'GoPro'],
    ['digital-camera', 'Other', 'GOPRO Hero 11 Black', 'GoPro'],
    ['digital-camera', 'Canon', 'EOS R50', null],
    ['mobile-phone', 'GoPro', null, null],
    ['unknown-category', 'GoPro', null, null],
  ])('§5 blocked brand in %s: %s / %s → %s', (category, brand, model, blocked) => {
    expect(blockedBrand(category, brand, model)).toBe(blocked);
  });
});

describe('§5 §9 preferred plan start date', () => {
  it.each([
    ['today', '2026-03-10', false],
    ['58 days ahead (58 + 2 = 60)', '2026-05-07', false],
    ['59 days ahead (59 + 2 > 60)', '2026-05-08', true],
    ['60 days ahead', '2026-05-09', true],
  ])('§5 %s → exceeded %s', (_name, date, exceeded) => {
    expect(isPreferredStartDateExceeded(date, TODAY)).toBe(exceeded);
  });

  it.each([
    ['2026-03-10', null],
    ['2026-05-07', null],
    ['2026-05-08', 'The plan must start within 60 days'],
    ['2026-03-09', 'The plan start date cannot be in the past'],
    ['nonsense', 'Enter a valid date'],
  ])('§5 preferred start %s → %s', (date, message) => {
    expect(preferredStartDateError(date, TODAY)).toBe(message);
  });
});

describe('§5 device field errors', () => {
  const rows: [string, ActivationKind, Partial<ActivationDevice>, Record<string, string>][] = [
    ['a complete phone', 'protection', {}, {}],
    [
      'empty protection fields → Required field',
      'protection',
      {
        serial: '',
        model: null,
        device_price: null,
        brand: ' ',
        manufacturer_warranty: null,
        device_condition: null,
      },
      {
        serial: 'Required field',
        model: 'Required field',
        device_price: 'Required field',
        brand: 'Required field',
        manufacturer_warranty: 'Required field',
        device_condition: 'Required field',
      },
    ],
    [
      'AMC needs device name and purchase date',
      'amc',
      { category: 'air-conditioner', device_name: null, device_purchased_date: null },
      { device_name: 'Required field', device_purchased_date: 'Required field' },
    ],
    [
      'a phone serial that is not an IMEI',
      'protection',
      { serial: '490154203237519' },
      { serial: IMEI_MESSAGE },
    ],
    ['a 14-digit phone serial', 'protection', { serial: '49015420323751' }, { serial: IMEI_MESSAGE }],
    ['a laptop serial need not be an IMEI', 'protection', { category: 'laptop', serial: 'PF3ABC12' }, {}],
    [
      'a blocked camera brand',
      'protection',
      { category: 'digital-camera', brand: 'GoPro', serial: 'C3441324' },
      { brand: 'GoPro devices cannot be covered by this plan' },
    ],
    [
      'a purchase date tomorrow',
      'protection',
      { device_purchased_date: '2026-03-11' },
      { device_purchased_date: 'The purchase date cannot be in the future' },
    ],
    ['bought today is fine', 'protection', { device_purchased_date: '2026-03-10' }, {}],
    ['a zero price', 'protection', { device_price: 0 }, { device_price: 'Enter the device price' }],
    [
      'a negative warranty',
      'protection',
      { manufacturer_warranty: -1 },
      { manufacturer_warranty: 'Enter the warranty in months' },
    ],
    ['0 months of warranty is a value', 'protection', { manufacturer_warranty: 0 }, {}],
    [
      'a preferred start too far ahead',
      'protection',
      { preferred_plan_start_date: '2026-05-08' },
      { preferred_plan_start_date: 'The plan must start within 60 days' },
    ],
  ];
  it.each(rows)('§5 %s', (_name, kind, over, errors) => {
    expect(deviceFieldErrors({ ...phone, ...over }, kind, TODAY)).toEqual(errors);
  });
});
