import Link from 'next/link';
import { paths } from '@kavach/domain';
import { StaticPageShell } from '@/components/static-page-shell';
import { pageMetadata } from '@/lib/metadata';
import { variantOf } from '@/lib/page-props';
import type { VariantPageProps } from '@/lib/page-props';
import { siteSections } from '@/lib/site-urls';
import { allVariantParams } from '@/lib/variant';

export const dynamicParams = false;
export const generateStaticParams = allVariantParams;

const PATH = paths.static.sitemap();

export const metadata = pageMetadata({
  path: PATH,
  title: 'Sitemap',
  description:
    'Every page on Kavach: protection plans by device, repair services by city, and company pages.',
});

export default async function HtmlSitemapPage(props: VariantPageProps) {
  const variant = await variantOf(props);
  return (
    <StaticPageShell variant={variant} path={PATH} title="Sitemap" lead="Every page on Kavach, in one place.">
      <div className="grid gap-10 md:grid-cols-2">
        {siteSections().map((section) => (
          <section key={section.key} aria-labelledby={`sm-${section.key}`}>
            <h2 id={`sm-${section.key}`} className="text-lg font-bold text-slate-900">
              {section.title}
            </h2>
            <ul className="mt-2">
              {section.links.map((link) => (
                <li key={link.path}>
                  <Link
                    href={link.path}
                    prefetch={false}
                    className="inline-flex min-h-11 items-center text-brand-700 underline-offset-2 hover:underline md:min-h-9"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </StaticPageShell>
  );
}
