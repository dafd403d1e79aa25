// Performance goals, "Every page": axe-core WCAG 2 A/AA, 0 violations, one page per template.
import { expect, test } from '@playwright/test';
import { TEMPLATES } from './fixtures/pages';
import { formatViolations, runAxe } from './fixtures/axe';

test.use({ bypassCSP: true }); // axe is injected as a script tag

for (const [template, path] of Object.entries(TEMPLATES)) {
  test(`§9 accessibility: axe wcag2a/wcag2aa finds 0 violations on the ${template} template (${path})`, async ({
    page,
  }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(template === 'notFound' ? 404 : 200);
    await page.waitForLoadState('load');
    const violations = await runAxe(page);
    expect(violations, formatViolations(violations)).toEqual([]);
  });
}
