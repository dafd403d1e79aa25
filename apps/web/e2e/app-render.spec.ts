// docs/product/catalogue.md#variants-and-app-mode Query parameters / layout: app_render=true renders inside the mobile app — no header, no footer.
import { expect, test } from '@playwright/test';
import { TEMPLATES } from './fixtures/pages';
import { expectChrome, expectedLayout } from './fixtures/layout';

const CASES = [
  { path: TEMPLATES.home, kind: 'home' as const },
  { path: TEMPLATES.extendedWarranty, kind: 'plan-page' as const },
  { path: TEMPLATES.aboutUs, kind: 'default' as const },
];

for (const c of CASES) {
  test(`§2 layout: app_render=true hides header and footer on ${c.path}`, async ({ page }) => {
    const response = await page.goto(`${c.path}?app_render=true`);
    expect(response?.status()).toBe(200);
    const width = page.viewportSize()?.width ?? 1280;
    const layout = expectedLayout(c.kind, width, true);
    expect(layout).toMatchObject({ header: false, footer: false });
    await expectChrome(page, layout);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  });
}
