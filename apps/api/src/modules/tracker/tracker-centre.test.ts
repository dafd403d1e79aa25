import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { serviceCentres, serviceCentresOf, serviceRequests } from '@kavach/db';
import { distanceMeters, nearestServiceCentre } from '@kavach/domain';
import { createFixture, DB_KINDS, type Fixture } from '../../../test/support/fixture';
import { browser } from '../../../test/support/customer-test-helpers';
import { customerWithPlans, ticketBody } from '../../../test/support/sr-test-helpers';

/**
 * docs/product/service-requests.md#service-centres (decision 078): a carry-in or pick & drop
 * request is given the nearest service centre of its city when raised; its owner's tracker shows
 * it with the §9 distance; search by number alone never does (T16.4).
 */
describe.each(DB_KINDS)('service centre on the tracker (%s)', (kind) => {
  let f: Fixture;
  let owner: Awaited<ReturnType<typeof customerWithPlans>>;
  beforeAll(async () => {
    f = await createFixture(kind);
    owner = await customerWithPlans(f, [{ sku: 'EW-MOBILE-PHONE' }]);
  }, 120_000);
  afterAll(() => f?.close());

  const raise = async (pincode: string, city: string, state: string) => {
    const res = await owner.b.call(
      'POST',
      '/v3/selfserve/create_ticket',
      ticketBody(f, owner.plans[0]!.tokenizedOsid, { customer_details: { pincode, city, state } }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const srRef = res.json().data.sr_id as string;
    const [row] = await f.handle.db.select().from(serviceRequests).where(eq(serviceRequests.srRef, srRef));
    return row!;
  };

  it('a pick & drop request in Mumbai gets the nearest Mumbai centre; its owner reads it with the §9 distance', async () => {
    const sr = await raise('400050', 'Mumbai', 'Maharashtra');
    expect(sr.process).toBe('pick_drop');
    const at = { lat: sr.address!.lat!, lng: sr.address!.lng! };
    const expected = nearestServiceCentre(at, await serviceCentresOf(f.handle.db, 'mumbai'));
    expect(expected).not.toBeNull();
    expect(sr.serviceCentreId).toBe(expected!.centre.id);

    const res = await owner.b.call('GET', `/v3/tracker/service_request/${sr.srRef}`);
    expect(res.statusCode).toBe(200);
    const centre = res.json().data.service_centre;
    expect(centre).toEqual({
      name: expected!.centre.name,
      address: expected!.centre.address,
      lat: expected!.centre.lat,
      lng: expected!.centre.lng,
      distance_m: Math.round(distanceMeters(at, expected!.centre)),
    });
    expect(centre.name).toMatch(/^Kavach Service Centre, /);
    expect(centre.distance_m).toBeLessThan(25_000);
  });

  it('a request elsewhere gets a centre of its own city, never another city’s', async () => {
    const sr = await raise('560001', 'Bengaluru', 'Karnataka');
    const [centre] = await f.handle.db
      .select()
      .from(serviceCentres)
      .where(eq(serviceCentres.id, sr.serviceCentreId!));
    expect(centre!.cityKey).toBe('bangalore');
  });

  it('T16.4 search by request number alone shows no service centre (nor any other place)', async () => {
    const sr = await raise('400050', 'Mumbai', 'Maharashtra');
    const [centre] = await f.handle.db
      .select()
      .from(serviceCentres)
      .where(eq(serviceCentres.id, sr.serviceCentreId!));
    const anon = await browser(f);
    const res = await anon.call('GET', `/v3/tracker/search?query=${sr.srRef}`);
    expect(res.statusCode).toBe(200);
    const result = res.json().data.results[0];
    expect(result.sr_id).toBe(sr.srRef);
    expect(result).not.toHaveProperty('service_centre');
    for (const s of [centre!.name, centre!.address, String(centre!.lat)]) expect(res.body).not.toContain(s);
  });
});
