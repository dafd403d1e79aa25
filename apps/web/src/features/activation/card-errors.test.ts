import { describe, expect, it } from 'vitest';
import { cardFieldKeys, looseMessages, openSections, savedErrors, withoutField } from './card-errors';
import { documentsSummary, missingDocuments, slotsFor } from './document-slots';

interface Section {
  complete: boolean;
  missing: string[];
}
const complete: Section = { complete: true, missing: [] };
const incomplete: Section = { complete: false, missing: ['serial'] };
const device = (sections: Partial<Record<'device' | 'personal' | 'uploads', Section>> = {}) => ({
  fields: ['brand', 'serial'],
  sections: { device: complete, personal: complete, uploads: complete, ...sections },
});

describe('activation card errors and sections', () => {
  it('§4: a section is open until complete', () => {
    expect(openSections(device({ device: incomplete }), null, false)).toEqual({
      device: true,
      personal: false,
      uploads: false,
    });
  });

  it('a complete section with an error to fix opens; locked personal details never do', () => {
    const errors = {
      fields: { serial: 'Enter the 15-digit IMEI number (dial *#06#)', 'personal.email': 'x', invoice: 'y' },
      problems: [],
      message: null,
    };
    expect(openSections(device(), errors, false)).toEqual({ device: true, personal: true, uploads: true });
    expect(openSections(device({ personal: incomplete }), errors, true).personal).toBe(false);
  });

  it('a section opened with Edit stays open', () => {
    expect(openSections(device(), null, false, { device: true }).device).toBe(true);
  });

  it('reads schema refusals (device.serial) as the field; keeps other keys; drops one edited field', () => {
    expect(cardFieldKeys({ 'device.serial': 'a', 'personal.name': 'b', invoice: 'c' })).toEqual({
      serial: 'a',
      'personal.name': 'b',
      invoice: 'c',
    });
    const e = { fields: { serial: 'a', '(body)': 'b' }, problems: [], message: null };
    expect(looseMessages(e, ['serial'])).toEqual(['b']);
    expect(withoutField(e, 'serial')?.fields).toEqual({ '(body)': 'b' });
    expect(withoutField(null, 'serial')).toBeNull();
  });

  it('§4 errors kept per device: a refused draft shows its errors on load', () => {
    expect(savedErrors({ errors: null })).toBeNull();
    expect(
      savedErrors({ errors: { fields: { serial: 'a' }, problems: [{ code: 'X', message: 'm' }] } }),
    ).toEqual({
      fields: { serial: 'a' },
      problems: [{ code: 'X', message: 'm' }],
      message: null,
    });
  });

  it('§5 protection plans need an invoice (0) and a device photo (1)', () => {
    const slots = slotsFor([0, 1]);
    expect(slots.map((s) => s.label)).toEqual(['Purchase invoice', 'Device photo']);
    expect(slotsFor([])).toEqual([]);
    expect(missingDocuments(slots, [{ document_type: 1 }])).toEqual({
      invoice: 'Upload the purchase invoice',
    });
    expect(
      documentsSummary(slots, [
        { document_type: 1, name: 'phone.jpg' },
        { document_type: 0, name: 'bill.pdf' },
      ]),
    ).toBe('Purchase invoice: bill.pdf · Device photo: phone.jpg');
  });
});
