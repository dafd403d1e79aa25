import { PLAN_PAGES, categoryByPluralSlug, extendedWarrantySlug, paths } from '@kavach/domain';
import { StaticPageShell } from '@/components/static-page-shell';
import type { ComparedPage } from '@/features/catalogue/components/comparison-table';
import { ComparisonTable } from '@/features/catalogue/components/comparison-table';
import { getPlanPage } from '@/features/plans/api.server';
import { pageMetadata } from '@/lib/metadata';
import { variantOf } from '@/lib/page-props';
import type { VariantPageProps } from '@/lib/page-props';

/** Rendered on first request per variant and cached; the build never calls the API. */
export const revalidate = 3600;
export const dynamicParams = true;
export function generateStaticParams(): { v: string }[] {
  return [];
}

const PATH = paths.static.mobilePlanComparison();
const MOBILE = categoryByPluralSlug('mobile-phones');
/** Extended warranty, then the mobile damage and screen protection pages. */
const SLUGS = [
  ...(MOBILE ? [extendedWarrantySlug(MOBILE)] : []),
  ...PLAN_PAGES.filter((p) => p.categoryPluralSlug === 'mobile-phones').map((p) => p.slug),
];

export const metadata = pageMetadata({
  path: PATH,
  title: 'Compare Mobile Phone Plans: Extended Warranty vs Damage vs Screen Protection',
  description:
    'Which phone plan do you need? Extended warranty, damage protection and screen protection compared: cover, exclusions, when to buy, prices and claim costs.',
});

export default async function MobilePlanComparisonPage(props: VariantPageProps) {
  const variant = await variantOf(props);
  const results = await Promise.all(
    SLUGS.map(async (slug) => ({ path: `/${slug}`, data: await getPlanPage(slug) })),
  );
  const pages = results.filter((r): r is ComparedPage => r.data !== null);
  return (
    <StaticPageShell
      variant={variant}
      page="mobile-plan-comparison"
      path={PATH}
      title="Compare mobile phone plans"
      lead="Extended warranty fixes breakdowns after the brand warranty; damage and screen protection fix accidents. Here is how they differ."
    >
      <ComparisonTable pages={pages} />
    </StaticPageShell>
  );
}
