import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixture, DB_KINDS, startSession, type Fixture } from '../../../test/support/fixture';

describe.each(DB_KINDS)('geo and search routes (%s)', (kind) => {
  let f: Fixture;
  let headers: Record<string, string>;
  beforeAll(async () => {
    f = await createFixture(kind);
    headers = { ...(await startSession(f.app)).headers, 'content-type': 'application/json' };
  });
  afterAll(() => f.close());
  const post = (url: string, payload: unknown) =>
    f.app.inject({ method: 'POST', url, headers, payload: payload as object });

  it.each([
    ['400001', 'mumbai', 'Maharashtra'],
    ['110001', 'delhi-ncr', 'Delhi'],
    ['560001', 'bangalore', 'Karnataka'],
    ['600001', 'chennai', 'Tamil Nadu'],
    ['122001', 'delhi-ncr', 'Haryana'],
    ['500001', 'hyderabad', 'Telangana'],
  ])('§4 Cities: /fetch-details %s → %s, serviceable', async (pincode, cityKey, state) => {
    const res = await post('/fetch-details', { pincode });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ pincode, city_key: cityKey, state, serviceable: true });
  });

  it('a PIN outside the six cities is found but not serviceable', async () => {
    const res = await post('/fetch-details', { pincode: '791111' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ serviceable: false, city: null, state: 'Arunachal Pradesh' });
  });

  it('an unknown PIN → 404 PINCODE_NOT_FOUND', async () => {
    const res = await post('/fetch-details', { pincode: '999999' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error_code: 'PINCODE_NOT_FOUND' });
  });

  it.each([
    { pincode: '4000' },
    { pincode: 400001 },
    { pincode: '40000a' },
    {},
    { pincode: '400001', extra: 1 },
  ])('bad input %j → 400 VALIDATION_ERROR with a readable message', async (body) => {
    const res = await post('/fetch-details', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error_code).toBe('VALIDATION_ERROR');
    expect(res.json().message.length).toBeGreaterThan(5);
  });

  it('§7 /search-word finds categories, plans and repair services', async () => {
    const wash = (await post('/search-word', { keyword: 'washing mach' })).json();
    expect(wash.results.map((r: { path: string }) => r.path)).toEqual(
      expect.arrayContaining([
        '/washing-machines-extended-warranty-plans',
        '/washing-machine-repair-service',
      ]),
    );
    const screen = (await post('/search-word', { keyword: 'screen protection' })).json();
    expect(screen.results.map((r: { path: string }) => r.path)).toContain(
      '/mobile-phones-screen-protection-plans',
    );
    const none = (await post('/search-word', { keyword: 'zzzzqqq' })).json();
    expect(none.count).toBe(0);
  });

  it('§7 /log-search-keyword stores the keyword', async () => {
    const res = await post('/log-search-keyword', { keyword: 'ac repair', results_count: 3 });
    expect(res.statusCode).toBe(200);
  });

  it('/get_geolocation maps a point in Mumbai to Mumbai and the open sea to no city', async () => {
    const mumbai = await f.app.inject({ method: 'GET', url: '/get_geolocation?lat=18.94&lng=72.835' });
    expect(mumbai.json()).toMatchObject({ city_key: 'mumbai' });
    const sea = await f.app.inject({ method: 'GET', url: '/get_geolocation?lat=10&lng=65' });
    expect(sea.json()).toMatchObject({ city_key: null });
    const bad = await f.app.inject({ method: 'GET', url: '/get_geolocation?lat=abc&lng=1' });
    expect(bad.statusCode).toBe(400);
  });

  it('/city_from_ip uses a CDN city header when present, else says it does not know', async () => {
    const none = await f.app.inject({ method: 'GET', url: '/city_from_ip' });
    expect(none.json()).toEqual({ city: null, city_key: null, source: 'unavailable' });
    const cf = await f.app.inject({
      method: 'GET',
      url: '/city_from_ip',
      headers: { 'cf-ipcity': 'Bengaluru' },
    });
    expect(cf.json()).toMatchObject({ city_key: 'bangalore' });
  });

  it('/v3/geo/places_near (decision 061): offices of the PIN directory around a point in Mumbai, nearest first, public data only', async () => {
    const res = await f.app.inject({
      method: 'GET',
      url: '/v3/geo/places_near?lat=18.94&lng=72.835&radius_m=3000',
    });
    expect(res.statusCode).toBe(200);
    const { places } = res.json() as {
      places: { pincode: string; name: string; lat: number; lng: number }[];
    };
    expect(places.length).toBeGreaterThan(3);
    expect(places.length).toBeLessThanOrEqual(150);
    for (const p of places) {
      expect(Object.keys(p).sort()).toEqual(['lat', 'lng', 'name', 'pincode']);
      expect(Math.abs(p.lat - 18.94)).toBeLessThan(0.03);
      expect(p.pincode).toMatch(/^4000\d\d$/);
    }
    const far = (p: { lat: number; lng: number }) => Math.abs(p.lat - 18.94) + Math.abs(p.lng - 72.835);
    expect(far(places[0]!)).toBeLessThanOrEqual(far(places.at(-1)!));
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('/v3/geo/places_near takes coordinates too small for a real column (T1: found by the route fuzz) without a 500', async () => {
    const res = await f.app.inject({
      method: 'GET',
      url: '/v3/geo/places_near?lat=-3.5156351077342965e-236&lng=-6.141269390930921e-168',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ places: [] });
  });

  it.each([
    ['lat=91&lng=72'],
    ['lat=18.9&lng=72.8&radius_m=100000'],
    ['lat=18.9'],
    ['lat=18.9&lng=72.8&extra=1'],
    ['lat=abc&lng=72.8'],
  ])('/v3/geo/places_near refuses %s with 400', async (query) => {
    const res = await f.app.inject({ method: 'GET', url: `/v3/geo/places_near?${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('error_code');
  });
});
