import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/site-config';
import { allPublicPaths } from '@/lib/site-urls';

/** /sitemap.xml: home, every landing slug and every static page (same source as the routes). */
export default function sitemap(): MetadataRoute.Sitemap {
  return allPublicPaths().map((path) => ({
    url: absoluteUrl(path),
    changeFrequency: path === '/' ? 'daily' : 'weekly',
    priority: path === '/' ? 1 : 0.7,
  }));
}
