// §2 Routes, SEO files: the sitemap lists every landing page (same catalogue as [slug]) and
// robots.txt keeps crawlers out of /api.
import { expect, test } from '@playwright/test';
import { allLandingSlugs } from '@kavach/domain';

// Viewport-independent: playwright.config.ts runs this file in the desktop project only.
test.describe('SEO files', () => {
  test('§2 sitemap: /sitemap.xml lists home and every landing slug', async ({ request }) => {
    const res = await request.get('/sitemap.xml');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toMatch(/xml/);
    const xml = await res.text();
    const locs = [...xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    const listed = new Set(locs);
    const missing = allLandingSlugs()
      .map((l) => `/${l.slug}`)
      .filter((p) => !listed.has(p));
    expect(missing, 'landing pages missing from the sitemap').toEqual([]);
    expect(listed.has('/'), 'home in the sitemap').toBe(true);
  });

  test('§2 robots: /robots.txt disallows /api', async ({ request }) => {
    const res = await request.get('/robots.txt');
    expect(res.status()).toBe(200);
    const body = await res.text();
    expect(body).toMatch(/^Disallow:\s*\/api\b/im);
  });
});
