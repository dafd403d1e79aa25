import { describe, expect, it } from 'vitest';
import { CHAT_HIDDEN_MAX_WIDTH, MOBILE_BREAKPOINT, isMobileWidth, resolveLayout } from './layout-rules';
import type { LayoutInput } from './layout-rules';
import { PAGE_KINDS, isPageKind } from './page-kind';
import type { PageKind } from './page-kind';

const base: LayoutInput = {
  page: 'default',
  appRender: false,
  paymentsPartner: false,
  variant: 'default',
  width: 1280,
};
const layout = (over: Partial<LayoutInput>) => resolveLayout({ ...base, ...over });
const allExcept = (...hidden: PageKind[]) => PAGE_KINDS.filter((p) => !hidden.includes(p));

describe('resolveLayout', () => {
  it.each(PAGE_KINDS)('§2 header: shown on %s outside the app', (page) => {
    expect(layout({ page }).header).toBe(true);
  });

  it.each(PAGE_KINDS)('§2 header: hidden on %s when app_render=true', (page) => {
    expect(layout({ page, appRender: true }).header).toBe(false);
  });

  it.each(['mobile-plan-comparison', 'questions', 'tr-address'] as const)(
    '§2 footer: hidden on %s',
    (page) => {
      expect(layout({ page }).footer).toBe(false);
    },
  );

  it.each(allExcept('mobile-plan-comparison', 'questions', 'tr-address'))(
    '§2 footer: shown on %s',
    (page) => {
      expect(layout({ page }).footer).toBe(true);
    },
  );

  it('§2 footer: hidden in app mode', () => {
    expect(layout({ page: 'home', appRender: true }).footer).toBe(false);
  });

  it.each(allExcept('salespro', 'document-upload', 'order-summary', 'service-desk'))(
    '§2 chat: shown on %s on a wide screen',
    (page) => {
      expect(layout({ page }).chat).toBe(true);
    },
  );

  it.each(['salespro', 'document-upload'] as const)('§2 chat: not on %s', (page) => {
    expect(layout({ page }).chat).toBe(false);
  });

  it('§2 order summary: sales touchpoints blocked there (no chat, no app banner)', () => {
    expect(layout({ page: 'order-summary' })).toMatchObject({ chat: false, appBanner: false });
  });

  it('issue 20 §4 service desk (staff): no chat, no app banner, no cart icon', () => {
    expect(layout({ page: 'service-desk' })).toMatchObject({
      chat: false,
      appBanner: false,
      cartIcon: false,
    });
  });

  it.each(allExcept('order-summary', 'service-desk', 'checkout', 'payment-link'))(
    '§1 app banner: shown on %s outside the app',
    (page) => {
      expect(layout({ page }).appBanner).toBe(true);
    },
  );

  it.each(['checkout', 'payment-link'] as const)(
    '§1 app banner: not on %s (it would cover the form on a phone); chat stays for help',
    (page) => {
      expect(layout({ page })).toMatchObject({ appBanner: false, chat: true });
    },
  );

  it('§1 payment-link payment page: no cart icon (the customer pays a fixed order, not a cart)', () => {
    expect(layout({ page: 'payment-link' })).toMatchObject({ cartIcon: false, profileIcon: true });
  });

  it('§1 app banner: not in app mode (no header)', () => {
    expect(layout({ page: 'home', appRender: true }).appBanner).toBe(false);
  });

  it.each([
    ['app mode', { appRender: true }],
    ['payments-partner campaign', { paymentsPartner: true }],
  ] as const)('§2 chat: not shown in %s', (_label, over) => {
    expect(layout({ page: 'home', ...over }).chat).toBe(false);
  });

  it.each([
    [CHAT_HIDDEN_MAX_WIDTH, false],
    [768, false],
    [0, false],
    [Number.NaN, false],
    [CHAT_HIDDEN_MAX_WIDTH + 1, true],
  ])('§2/§9 chat: at width %d chat shown is %s (hidden at 992px and below)', (width, shown) => {
    expect(layout({ page: 'home', width }).chat).toBe(shown);
  });

  it.each(['questions', 'tr-address', 'salespro', 'document-upload'] as const)(
    '§2 navigation: hidden on %s',
    (page) => {
      expect(layout({ page }).navigation).toBe('hidden');
    },
  );

  it.each(['marketplace-partner', 'retailer-partner', 'agent'] as const)(
    '§2 navigation: hidden in the %s variant',
    (variant) => {
      expect(layout({ page: 'home', variant }).navigation).toBe('hidden');
    },
  );

  it('§2 navigation: shown on an ordinary page of the default variant', () => {
    expect(layout({ page: 'home' }).navigation).toBe('shown');
  });

  it('§2 payments-partner: disables navigation and the logo link', () => {
    const result = layout({ page: 'home', paymentsPartner: true });
    expect(result.navigation).toBe('disabled');
    expect(result.logoLink).toBe(false);
  });

  it('§2 payments-partner: a page that hides navigation keeps it hidden', () => {
    expect(layout({ page: 'questions', paymentsPartner: true }).navigation).toBe('hidden');
  });

  it('§2 logo link: shown outside the payments-partner campaign', () => {
    expect(layout({ page: 'home' }).logoLink).toBe(true);
  });

  const cartPages = [
    'home',
    'registration',
    'selfserve',
    'common-insta',
    'mobile-plan-comparison',
    'protection-plans',
    'plan-page',
    'myaccount',
    'activation',
    'default',
  ] as const;

  it.each(cartPages)('§2 cart icon: shown on %s', (page) => {
    expect(layout({ page }).cartIcon).toBe(true);
  });

  it.each(allExcept(...cartPages))('§2 cart icon: not shown on %s', (page) => {
    expect(layout({ page }).cartIcon).toBe(false);
  });

  it.each(['questions', 'tr-address', 'salespro', 'document-upload'] as const)(
    '§2 profile icon: hidden on %s',
    (page) => {
      expect(layout({ page }).profileIcon).toBe(false);
    },
  );

  it.each(allExcept('questions', 'tr-address', 'salespro', 'document-upload'))(
    '§2 profile icon: shown on %s',
    (page) => {
      expect(layout({ page }).profileIcon).toBe(true);
    },
  );

  it.each([
    ['home', 'service-selector'],
    ['login', 'service-selector'],
    ['myaccount', 'service-selector'],
    ['activation', 'service-selector'],
    ['document-upload', 'service-selector'],
    ['default', 'service-selector'],
    ['media', 'post-3'],
    ['plan-page', 'coverage-details'],
    ['cart', null],
    ['questions', null],
    ['selfserve', null],
  ] as const)('§2 scroll target: %s scrolls to %s', (page, target) => {
    expect(layout({ page }).scrollTarget).toBe(target);
  });

  it.each(PAGE_KINDS)('§2 plan-page header receives the product type (page %s)', (page) => {
    expect(layout({ page }).headerReceivesProductType).toBe(page === 'plan-page');
  });

  it.each([
    ['agent', true],
    ['default', false],
    ['marketplace-partner', false],
    ['retailer-partner', false],
  ] as const)('§1 Download App link: variant %s shows it: %s', (variant, shown) => {
    expect(layout({ page: 'home', variant }).downloadAppLink).toBe(shown);
  });

  it('§2 app mode: header-hosted elements are off when there is no header', () => {
    const result = layout({ page: 'home', appRender: true, variant: 'agent' });
    expect(result).toMatchObject({
      navigation: 'hidden',
      logoLink: false,
      cartIcon: false,
      profileIcon: false,
      downloadAppLink: false,
      appBanner: false,
    });
  });
});

describe('breakpoints', () => {
  it.each([
    [768, true],
    [MOBILE_BREAKPOINT, false],
    [1024, false],
  ])('§9 mobile breakpoint: width %d is mobile: %s (below 769px)', (width, mobile) => {
    expect(isMobileWidth(width)).toBe(mobile);
  });

  it.each([
    ['home', true],
    ['plan-page', true],
    ['nope', false],
    [42, false],
  ])('§2 page kinds: %s is a page kind: %s', (value, expected) => {
    expect(isPageKind(value)).toBe(expected);
  });
});
