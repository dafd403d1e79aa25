import type { ReactNode } from 'react';
import { SiteChrome } from '@/components/site-chrome';
import { AccountNav } from '@/features/account/components/account-nav';
import type { Variant } from '@/lib/variant';

/**
 * The activation page's frame: the site chrome of page kind 'activation' (docs/product/accounts.md#account-menu-and-pages layout rules), the
 * account menu with 'Activate Plan' current, and the heading. Like the account pages' shell, whose
 * chrome is the 'myaccount' page kind.
 */
export function ActivationShell({ variant, children }: { variant: Variant; children: ReactNode }) {
  return (
    <SiteChrome page="activation" variant={variant}>
      <div className="kv-wrap pt-3 pb-16 md:grid md:grid-cols-[13rem_minmax(0,1fr)] md:gap-8 md:pt-8 lg:grid-cols-[15rem_minmax(0,1fr)]">
        <div className="md:sticky md:top-20 md:self-start">
          <AccountNav active="activation" />
        </div>
        <div className="min-w-0 pt-4 md:pt-0">
          <h1 className="kv-h2">Activate your plan</h1>
          <p className="kv-lead">
            Tell us about the device each plan protects and upload its documents, so its cover can start.
          </p>
          <div className="mt-5">{children}</div>
        </div>
      </div>
    </SiteChrome>
  );
}
