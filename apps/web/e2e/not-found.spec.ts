// docs/product/catalogue.md#landing-pages Routes + conventions 7: unknown slugs are a real 404 (notFound()), not a soft 200.
import { expect, test } from '@playwright/test';

const UNKNOWN = ['/nope-extended-warranty-plans', '/ac-service-repair-gotham', '/random'];

for (const path of UNKNOWN) {
  test(`§2 routes: unknown slug ${path} answers 404 with a not-found page`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  });
}
