import { absoluteUrl } from '@/lib/site-config';

/** Renders schema.org JSON-LD; `<` is escaped so content cannot close the script element. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}

export interface Crumb {
  name: string;
  path: string;
}

/** BreadcrumbList starting at Home. */
export function BreadcrumbJsonLd({ items }: { items: readonly Crumb[] }) {
  const all = [{ name: 'Home', path: '/' }, ...items];
  return (
    <JsonLd
      data={{
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: all.map((c, i) => ({
          '@type': 'ListItem',
          position: i + 1,
          name: c.name,
          item: absoluteUrl(c.path),
        })),
      }}
    />
  );
}
