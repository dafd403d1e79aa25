import { describe, expect, it } from 'vitest';
import { createCityKeyResolver } from './city-key';
import { summarisePincode, type PostOffice } from './pincodes';

const office = (o: Partial<PostOffice>): PostOffice => ({
  officeName: 'X',
  officeType: 'BO',
  delivery: 'Delivery',
  district: 'Pune',
  state: 'Maharashtra',
  lat: null,
  lng: null,
  ...o,
});
const cityKeyOf = createCityKeyResolver();

describe('createCityKeyResolver', () => {
  it.each([
    ['Mumbai Suburban', 'Maharashtra', 'mumbai'],
    ['gautam  buddha nagar', 'Uttar Pradesh', 'delhi-ncr'],
    ['East', 'Delhi', 'delhi-ncr'],
    ['East', 'Sikkim', null],
    ['Central', 'DELHI', 'delhi-ncr'],
    ['Bengaluru Urban', 'Karnataka', 'bangalore'],
    ['Papum Pare', 'Arunachal Pradesh', null],
  ])('%s, %s → %s', (district, state, city) => {
    expect(cityKeyOf(district, state)).toBe(city);
  });
});

describe('summarisePincode', () => {
  it('takes the majority district, HO office name and median coordinates', () => {
    const row = summarisePincode(
      '110001',
      [
        office({
          officeName: 'Baroda House',
          officeType: 'PO',
          delivery: 'Non Delivery',
          district: 'New Delhi',
          state: 'Delhi',
          lat: 28.6,
          lng: 77.2,
        }),
        office({
          officeName: 'Parliament Street',
          officeType: 'PO',
          district: 'Central',
          state: 'Delhi',
          lat: 28.7,
          lng: 77.3,
        }),
        office({
          officeName: 'New Delhi',
          officeType: 'HO',
          district: 'New Delhi',
          state: 'Delhi',
          lat: 28.8,
          lng: 77.4,
        }),
        office({ officeName: 'Bengali Market', officeType: 'PO', district: 'New Delhi', state: 'Delhi' }),
      ],
      cityKeyOf,
    );
    expect(row).toEqual({
      pincode: '110001',
      district: 'New Delhi',
      state: 'Delhi',
      officeName: 'New Delhi',
      cityKey: 'delhi-ncr',
      lat: 28.7,
      lng: 77.3,
    });
  });

  it('breaks a district tie towards the head office, then delivery offices', () => {
    const tieHo = summarisePincode(
      '999001',
      [
        office({ district: 'A', officeType: 'BO' }),
        office({ district: 'B', officeType: 'HO', officeName: 'B HO' }),
      ],
      cityKeyOf,
    );
    expect(tieHo).toMatchObject({ district: 'B', officeName: 'B HO' });
    const tieDelivery = summarisePincode(
      '999002',
      [
        office({ district: 'A', delivery: 'Non Delivery' }),
        office({ district: 'B', officeName: 'B PO', officeType: 'PO' }),
      ],
      cityKeyOf,
    );
    expect(tieDelivery).toMatchObject({ district: 'B', officeName: 'B PO', lat: null, lng: null });
  });
});
