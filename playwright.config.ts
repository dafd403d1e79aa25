// Playwright journeys (apps/web/e2e). Normally run through `npm run test:e2e` (scripts/e2e.mjs),
// which builds, starts the API and web on free ports and sets E2E_BASE_URL. Running
// `npx playwright test` directly needs E2E_BASE_URL (default http://127.0.0.1:3000) to be up.
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './scripts/lib/find-chromium.mjs';

const chromium = await findChromium();
const baseURL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  testDir: 'apps/web/e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results/e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  workers: 2,
  // CI runs on the submitting session's 2-core box, whose speed varies a lot between sessions
  // (decision 033): one retry there, reported as "flaky" — a real failure fails both attempts.
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  timeout: 30_000,
  // 7 s locally; 15 s in CI, where two workers, the API, the web server and two Chromiums share
  // two cores (decision 033). A longer wait only changes how long a failing expectation takes.
  expect: { timeout: process.env.CI ? 15_000 : 7_000 },
  use: {
    baseURL,
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: chromium.path, args: CHROMIUM_ARGS },
    // A trace only for a test's retry (decision 082): recording one for every test kept the browser
    // busy with screenshots of each frame — the same 24 tests took 3.8 min with it, 2.4 min without.
    // A first failure still leaves its screenshot; the retry that follows leaves the trace.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [
    // seo-files.spec.ts checks sitemap.xml and robots.txt, and client-address.spec.ts per-IP limits
    // over plain HTTP: neither depends on the viewport.
    {
      name: 'mobile',
      use: { viewport: { width: 390, height: 844 } },
      testIgnore: ['**/seo-files.spec.ts', '**/client-address.spec.ts', '**/routes-layouts.spec.ts'],
    },
    // Specs whose subject does not depend on the width run once, at 390 px: response headers and
    // the page policy (page-csp), the /api proxy and the page cache, the script inventory, and taps
    // before hydration (no-lost-tap: the mechanism is the same markup at every width). CI's budget
    // (45 min) does not buy the same check twice.
    {
      name: 'desktop',
      use: { viewport: { width: 1280, height: 800 } },
      testIgnore: [
        // Every route at 390 px; at 1280 px one page of each template and layout kind (routes-layouts).
        '**/routes.spec.ts',
        '**/page-csp.spec.ts',
        '**/api-proxy.spec.ts',
        '**/page-cache.spec.ts',
        '**/script-inventory.spec.ts',
        '**/no-lost-tap*.spec.ts',
        // A server action's answer through the web server (decision 070).
        '**/server-actions.spec.ts',
        // Rules of the server and the gateway, not of the layout (decision 082): the code on a call,
        // sign-up, reset and `next` (T5.4, T1.5), the session's reload flag and sign-out alert, app
        // mode, console errors, pay after the visit, a discount link, slots required, and Razorpay's
        // own Checkout window. Their pages' 1280 px layout is routes-layouts' subject; the purchase,
        // activation, account and service journeys still run at both widths.
        '**/voice-otp.spec.ts',
        '**/account-auth.spec.ts',
        '**/account-app-mode.spec.ts',
        '**/account-console.spec.ts',
        '**/checkout-pay-later.spec.ts',
        '**/discount-link.spec.ts',
        '**/checkout-slots.spec.ts',
        '**/checkout-razorpay.spec.ts',
        '**/account-session.spec.ts',
      ],
    },
  ],
});
