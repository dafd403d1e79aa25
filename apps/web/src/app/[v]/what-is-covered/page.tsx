import { PLAN_PAGES, paths } from '@kavach/domain';
import { StaticPageShell } from '@/components/static-page-shell';
import { getAmcPlans, getProtectionPlans } from '@/features/catalogue/api.server';
import { CoverageByType } from '@/features/catalogue/components/coverage-by-type';
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

const PATH = paths.static.whatIsCovered();
const HOME_CARE_PAGE = PLAN_PAGES.find((p) => p.planType === 'homecare');

export const metadata = pageMetadata({
  path: PATH,
  title: 'What is Covered: Extended Warranty, Damage Protection & AMC',
  description:
    'What each Kavach plan covers and what it does not: extended warranty, spills & drops, screen protection, total care, AMC and HomeCare.',
});

export default async function WhatIsCoveredPage(props: VariantPageProps) {
  const variant = await variantOf(props);
  const [protection, amc, homeCare] = await Promise.all([
    getProtectionPlans(),
    getAmcPlans(),
    HOME_CARE_PAGE ? getPlanPage(HOME_CARE_PAGE.slug) : null,
  ]);
  const plans = [
    ...(protection?.groups.flatMap((g) => g.plans) ?? []),
    ...(amc?.groups.flatMap((g) => g.plans) ?? []),
    ...(homeCare?.plans ?? []),
  ];
  return (
    <StaticPageShell
      variant={variant}
      path={PATH}
      title="What is covered"
      lead="Each plan in plain words: what we repair, what we don’t, when to buy and what a claim costs."
    >
      <CoverageByType plans={plans} />
    </StaticPageShell>
  );
}
