import type { ReactNode } from 'react';
import type { PageKind } from '@kavach/domain';
import type { Variant } from '@/lib/variant';
import { BreadcrumbJsonLd } from './json-ld';
import { SiteChrome } from './site-chrome';

interface StaticPageShellProps {
  variant: Variant;
  page?: PageKind;
  path: string;
  title: string;
  lead?: ReactNode;
  /** Breadcrumb JSON-LD (Home › title). */
  breadcrumb?: boolean;
  children: ReactNode;
}

/** Chrome + page heading + breadcrumb data for the static content pages. */
export function StaticPageShell({
  variant,
  page = 'default',
  path,
  title,
  lead,
  breadcrumb = true,
  children,
}: StaticPageShellProps) {
  return (
    <SiteChrome page={page} variant={variant}>
      {breadcrumb && <BreadcrumbJsonLd items={[{ name: title, path }]} />}
      <div className="bg-brand-50">
        <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
          <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
          {lead && <p className="mt-3 max-w-2xl text-lg text-slate-700">{lead}</p>}
        </div>
      </div>
      <div className="mx-auto max-w-6xl px-4 py-10">{children}</div>
    </SiteChrome>
  );
}
