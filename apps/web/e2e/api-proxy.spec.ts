// Issue 18 §3.2: the docs/product/api.md#geo-and-search paths that end in a slash (GET /banner/, GET /grid_data/) lost it on
// the way through the web origin's /api proxy (Next's trailing-slash redirect ran first) and ended
// in a 404. They must reach the API as written, with no redirect; pages keep their one redirect to
// the path without the slash.
import { expect, test } from '@playwright/test';

const API_URL = process.env.E2E_API_URL ?? 'http://127.0.0.1:4000';

for (const path of ['/banner/', '/grid_data/']) {
  test(`issue 18 §3.2: GET /api${path} through the web origin answers the API's JSON (spec §7), no redirect`, async ({
    page,
    request,
  }) => {
    const direct = await request.get(`${API_URL}${path}`);
    expect(direct.status()).toBe(200);
    const expected: unknown = await direct.json();

    const proxied = await request.get(`/api${path}`, { maxRedirects: 0 });
    expect(proxied.status(), `status of /api${path}`).toBe(200);
    expect(proxied.headers()['content-type']).toContain('application/json');
    expect(await proxied.json()).toEqual(expected);

    // The same from the browser's own fetch, as the site's scripts would ask.
    await page.goto('/about-us');
    const seen = await page.evaluate(async (url) => {
      const res = await fetch(url);
      return {
        status: res.status,
        redirected: res.redirected,
        url: res.url,
        body: (await res.json()) as unknown,
      };
    }, `/api${path}`);
    expect(seen.redirected).toBe(false);
    expect(new URL(seen.url).pathname).toBe(`/api${path}`);
    expect(seen.status).toBe(200);
    expect(seen.body).toEqual(expected);
  });
}

test('issue 18 §3.2: a page asked for with a trailing slash still redirects (308) to the path without it, query kept', async ({
  request,
}) => {
  const res = await request.get('/about-us/?utm_source=x', { maxRedirects: 0 });
  expect(res.status()).toBe(308);
  expect(res.headers()['location']).toBe('/about-us?utm_source=x');
});
