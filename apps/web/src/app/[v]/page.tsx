import type { Metadata } from 'next';
import { JsonLd } from '@/components/json-ld';
import { SiteChrome } from '@/components/site-chrome';
import { FaqList } from '@/features/content/components/faq-list';
import { HowItWorks } from '@/features/content/components/how-it-works';
import { getBanners, getFeaturedCategories, getHomeFeatures } from '@/features/home/api.server';
import { CategoryPicker } from '@/features/home/components/category-picker';
import { HomeHero } from '@/features/home/components/home-hero';
import { PlanTypeSections } from '@/features/home/components/plan-type-sections';
import { WhyUs } from '@/features/home/components/why-us';
import { HOME_FAQS, HOME_STEPS } from '@/features/home/home-content';
import { faqLd } from '@/features/seo/structured-data';
import { pageMetadata } from '@/lib/metadata';
import { variantOf } from '@/lib/page-props';
import type { VariantPageProps } from '@/lib/page-props';

/** Rendered on first request per variant and cached; the build never calls the API. */
export const revalidate = 3600;
export const dynamicParams = true;
export function generateStaticParams(): { v: string }[] {
  return [];
}

export const metadata: Metadata = {
  ...pageMetadata({
    path: '/',
    title: 'Extended Warranty, Damage Protection & Appliance Repair Plans',
    description:
      'Protect your phone, laptop, TV, AC and home appliances with Kavach extended warranty, damage protection and maintenance plans. Cashless doorstep repairs.',
  }),
  title: { absolute: 'Kavach – Extended Warranty, Damage Protection & Appliance Repair Plans' },
};

export default async function HomePage(props: VariantPageProps) {
  const variant = await variantOf(props);
  const [banners, featured, features] = await Promise.all([
    getBanners(),
    getFeaturedCategories(),
    getHomeFeatures(),
  ]);
  const heroBanner = banners?.banners.find((b) => b.placement === 'home-hero') ?? null;
  return (
    <SiteChrome page="home" variant={variant}>
      <JsonLd data={faqLd(HOME_FAQS)} />
      <HomeHero banner={heroBanner} />
      <CategoryPicker categories={featured?.categories ?? []} />
      <PlanTypeSections />
      <WhyUs features={features?.features ?? []} />
      <HowItWorks steps={HOME_STEPS} tone="muted" />
      <FaqList faqs={HOME_FAQS} />
    </SiteChrome>
  );
}
