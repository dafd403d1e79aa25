import { describe, expect, it } from 'vitest';
import { cityKeyOfRequest, holidayDaysOf, isCalendarDay, type Holiday } from './holidays';

const calendar: Holiday[] = [
  { day: '2027-01-26', name: 'Republic Day', cityKey: null },
  { day: '2027-05-01', name: 'Maharashtra Day', cityKey: 'mumbai' },
  { day: '2027-05-01', name: 'Maharashtra Day', cityKey: 'pune' },
  { day: '2027-01-15', name: 'Pongal', cityKey: 'chennai' },
  { day: '2027-06-02', name: 'Telangana Formation Day', cityKey: 'hyderabad' },
];

describe('docs/product/service-requests.md#holiday-calendar', () => {
  it("a city's days off are the national holidays and its own, sorted, each once", () => {
    expect(holidayDaysOf(calendar, 'mumbai')).toEqual(['2027-01-26', '2027-05-01']);
    expect(holidayDaysOf(calendar, 'chennai')).toEqual(['2027-01-15', '2027-01-26']);
    expect(holidayDaysOf(calendar, 'delhi-ncr')).toEqual(['2027-01-26']);
    expect(
      holidayDaysOf([...calendar, { day: '2027-01-26', name: 'again', cityKey: 'mumbai' }], 'mumbai'),
    ).toEqual(['2027-01-26', '2027-05-01']);
  });

  it('no city known: only the national holidays', () => {
    expect(holidayDaysOf(calendar, null)).toEqual(['2027-01-26']);
  });

  it('a holiday is a real calendar day', () => {
    expect(isCalendarDay('2027-02-28')).toBe(true);
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2027-02-29')).toBe(false);
    expect(isCalendarDay('2027-13-01')).toBe(false);
    expect(isCalendarDay('27-01-2027')).toBe(false);
    expect(isCalendarDay('2027-1-26')).toBe(false);
  });
});

describe("a request's city", () => {
  it('is its key, or the display name older rows hold; anything else is no city', () => {
    expect(cityKeyOfRequest('mumbai')).toBe('mumbai');
    expect(cityKeyOfRequest('Mumbai')).toBe('mumbai');
    expect(cityKeyOfRequest('Delhi NCR')).toBe('delhi-ncr');
    expect(cityKeyOfRequest('Itanagar')).toBeNull();
    expect(cityKeyOfRequest(null)).toBeNull();
  });
});
