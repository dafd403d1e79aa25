import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/site-config';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/account', '/cart', '/checkout', '/api'] },
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
