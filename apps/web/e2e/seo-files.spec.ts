// docs/product/catalogue.md#landing-pages Routes, SEO files: the sitemap lists every landing page (same catalogue as [slug]) and
// robots.txt keeps crawlers out of /api.
import { expect, test } from '@playwright/test';
import { allLandingSlugs, canonicalLandingSlug } from '@kavach/domain';

// Viewport-independent: playwright.config.ts runs this file in the desktop project only.
test.describe('SEO files', () => {
  test('§2 sitemap: /sitemap.xml lists home and every canonical landing page, and no alias', async ({
    request,
  }) => {
    const res = await request.get('/sitemap.xml');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toMatch(/xml/);
    const xml = await res.text();
    const locs = [...xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    const listed = new Set(locs);
    const canonical = allLandingSlugs().filter((l) => canonicalLandingSlug(l) === l.slug);
    const missing = canonical.map((l) => `/${l.slug}`).filter((p) => !listed.has(p));
    expect(missing, 'landing pages missing from the sitemap').toEqual([]);
    expect(
      listed.has('/air-conditioners-extended-warranty-plans'),
      'alias of /ac-extended-warranty-plans',
    ).toBe(false);
    expect(listed.has('/ac-extended-warranty-plans')).toBe(true);
    expect(listed.has('/'), 'home in the sitemap').toBe(true);
  });

  test('§2 robots: /robots.txt disallows /api', async ({ request }) => {
    const res = await request.get('/robots.txt');
    expect(res.status()).toBe(200);
    const body = await res.text();
    expect(body).toMatch(/^Disallow:\s*\/api\b/im);
  });
});

test('§2 SEO: the AC extended-warranty alias is canonical to /ac-extended-warranty-plans', async ({
  page,
}) => {
  await page.goto('/air-conditioners-extended-warranty-plans');
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  expect(new URL(canonical!).pathname).toBe('/ac-extended-warranty-plans');
});

test('every page names its icon (the Kavach shield), so browsers do not ask for a missing /favicon.ico', async ({
  page,
  request,
}) => {
  const asked: string[] = [];
  page.on('request', (r) => asked.push(new URL(r.url()).pathname));
  await page.goto('/mobile-phones-extended-warranty-plans');
  const href = await page.locator('link[rel="icon"]').first().getAttribute('href');
  expect(href).toMatch(/^\/icon\.svg/);
  const icon = await request.get(href!);
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toContain('image/svg+xml');
  expect(await icon.text()).toContain('<svg');
  await page.waitForLoadState('load');
  expect(asked).not.toContain('/favicon.ico');
});
