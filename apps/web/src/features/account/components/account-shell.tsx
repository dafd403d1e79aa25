import type { ReactNode } from 'react';
import { SiteChrome } from '@/components/site-chrome';
import { SignOutButton } from '@/features/auth/components/sign-out-button';
import type { Variant } from '@/lib/variant';
import type { AccountMenuKey } from '../account-menu';
import { AccountNav } from './account-nav';

interface AccountShellProps {
  variant: Variant;
  active: AccountMenuKey;
  title: string;
  lead?: ReactNode;
  children: ReactNode;
}

/**
 * The account area (docs/product/accounts.md#account-menu-and-pages myaccount layout): site chrome, the account menu beside (desktop) or above
 * (phone) the page, the page heading. Static: each page's data loads in its own client island.
 */
export function AccountShell({ variant, active, title, lead, children }: AccountShellProps) {
  return (
    <SiteChrome page="myaccount" variant={variant}>
      <div className="kv-wrap pt-3 pb-16 md:grid md:grid-cols-[13rem_minmax(0,1fr)] md:gap-8 md:pt-8 lg:grid-cols-[15rem_minmax(0,1fr)]">
        <div className="md:sticky md:top-20 md:self-start">
          <AccountNav active={active} />
          <div className="mt-4 hidden border-t border-slate-200 pt-3 md:block">
            <SignOutButton className="kv-tlink gap-2 px-3 text-slate-800" />
          </div>
        </div>
        <div className="min-w-0 pt-4 md:pt-0">
          <h1 className="kv-h2">{title}</h1>
          {lead ? <p className="kv-lead">{lead}</p> : null}
          <div className="mt-5">{children}</div>
        </div>
      </div>
    </SiteChrome>
  );
}
