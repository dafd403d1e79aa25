import type { ReactNode } from 'react';
import { resolveLayout } from '@kavach/domain';
import type { Layout, PageKind } from '@kavach/domain';
import type { Variant } from '@/lib/variant';
import { APP_DOWNLOAD_URL, APP_PROMO_TEXT } from '@/lib/site-config';
import { ChatButton } from './chat-button';
import { ScrollChrome } from './islands/header-islands';
import { HEADER_ID, SiteHeader } from './site-header';
import { SiteFooter } from './site-footer';

/** Widths the layout rules are evaluated at to derive responsive classes (phone, desktop). */
const MOBILE_WIDTH = 390;
const DESKTOP_WIDTH = 1280;

export interface SiteChromeProps {
  page: PageKind;
  variant: Variant;
  /** Shown in the plan-page header. */
  productType?: string;
  /** The page renders a bottom sticky bar: floating buttons move up (same as `data-sticky-bottom-bar`). */
  stickyBottomBar?: boolean;
  children: ReactNode;
}

/** CSS for a flag that differs between phone and desktop; '' when always shown, null when never. */
function visibility(mobile: boolean, desktop: boolean): string | null {
  if (mobile && desktop) return 'flex';
  if (!mobile && !desktop) return null;
  // Literal class names so Tailwind sees them; 993px = first width above the 992px chat limit.
  return mobile ? 'flex min-[993px]:hidden' : 'hidden min-[993px]:flex';
}

export function layoutsFor(page: PageKind, variant: Variant): { mobile: Layout; desktop: Layout } {
  const input = {
    page,
    appRender: variant.appRender,
    paymentsPartner: variant.paymentsPartner,
    variant: variant.agent ? ('agent' as const) : ('default' as const),
  };
  return {
    mobile: resolveLayout({ ...input, width: MOBILE_WIDTH }),
    desktop: resolveLayout({ ...input, width: DESKTOP_WIDTH }),
  };
}

/**
 * Page chrome from the domain layout rules (docs/product/catalogue.md#page-layout, docs/product/accounts.md#plan-action-button): skip link, header with menus, main
 * landmark, footer, chat button, back-to-top and the app banner. Server component; the only client
 * code is MenuButton and ScrollChrome.
 */
export function SiteChrome({
  page,
  variant,
  productType,
  stickyBottomBar = false,
  children,
}: SiteChromeProps) {
  const { mobile, desktop } = layoutsFor(page, variant);
  const chat = visibility(mobile.chat, desktop.chat);
  return (
    <div className="kv-chrome flex min-h-dvh flex-col" data-has-sticky-bar={stickyBottomBar || undefined}>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-3 font-semibold text-brand-700 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      {desktop.header && <SiteHeader layout={desktop} productType={productType} />}
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      {desktop.footer && <SiteFooter />}
      {chat && <ChatButton visibility={chat} />}
      <ScrollChrome
        headerId={desktop.header ? HEADER_ID : null}
        scrollTargetId={desktop.scrollTarget}
        showAppBanner={desktop.appBanner}
        appUrl={APP_DOWNLOAD_URL}
        promoText={APP_PROMO_TEXT}
      />
    </div>
  );
}
