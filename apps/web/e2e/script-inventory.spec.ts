// docs/product/security-tests.md#t12-2 (PCI DSS 6.4.3 / 11.6.1; issue 18 finding 4): the scripts the cart, checkout
// and payment-link pages run equal the committed allowlist (fixtures/script-allowlist.ts), and our
// chunks are served as built. The checkout with Razorpay's script: checkout-razorpay.spec.ts.
import { expect, test } from '@playwright/test';
import { PLANS, seedCart } from './fixtures/cart';
import { hydrated } from './fixtures/csp';
import { PAGE_SCRIPTS } from './fixtures/script-allowlist';
import { recordScripts } from './fixtures/script-inventory';

const sorted = (ids: readonly string[]) => [...ids].sort();

test.describe('T12.2 script inventory of the payment pages (issue 18 finding 4)', () => {
  test('T12.2 cart and checkout: every script (URL, SHA-256 of what was served, inline scripts) is in the committed allowlist, the pages run exactly the listed kinds, chunks equal this build', async ({
    page,
  }) => {
    await seedCart(page, [PLANS.ew]);
    for (const [path, expected] of [
      ['/cart', PAGE_SCRIPTS.cart],
      ['/checkout', PAGE_SCRIPTS.checkout],
    ] as const) {
      const inventory = recordScripts(page);
      await page.goto(path);
      await hydrated(page);
      const seen = await inventory();
      expect(seen.problems, path).toEqual([]);
      expect(seen.ids, path).toEqual(sorted(expected));
      expect(seen.external.length, path).toBeGreaterThan(0);
    }
  });

  test('T12.2 payment link page: every script is in the committed allowlist, the page runs exactly the listed kinds, chunks equal this build', async ({
    page,
  }) => {
    const inventory = recordScripts(page);
    await page.goto('/payment-link/plink_T12NoSuchLink');
    await hydrated(page);
    const seen = await inventory();
    expect(seen.problems).toEqual([]);
    expect(seen.ids).toEqual(sorted(PAGE_SCRIPTS.paymentLink));
  });
});
