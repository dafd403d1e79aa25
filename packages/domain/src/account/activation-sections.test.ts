import { describe, expect, it } from 'vitest';
import { activationSections } from './activation-sections';
import type { ActivationPersonal } from './activation-sections';
import type { ActivationDevice } from './activation-rules';

const device: ActivationDevice = {
  category: 'laptop',
  brand: 'Dell',
  model: 'XPS 13',
  serial: 'PF3ABC12',
  device_name: null,
  device_price: 9_000_000,
  device_purchased_date: null,
  manufacturer_warranty: 12,
  device_condition: 'new',
};
const personal: ActivationPersonal = {
  name: 'Asha Rao',
  email: 'asha@example.in',
  phone: '9876543210',
  pincode: '560001',
};
const bothDocs = [{ document_type: 0 }, { document_type: 1 }];

describe('§4 Activation sections', () => {
  it('§4 Activation sections: all complete → every section collapses', () => {
    expect(activationSections(device, personal, bothDocs, 'protection', 'base')).toEqual({
      device: { complete: true, missing: [] },
      personal: { complete: true, missing: [] },
      uploads: { complete: true, missing: [] },
    });
  });

  it('§4 Activation sections: a missing device field keeps the device section open', () => {
    const s = activationSections(
      { ...device, serial: ' ', device_price: null },
      personal,
      bothDocs,
      'protection',
      'base',
    );
    expect(s.device).toEqual({ complete: false, missing: ['serial', 'device_price'] });
    expect(s.personal.complete).toBe(true);
  });

  it('§4 Activation sections: personal details need name, email, phone and pincode', () => {
    const s = activationSections(
      device,
      { name: 'Asha', email: '', phone: null },
      bothDocs,
      'protection',
      'base',
    );
    expect(s.personal).toEqual({ complete: false, missing: ['email', 'phone', 'pincode'] });
  });

  it.each([
    [[], ['invoice', 'device_photo']],
    [[{ document_type: 0 }], ['device_photo']],
    [[{ document_type: 1 }, { document_type: 1 }], ['invoice']],
    [[{ document_type: 7 }], ['invoice', 'device_photo']],
  ])('§5 protection uploads %j → missing %j', (docs, missing) => {
    expect(activationSections(device, personal, docs, 'protection', 'base').uploads).toEqual({
      complete: false,
      missing,
    });
  });

  it('§5 AMC: no uploads required; device name and purchase date are', () => {
    const ac = { ...device, category: 'air-conditioner', serial: null, model: null };
    const s = activationSections(ac, personal, [], 'amc', 'base');
    expect(s.uploads).toEqual({ complete: true, missing: [] });
    expect(s.device).toEqual({ complete: false, missing: ['device_name', 'device_purchased_date'] });
    const done = activationSections(
      { ...ac, device_name: 'Bedroom AC', device_purchased_date: '2024-04-01' },
      personal,
      [],
      'amc',
      'retailer',
    );
    expect(done.device.complete).toBe(true);
  });
});
