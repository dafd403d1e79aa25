import { describe, expect, it } from 'vitest';
import type { CustomerAddress } from '@kavach/contracts';
import { NOT_SERVICEABLE, pinCheck, resolveAddress, savedAddress } from './address-choice';

// Decision 071: the address step's choice as its GET form sends it (spec §4 saved addresses, PIN).
const saved = (id: number, address: string, pincode: string): CustomerAddress => ({
  id,
  address,
  address2: '',
  landmark: '',
  label: '',
  lat: null,
  lng: null,
  city: 'Mumbai',
  state: 'Maharashtra',
  pincode,
  is_verified: true,
});
const HOME = saved(1, 'Home street', '400050');
const WORK = saved(2, 'Work street', '400001');
const blank = { address_id: null, address1: '', address2: '', pincode: '', city: '', state: '' };

describe('resolveAddress (decision 071)', () => {
  it('the chosen saved address over empty fields, or over fields showing another saved address', () => {
    expect(resolveAddress({ ...blank, address_id: 2 }, [HOME, WORK])).toEqual(savedAddress(WORK));
    expect(resolveAddress({ ...savedAddress(HOME), address_id: 2 }, [HOME, WORK])).toEqual(
      savedAddress(WORK),
    );
  });

  it('fields typed over drop the saved choice; an id not among the saved is no choice', () => {
    const typed = { ...savedAddress(HOME), address1: 'New street', address_id: 1 };
    expect(resolveAddress(typed, [HOME, WORK])).toEqual({ ...typed, address_id: null });
    expect(resolveAddress({ ...blank, address_id: 9, pincode: '400050' }, [HOME])).toEqual({
      ...blank,
      pincode: '400050',
    });
  });
});

describe('pinCheck (spec §4 PIN → city and serviceability)', () => {
  it("serviceable, not serviceable (the island's sentence), or the read's failure message", () => {
    const body = (serviceable: boolean) => ({
      data: { pincode: '400050', city: 'Mumbai', state: 'Maharashtra', serviceable, process_types: [] },
    });
    expect(pinCheck({ pincode: '400050', ok: true, body: body(true) })).toMatchObject({
      serviceable: true,
      message: null,
      city: 'Mumbai',
    });
    expect(pinCheck({ pincode: '400050', ok: true, body: body(false) }).message).toBe(NOT_SERVICEABLE);
    expect(pinCheck({ pincode: '400050', ok: false, message: 'Down' })).toMatchObject({
      serviceable: false,
      message: 'Down',
    });
  });
});
