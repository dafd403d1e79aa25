import type { Metadata } from 'next';
import { absoluteUrl } from './site-config';

interface PageMetaInput {
  /** Public path, e.g. `/about-us` (never the `/{v}/…` internal path). */
  path: string;
  title: string;
  description: string;
  /** Keep out of search results (e.g. utility pages). */
  noindex?: boolean;
}

/** Title, description, canonical URL and Open Graph basics for one public page. */
export function pageMetadata({ path, title, description, noindex = false }: PageMetaInput): Metadata {
  const url = absoluteUrl(path);
  return {
    title,
    description,
    alternates: { canonical: url },
    openGraph: { title, description, url, siteName: 'Kavach', locale: 'en_IN', type: 'website' },
    ...(noindex ? { robots: { index: false, follow: true } } : {}),
  };
}
