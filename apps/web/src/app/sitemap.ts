import type { MetadataRoute } from 'next';
import { canonicalLandingSlug, parseLandingSlug } from '@kavach/domain';
import { absoluteUrl } from '@/lib/site-config';
import { allPublicPaths } from '@/lib/site-urls';

/** A path that is not a landing page, or a landing page that is its own canonical URL. */
function isCanonical(path: string): boolean {
  const landing = parseLandingSlug(path.slice(1));
  return !landing || canonicalLandingSlug(landing) === landing.slug;
}

/** /sitemap.xml: home, every canonical landing and every static page (same source as the routes). */
export default function sitemap(): MetadataRoute.Sitemap {
  return allPublicPaths()
    .filter(isCanonical)
    .map((path) => ({
      url: absoluteUrl(path),
      changeFrequency: path === '/' ? 'daily' : 'weekly',
      priority: path === '/' ? 1 : 0.7,
    }));
}
