// docs/product/catalogue.md#variants-and-app-mode sales-agent variant / docs/product/catalogue.md#page-layout layout rules (decision 025): while a sales agent is signed in, pages
// load with the agent chrome — no navigation, a 'Download App' link in the header — and with the
// customer chrome again once the staff session ends. Run at 390 and 1280 px.
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { AGENT, agentSignIn } from './fixtures/agent';

const LANDING = '/mobile-phones-extended-warranty-plans';

async function expectAgentChrome(page: Page, agent: boolean) {
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Download App' })).toHaveCount(agent ? 1 : 0);
  await expect(header.getByRole('button', { name: 'Open menu' })).toHaveCount(agent ? 0 : 1);
}

test.describe('sales-agent chrome', () => {
  // A journey over several landing pages, a sign-in and a sign-out (like the other journeys' 60 s).
  test.describe.configure({ timeout: 60_000 });
  test('§2: a signed-in agent gets the agent chrome on cached landing pages; signing out brings the customer chrome back', async ({
    page,
  }) => {
    await page.goto(LANDING);
    await expectAgentChrome(page, false);

    await agentSignIn(page, AGENT.password, LANDING);
    await expect(page).toHaveURL(new RegExp(`${LANDING}$`));
    await expectAgentChrome(page, true);
    await page.goto('/');
    await expectAgentChrome(page, true);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Download App' })).toHaveAttribute(
      'href',
      '/salespro-app-for-retailers',
    );

    await page.goto('/checkout');
    const bar = page.getByRole('region', { name: 'Agent session' });
    await expect(bar).toContainText(`Signed in as agent ${AGENT.username}`);
    await bar.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('region', { name: 'Agent session' })).toHaveCount(0);
    await page.goto(LANDING);
    await expectAgentChrome(page, false);
  });

  test('§2 / T2.6: the hint cookie alone is only a display hint — without a staff session it is cleared and the next page is the customer’s', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'user_profile_details', value: '1', url: baseURL ?? '' }]);
    await page.goto('/');
    await expectAgentChrome(page, true);
    await expect
      .poll(async () => (await context.cookies()).some((c) => c.name === 'user_profile_details'), {
        message: 'SessionWatch clears the stale agent hint',
      })
      .toBe(false);
    await page.goto(LANDING);
    await expectAgentChrome(page, false);
  });
});
