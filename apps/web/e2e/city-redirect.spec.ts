// docs/product/catalogue.md#repair-pages-and-city-coverage Repair pages + docs/product/catalogue.md#repair-pages-and-city-coverage city coverage: a generic repair page redirects to the chosen city's page
// when that city is covered (city cookie, value = city slug); an uncovered city page says so and
// links the covered cities.
import { expect, test } from '@playwright/test';
import { CITIES, coveredCities, paths, REPAIR_SERVICES } from '@kavach/domain';
import { cityWord } from './fixtures/pages';

const ac = REPAIR_SERVICES.find((s) => s.slug === 'ac-service-repair')!;
const mumbai = CITIES.find((c) => c.key === 'mumbai')!;
const bangalore = CITIES.find((c) => c.key === 'bangalore')!;

test.describe('§2 repair city redirect', () => {
  test(`§2 repair: with city=${mumbai.slug}, ${paths.repair(ac)} redirects to ${paths.repair(ac, mumbai)}`, async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'city', value: mumbai.slug, url: baseURL! }]);
    const response = await page.goto(paths.repair(ac));
    await expect(page).toHaveURL((u) => u.pathname === paths.repair(ac, mumbai));
    expect(response?.status()).toBe(200);
  });

  test(`§2 repair: with city=${bangalore.slug} (AC not served there), ${paths.repair(ac)} does not redirect`, async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'city', value: bangalore.slug, url: baseURL! }]);
    const response = await page.goto(paths.repair(ac));
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL((u) => u.pathname === paths.repair(ac));
  });

  test(`§2 repair: ${paths.repair(ac, bangalore)} says the service is not available and links the covered cities`, async ({
    page,
  }) => {
    const response = await page.goto(paths.repair(ac, bangalore));
    expect(response?.status()).toBe(200);
    const main = page.getByRole('main');
    await expect(main.getByText(/not available/i).first()).toBeVisible();
    for (const city of coveredCities(ac)) {
      const link = main
        .getByRole('link', { name: cityWord(city.name) })
        .and(page.locator(`[href="${paths.repair(ac, city)}"]`));
      await expect(link.first(), `link to ${paths.repair(ac, city)}`).toBeVisible();
    }
  });
});
