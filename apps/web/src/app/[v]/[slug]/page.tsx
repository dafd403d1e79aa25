import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { canonicalLandingSlug, parseLandingSlug, planTypeByKey } from '@kavach/domain';
import type { LandingSlug } from '@kavach/domain';
import { SiteChrome } from '@/components/site-chrome';
import { getPlanPage } from '@/features/plans/api.server';
import { PlanPageView } from '@/features/plans/components/plan-page-view';
import { planPageDescription, planPageTitle } from '@/features/plans/plan-seo';
import { getRepairPage } from '@/features/repair/api.server';
import { RepairPageView } from '@/features/repair/components/repair-page-view';
import { repairDescription, repairTitle } from '@/features/repair/repair-seo';
import { pageMetadata } from '@/lib/metadata';
import { parseVariant } from '@/lib/variant';

/** Landing pages are rendered on first request and cached; the build never calls the API. */
export const revalidate = 3600;
export const dynamicParams = true;
export function generateStaticParams(): { v: string; slug: string }[] {
  return [];
}

interface LandingProps {
  params: Promise<{ v: string; slug: string }>;
}

/** The catalogue entry for the slug, or a 404 for anything the domain does not know. */
async function landingOf(props: LandingProps): Promise<{ v: string; landing: LandingSlug }> {
  const { v, slug } = await props.params;
  const landing = parseLandingSlug(slug);
  if (!landing) notFound();
  return { v, landing };
}

export async function generateMetadata(props: LandingProps): Promise<Metadata> {
  const { landing } = await landingOf(props);
  const path = `/${canonicalLandingSlug(landing)}`;
  if (landing.kind === 'repair') {
    const data = await getRepairPage(landing.slug);
    if (!data) notFound();
    return pageMetadata({ path, title: repairTitle(data), description: repairDescription(data) });
  }
  const data = await getPlanPage(landing.slug);
  if (!data) notFound();
  return pageMetadata({ path, title: planPageTitle(data), description: planPageDescription(data) });
}

export default async function LandingPage(props: LandingProps) {
  const { v, landing } = await landingOf(props);
  const variant = parseVariant(v);
  const path = `/${canonicalLandingSlug(landing)}`;
  if (landing.kind === 'repair') {
    const data = await getRepairPage(landing.slug);
    if (!data) notFound();
    return (
      <SiteChrome page="default" variant={variant}>
        <RepairPageView data={data} path={path} />
      </SiteChrome>
    );
  }
  const data = await getPlanPage(landing.slug);
  if (!data) notFound();
  return (
    <SiteChrome
      page="plan-page"
      variant={variant}
      productType={planTypeByKey(data.plan_type)?.name ?? data.product_type}
    >
      <PlanPageView data={data} path={path} />
    </SiteChrome>
  );
}
