import type { ReactNode } from 'react';
import { LayoutIslands } from '@/components/islands/layout-islands';
import { chatUrl } from '@/lib/site-config';
import { parseVariant } from '@/lib/variant';

/**
 * Every public page lives under `[v]` (d | app | osg), chosen per request by src/middleware.ts. Unknown
 * variants are a 404. Pages render their own `SiteChrome` because the chrome depends on the page kind;
 * the question popup (docs/product/catalogue.md#question-popup, `?question_popup=`) and the app-mode sign-in (docs/product/catalogue.md#variants-and-app-mode, `?usertoken=…&app_render=…`)
 * are mounted once here for every page, and so is the docs/product/accounts.md#session watch (reload flag, sign-out alert).
 */
export default async function VariantLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ v: string }>;
}) {
  parseVariant((await params).v);
  return (
    <>
      {children}
      <LayoutIslands chatUrl={chatUrl()} />
    </>
  );
}
