// Decision 010: the production web server answers statically generated pages from an in-process
// cache. A cached answer must be exactly what Next would answer for that request: per variant
// (docs/product/catalogue.md#repair-pages-and-city-coverage payments-partner campaign cookie), per chosen city on generic repair pages (docs/product/catalogue.md#repair-pages-and-city-coverage city
// redirect), and never leaking Next's internal rewrite header (which names the API origin).
import { expect, test } from '@playwright/test';
import { CITIES, PAYMENTS_PARTNER_COOKIE, REPAIR_SERVICES, paths } from '@kavach/domain';

const ac = REPAIR_SERVICES.find((s) => s.slug === 'ac-service-repair')!;
const mumbai = CITIES.find((c) => c.key === 'mumbai')!;
const landing = '/mobile-phones-extended-warranty-plans';

test.describe('decision 010 page cache', () => {
  test('a landing page is served from the cache on the second request, compressed, without internal headers', async ({
    request,
  }) => {
    await request.get(landing);
    const second = await request.get(landing, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(second.status()).toBe(200);
    const headers = second.headers();
    expect(['HIT', 'STALE']).toContain(headers['x-kavach-cache']);
    expect(headers['content-encoding']).toBe('br');
    expect(headers['x-middleware-rewrite']).toBeUndefined();
    expect(headers['cache-control']).toContain('s-maxage=');
    expect(await second.text()).toContain('<h1');
    const revalidated = await request.get(landing, { headers: { 'if-none-match': headers.etag! } });
    expect(revalidated.status()).toBe(304);
  });

  test('Next’s rewrite header never reaches the browser, on API calls either', async ({ request }) => {
    const res = await request.get('/api/health');
    expect(res.status()).toBe(200);
    expect(res.headers()['x-middleware-rewrite']).toBeUndefined();
  });

  test('§2 payments-partner cookie gets its own variant even after the default page was cached', async ({
    page,
    context,
    baseURL,
  }) => {
    await page.goto('/');
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Kavach home' })).toBeVisible();
    await context.addCookies([{ name: PAYMENTS_PARTNER_COOKIE.name, value: '1', url: baseURL! }]);
    await page.goto('/');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Kavach home' })).toHaveCount(0);
  });

  test(`§2 city redirect still happens after ${paths.repair(ac)} was cached without a city`, async ({
    page,
    context,
    baseURL,
  }) => {
    await page.goto(paths.repair(ac));
    const cached = await page.goto(paths.repair(ac));
    expect(cached?.headers()['x-kavach-cache']).toBe('HIT');
    await context.addCookies([{ name: 'city', value: mumbai.slug, url: baseURL! }]);
    await page.goto(paths.repair(ac));
    await expect(page).toHaveURL((u) => u.pathname === paths.repair(ac, mumbai));
  });

  test('decision 051: a cached page is the HTML Next wrote (its framework scripts where Next put them), and it hydrates', async ({
    page,
    request,
  }) => {
    await request.get(landing); // fill the cache
    const html = await (await request.get(landing)).text();
    expect(html).toMatch(/<script[^>]+src="\/_next\/static\/[^"]+"[^>]*async/);
    expect(html).not.toContain('kv-paint-first');

    const res = await page.goto(landing);
    expect(res?.headers()['x-kavach-cache']).toBe('HIT');
    const menu = page.getByRole('banner').getByRole('button', { name: 'Open menu' });
    // Hydrated: React has attached its fiber to the server-rendered button.
    await page.waitForFunction(() => {
      const button = document.querySelector('header button[aria-label="Open menu"]');
      return !!button && Object.keys(button).some((k) => k.startsWith('__reactFiber'));
    });
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('dialog')).toBeVisible();
  });
});
