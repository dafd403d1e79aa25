import type { ReactNode } from 'react';
import type { PageKind } from '@kavach/domain';
import { SiteChrome } from '@/components/site-chrome';
import type { Variant } from '@/lib/variant';

interface AuthPageShellProps {
  page: PageKind;
  variant: Variant;
  title: string;
  lead?: ReactNode;
  children: ReactNode;
}

/** Sign-in, registration, reset and verification pages: one narrow card under the site chrome. */
export function AuthPageShell({ page, variant, title, lead, children }: AuthPageShellProps) {
  return (
    <SiteChrome page={page} variant={variant}>
      <div className="bg-linear-to-b from-brand-50 to-white">
        <div className="kv-wrap max-w-md pt-6 pb-12 md:pt-12">
          <div className="kv-card shadow-sm sm:p-6">
            <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
            {lead ? <p className="mt-1 text-slate-700">{lead}</p> : null}
            <div className="mt-5">{children}</div>
          </div>
        </div>
      </div>
    </SiteChrome>
  );
}
