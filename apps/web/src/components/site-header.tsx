import type { Layout } from '@kavach/domain';
import { supportPhone, supportPhoneHref } from '@/lib/site-config';
import { MenuIcon, PhoneIcon, ShieldLogo, UserIcon } from './icons';
import { HeaderCart, MenuButton } from './islands/header-islands';
import { NAV_DIALOG_ID, NavPanel } from './nav-panel';
import { PROFILE_DIALOG_ID, ProfilePanel } from './profile-panel';

export const HEADER_ID = 'kv-header';

interface SiteHeaderProps {
  layout: Layout;
  /** Plan-page header shows the product type being browsed. */
  productType?: string | undefined;
}

const iconButton = 'kv-ibtn';

function Logo({ linked }: { linked: boolean }) {
  const mark = (
    <>
      <ShieldLogo className="h-7 w-7 text-brand-700" />
      <span className="text-xl font-extrabold tracking-tight text-slate-900">Kavach</span>
    </>
  );
  if (!linked) return <span className="flex min-h-11 items-center gap-1.5">{mark}</span>;
  return (
    <a href="/" aria-label="Kavach home" className="flex min-h-11 items-center gap-1.5 rounded-md">
      {mark}
    </a>
  );
}

/**
 * The header slot reserves the header's height; the header inside it becomes fixed once the page
 * is scrolled past it (toggled by ScrollChrome), so the switch causes no layout shift.
 */
export function SiteHeader({ layout, productType }: SiteHeaderProps) {
  const showNav = layout.navigation === 'shown';
  return (
    <div className="h-16">
      <header
        id={HEADER_ID}
        className="kv-header inset-x-0 top-0 z-40 h-16 border-b border-slate-200 bg-white/95 backdrop-blur"
      >
        <div className="kv-wrap flex h-full items-center gap-1 px-2 sm:px-4">
          {showNav && (
            <MenuButton target={NAV_DIALOG_ID} label="Open menu" className={iconButton}>
              <MenuIcon />
            </MenuButton>
          )}
          <Logo linked={layout.logoLink} />
          {layout.headerReceivesProductType && productType && (
            <span className="ml-2 hidden truncate border-l border-slate-300 pl-3 text-sm text-slate-700 sm:inline">
              {productType}
            </span>
          )}
          <a href="/website/sitemap" className="sr-only focus:not-sr-only focus:rounded focus:px-2">
            Sitemap
          </a>
          <div className="ml-auto flex items-center gap-1">
            <a
              href={supportPhoneHref()}
              className="hidden min-h-11 items-center gap-2 rounded-full px-3 text-sm font-medium text-slate-800 hover:bg-slate-100 md:inline-flex"
            >
              <PhoneIcon width={18} height={18} />
              <span>{supportPhone()}</span>
            </a>
            {layout.downloadAppLink && (
              <a
                href="/salespro-app-for-retailers"
                className="inline-flex min-h-11 items-center rounded-md px-3 text-sm font-semibold whitespace-nowrap text-brand-700 hover:bg-slate-100"
              >
                Download App
              </a>
            )}
            {layout.cartIcon && <HeaderCart className={iconButton} />}
            {layout.profileIcon && (
              <MenuButton target={PROFILE_DIALOG_ID} label="Account menu" className={iconButton}>
                <UserIcon />
              </MenuButton>
            )}
          </div>
        </div>
      </header>
      {showNav && <NavPanel />}
      {layout.profileIcon && <ProfilePanel />}
    </div>
  );
}
