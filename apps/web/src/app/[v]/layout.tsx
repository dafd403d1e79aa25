import type { ReactNode } from 'react';
import { parseVariant } from '@/lib/variant';

/**
 * Every public page lives under `[v]` (d | app | osg), chosen per request by src/proxy.ts. Unknown
 * variants are a 404. Pages render their own `SiteChrome` because the chrome depends on the page kind.
 */
export default async function VariantLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ v: string }>;
}) {
  parseVariant((await params).v);
  return children;
}
