// docs/product/catalogue.md#page-layout Layout rules that depend on the width: the chat button is hidden at 992px and below, and
// not shown on salespro-app-for-retailers at all.
import { expect, test } from '@playwright/test';
import { CHAT_HIDDEN_MAX_WIDTH } from '@kavach/domain';
import { expectedLayout } from './fixtures/layout';

const CHAT_NAME = /chat with (experts|us)/i;
const CASES = [
  { path: '/', kind: 'home' as const },
  { path: '/salespro-app-for-retailers', kind: 'salespro' as const },
];

for (const c of CASES) {
  test(`§2 layout: chat button on ${c.path} follows the width rule (hidden at ≤ ${CHAT_HIDDEN_MAX_WIDTH}px) and the ${c.kind} page rule`, async ({
    page,
  }) => {
    await page.goto(c.path);
    const width = page.viewportSize()?.width ?? 1280;
    const chat = page
      .getByRole('link', { name: CHAT_NAME })
      .or(page.getByRole('button', { name: CHAT_NAME }));
    if (expectedLayout(c.kind, width).chat) await expect(chat.first()).toBeVisible();
    else await expect(chat.filter({ visible: true })).toHaveCount(0);
  });
}
