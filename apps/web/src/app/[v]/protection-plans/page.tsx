import { paths } from '@kavach/domain';
import { StaticPageShell } from '@/components/static-page-shell';
import { getAmcPlans, getProtectionPlans } from '@/features/catalogue/api.server';
import { PlansByCategoryList } from '@/features/catalogue/components/plans-by-category';
import { pageMetadata } from '@/lib/metadata';
import { variantOf } from '@/lib/page-props';
import type { VariantPageProps } from '@/lib/page-props';

/** Rendered on first request per variant and cached; the build never calls the API. */
export const revalidate = 3600;
export const dynamicParams = true;
export function generateStaticParams(): { v: string }[] {
  return [];
}

const PATH = paths.static.protectionPlans();

export const metadata = pageMetadata({
  path: PATH,
  title: 'Protection Plans for Phones, Laptops, TVs & Appliances',
  description:
    'Every Kavach plan in one place: extended warranty, damage and screen protection, total care and maintenance contracts for 30 device categories, with prices.',
});

export default async function ProtectionPlansPage(props: VariantPageProps) {
  const variant = await variantOf(props);
  const [protection, amc] = await Promise.all([getProtectionPlans(), getAmcPlans()]);
  return (
    <StaticPageShell
      variant={variant}
      page="protection-plans"
      path={PATH}
      title="Protection plans for every device"
      lead="Extended warranty, damage and screen protection, total care and maintenance contracts, with prices."
    >
      <p className="flex flex-wrap gap-x-6 gap-y-2">
        <a
          href={paths.static.mobilePlanComparison()}
          className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-2"
        >
          Compare mobile plans
        </a>
        <a
          href={paths.static.whatIsCovered()}
          className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-2"
        >
          What each plan covers
        </a>
      </p>
      <h2 className="mt-8 text-2xl font-bold text-slate-900">Warranty &amp; damage protection</h2>
      <div className="mt-4">
        <PlansByCategoryList groups={protection?.groups ?? []} />
      </div>
      {amc && amc.groups.length > 0 ? (
        <>
          <h2 className="mt-12 text-2xl font-bold text-slate-900">Annual maintenance contracts</h2>
          <div className="mt-4">
            <PlansByCategoryList groups={amc.groups} />
          </div>
        </>
      ) : null}
    </StaticPageShell>
  );
}
