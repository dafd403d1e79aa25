import { describe, expect, it } from 'vitest';
import {
  ALL_CITIES,
  HOLIDAY_FIELD_MESSAGES,
  holidayAddedBy,
  holidayBody,
  holidayFormValues,
  holidayLine,
  movedSentence,
} from './holiday-form';

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
};

describe('the desk holiday form (decision 078: the calendar staff keep)', () => {
  it('makes the API body of a national holiday (All cities → city null) and of a city holiday', () => {
    const base = { day: '2027-03-22', name: 'Gudi Padwa', source: 'Maharashtra GR 2027' };
    expect(holidayBody(holidayFormValues(form({ ...base, city: ALL_CITIES })))).toEqual({
      ok: true,
      body: { ...base, city: null },
    });
    expect(holidayBody(holidayFormValues(form({ ...base, city: 'mumbai' })))).toEqual({
      ok: true,
      body: { ...base, city: 'mumbai' },
    });
  });

  it('trims the text and strips < and > (docs/product/accounts.md#input-rules) before checking', () => {
    const values = holidayFormValues(
      form({ day: '2027-01-14', name: '  <Pongal> ', city: 'chennai', source: ' TN GO ' }),
    );
    expect(values).toEqual({ day: '2027-01-14', name: 'Pongal', city: 'chennai', source: 'TN GO' });
  });

  it('names every wrong field in words: no date, a date that does not exist, a short name, an unknown city, no source', () => {
    const result = holidayBody({ day: '2027-02-30', name: 'X', city: 'kolkata', source: '' });
    expect(result).toEqual({
      ok: false,
      errors: {
        day: HOLIDAY_FIELD_MESSAGES.day,
        name: HOLIDAY_FIELD_MESSAGES.name,
        city: HOLIDAY_FIELD_MESSAGES.city,
        source: HOLIDAY_FIELD_MESSAGES.source,
      },
    });
    expect(holidayBody({ day: '', name: 'Holi', city: ALL_CITIES, source: 'Gazette' })).toEqual({
      ok: false,
      errors: { day: HOLIDAY_FIELD_MESSAGES.day },
    });
  });

  it('words a holiday with its date and where it applies', () => {
    expect(holidayLine({ name: 'Diwali', day: '2026-11-08', city: null })).toBe(
      'Diwali on 08 Nov, 2026 (All cities)',
    );
    expect(holidayLine({ name: 'Bonalu', day: '2027-07-26', city: 'hyderabad' })).toBe(
      'Bonalu on 26 Jul, 2027 (Hyderabad)',
    );
  });

  it('says who added a holiday: the staff member, or the first calendar', () => {
    expect(holidayAddedBy('staff:service.demo')).toBe('added by service.demo');
    expect(holidayAddedBy('seed')).toBe('in the first calendar');
  });

  it('says how many open requests a change moved (decision 081)', () => {
    expect(movedSentence(0)).toBe('No open request’s due time changed.');
    expect(movedSentence(1)).toBe('1 open request’s due time moved.');
    expect(movedSentence(12)).toBe('12 open requests’ due times moved.');
  });
});
