// docs/product/catalogue.md#page-layout Routes: every public page answers 200 with a real <title>, exactly one h1, and the header and
// footer the layout rules give its page kind — at both widths (projects 'mobile' and 'desktop').
import { expect, test } from '@playwright/test';
import { INVENTORY } from './fixtures/pages';
import { describeChrome, expectChrome, expectedLayout } from './fixtures/layout';

const wordsOf = (s: string) =>
  s
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((w) => w.length >= 4 && w !== 'kavach');

for (const p of INVENTORY) {
  const desktop = expectedLayout(p.kind, 1280);
  test(`§2 routes: ${p.path} renders (200, title ~ /${p.titleWord.source}/, one h1, ${p.kind} layout: ${describeChrome(desktop)})`, async ({
    page,
  }) => {
    const response = await page.goto(p.path, { waitUntil: 'domcontentloaded' });
    expect(response?.status(), `status of ${p.path}`).toBe(200);
    const title = await page.title();
    expect(title.trim(), 'non-empty <title>').not.toBe('');
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1).toHaveCount(1);
    // The title names the page: the catalogue's word for it, or a word its own h1 uses.
    const h1Words = wordsOf(await h1.innerText());
    const titleNamesPage = p.titleWord.test(title) || wordsOf(title).some((w) => h1Words.includes(w));
    expect(titleNamesPage, `title "${title}" should match ${p.titleWord} or share a word with the h1`).toBe(
      true,
    );
    const width = page.viewportSize()?.width ?? 1280;
    await expectChrome(page, expectedLayout(p.kind, width));
  });
}
