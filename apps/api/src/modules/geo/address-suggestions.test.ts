import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createFixture, DB_KINDS, type Fixture } from '../../../test/support/fixture';

interface Suggestion {
  place_id: string;
  area: string;
  district: string;
  pincode: string;
  city_key: string;
  city: string;
  label: string;
}

describe.each(DB_KINDS)('GET /v3/address_suggestions (%s)', (kind) => {
  let f: Fixture;
  beforeAll(async () => {
    f = await createFixture(kind);
  });
  afterAll(() => f.close());
  const get = (query: string) => f.app.inject({ method: 'GET', url: `/v3/address_suggestions?${query}` });
  const areas = async (city: string, q: string) => {
    const res = await get(`city=${city}&q=${encodeURIComponent(q)}`);
    expect(res.statusCode).toBe(200);
    return (res.json() as { suggestions: Suggestion[] }).suggestions;
  };
  /** Office names of a served city from the PIN directory itself (the expected answers). */
  const officesOf = async (cityKey: string) => {
    const result = await f.handle.db.execute(
      sql`select office_name, pincode from pincodes where city_key = ${cityKey} order by office_name`,
    );
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
      office_name: string;
      pincode: string;
    }[];
    return rows;
  };

  it('§5 suggests localities of the selected city only, names starting with the text first', async () => {
    const mumbai = await officesOf('mumbai');
    const pune = await officesOf('pune');
    expect(mumbai.length).toBeGreaterThan(10);
    expect(pune.length).toBeGreaterThan(10);
    const found = await areas('mumbai', 'an');
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThanOrEqual(8);
    for (const s of found) {
      expect(s.city_key).toBe('mumbai');
      expect(s.area.toLowerCase()).toContain('an');
      expect(mumbai.map((m) => m.pincode)).toContain(s.pincode);
      expect(s.label).toBe(`${s.area}, ${s.district} ${s.pincode}`);
      expect(s.place_id).toBe(`pin:${s.pincode}`);
    }
    const starts = found.map((s) => s.area.toLowerCase().startsWith('an'));
    expect(starts).toEqual([...starts].sort((a, b) => Number(b) - Number(a)));
    // The same text in Pune gives Pune's localities, never Mumbai's.
    const inPune = await areas('pune', 'an');
    expect(inPune.length).toBeGreaterThan(0);
    expect(inPune.every((s) => s.city_key === 'pune' && pune.some((p) => p.pincode === s.pincode))).toBe(
      true,
    );
  });

  it('§5 a locality of another city is not suggested for the selected city', async () => {
    const [first] = await officesOf('mumbai');
    const name = first!.office_name;
    expect((await areas('mumbai', name)).map((s) => s.area)).toContain(name);
    const elsewhere = await areas('chennai', name);
    expect(elsewhere.every((s) => s.city_key === 'chennai')).toBe(true);
    expect(elsewhere.map((s) => s.pincode)).not.toContain(first!.pincode);
  });

  it('matches a PIN code prefix within the city only', async () => {
    const mumbai = await areas('mumbai', '4000');
    expect(mumbai.length).toBeGreaterThan(0);
    expect(mumbai.every((s) => s.pincode.startsWith('4000'))).toBe(true);
    expect(await areas('pune', '4000')).toEqual([]);
  });

  it('LIKE wildcards typed by a person match only themselves (no dump of the directory)', async () => {
    expect(await areas('mumbai', '%%')).toEqual([]);
    expect(await areas('mumbai', '__')).toEqual([]);
    expect(await areas('mumbai', 'zzqx')).toEqual([]);
  });

  it.each([
    ['city=mumbai&q=a', 'Type at least 2 characters'],
    ['city=jaipur&q=an', null],
    ['q=an', null],
    ['city=mumbai', null],
    [`city=mumbai&q=${encodeURIComponent('<an>')}`, 'Remove the characters < and >'],
    [`city=mumbai&q=${'a'.repeat(61)}`, 'Use at most 60 characters'],
    ['city=mumbai&q=an&extra=1', null],
  ])('bad input %s → 400 VALIDATION_ERROR with a readable message, never a 500', async (query, message) => {
    const res = await get(query);
    expect(res.statusCode).toBe(400);
    expect(res.json().error_code).toBe('VALIDATION_ERROR');
    if (message) expect(res.json().message).toContain(message);
    else expect(res.json().message.length).toBeGreaterThan(5);
  });
});
