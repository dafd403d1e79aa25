import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixture, DB_KINDS, type Fixture } from '../../../test/support/fixture';

const PATH = '/v4/app:website/fms/service/slot_availability';
type SlotMap = Record<string, { slot_time: string; is_available: boolean }[]>;

describe.each(DB_KINDS)('slot availability (%s)', (kind) => {
  let f: Fixture;
  beforeAll(async () => {
    f = await createFixture(kind);
  });
  afterAll(() => f.close());
  const get = async (query: string, now: string) => {
    f.clock.set(new Date(now));
    return f.app.inject({ method: 'GET', url: `${PATH}?${query}` });
  };

  it('§7 path with the literal colon answers a date → timings map, morning first (§9 labels)', async () => {
    const res = await get('sub_application=insta-repair&pincode=400050', '2026-11-21T06:30:00Z');
    expect(res.statusCode).toBe(200);
    const data = res.json().data as SlotMap;
    const dates = Object.keys(data);
    expect(dates[0]).toBe('2026-11-22'); // docs/product/cart.md#visit-slots: insta-repair earliest is the next day
    for (const d of dates) expect(data[d]!.map((s) => s.slot_time)).toEqual(['10AM - 2PM', '2PM - 6PM']);
    expect(dates.at(-1)).toBe('2026-11-27'); // T+6 maximum for insta-repair
  });

  it('§9 same-day AMC before noon: at 08:30 IST today is offered with only the afternoon slot', async () => {
    const res = await get('sub_application=amc', '2026-11-21T03:00:00Z');
    const data = res.json().data as SlotMap;
    expect(data['2026-11-21']).toEqual([
      { slot_time: '10AM - 2PM', is_available: false },
      { slot_time: '2PM - 6PM', is_available: true },
    ]);
  });

  it('§9 AMC after noon starts tomorrow', async () => {
    const res = await get('sub_application=amc', '2026-11-21T07:00:00Z');
    const data = res.json().data as SlotMap;
    expect(Object.keys(data)[0]).toBe('2026-11-22');
  });

  it('§8 SLOT_NOT_FOUND for a PIN code outside the served cities; bad input is a 400', async () => {
    const res = await get('sub_application=amc&pincode=791111', '2026-11-21T07:00:00Z');
    expect(res.statusCode).toBe(404);
    expect(res.json().error_code).toBe('SLOT_NOT_FOUND');
    const bad = await get('pincode=12ab', '2026-11-21T07:00:00Z');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error_code).toBe('VALIDATION_ERROR');
  });
});
