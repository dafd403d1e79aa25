import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixture, DB_KINDS, type Fixture } from '../../../test/support/fixture';

describe.each(DB_KINDS)('health and OpenAPI docs (%s)', (kind) => {
  let f: Fixture;
  beforeAll(async () => {
    f = await createFixture(kind);
  });
  afterAll(() => f.close());

  it('GET /health reports the database kind', async () => {
    const res = await f.app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', db: kind });
  });

  it('the OpenAPI document at /docs/json lists the §7 paths verbatim', async () => {
    const res = await f.app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/auth/set_csrf',
        '/search-word',
        '/log-search-keyword',
        '/fetch-details',
        '/city_from_ip',
        '/get_geolocation',
        '/grid_data/',
        '/send_app_link',
        '/banner/',
        '/selfserve/create_incident_emailterminator',
      ]),
    );
    const ui = await f.app.inject({ method: 'GET', url: '/docs' });
    expect(ui.statusCode).toBeLessThan(400);
  });
});
