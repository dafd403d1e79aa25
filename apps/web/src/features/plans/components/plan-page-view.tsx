import type { PlanPageData } from '@kavach/contracts';
import { formatInr } from '@kavach/domain';
import { Breadcrumbs } from '@/features/content/components/breadcrumbs';
import { FaqList } from '@/features/content/components/faq-list';
import { HowItWorks } from '@/features/content/components/how-it-works';
import { Section } from '@/features/content/components/section';
import { BreadcrumbJsonLd, JsonLd } from '@/components/json-ld';
import { absoluteUrl } from '@/lib/site-config';
import { faqLd, productLd } from '@/features/seo/structured-data';
import { buildPricingModel } from '../pricing-model';
import { deviceNameOf, lowestPrice, planPageCrumbs, planPageDescription } from '../plan-seo';
import { BrandsServed } from './brands-served';
import { CoverageDetails } from './coverage-details';
import { PlanHero } from './plan-hero';
import { PlanPricing } from './plan-pricing';

const CLAIM_STEPS = [
  {
    title: 'Buy the plan',
    text: 'Pick your device price and tenure, pay online and get your plan instantly.',
  },
  { title: 'Activate it', text: 'Add the device details and upload the invoice from My Account.' },
  { title: 'Raise a request', text: 'When something goes wrong, raise a service request online in minutes.' },
  { title: 'Get it fixed', text: 'Free pick & drop or an engineer at home, with genuine spare parts.' },
] as const;

/** The plan-page template: extended-warranty landings and the other plan pages. */
export function PlanPageView({ data, path }: { data: PlanPageData; path: string }) {
  const deviceName = deviceNameOf(data);
  const from = lowestPrice(data);
  const crumbs = planPageCrumbs(data, path);
  const url = absoluteUrl(path);
  /** The page's own plans first, then the category's other plans sold from this page. */
  const plans = [...data.plans, ...data.related_plans];
  const offers = plans.map((p) => ({ name: p.display_title, price: p.starting_price }));
  return (
    <>
      <JsonLd data={productLd({ name: data.title, description: planPageDescription(data), url, offers })} />
      <BreadcrumbJsonLd items={crumbs.slice(1)} />
      {data.faqs.length > 0 ? <JsonLd data={faqLd(data.faqs)} /> : null}
      <Breadcrumbs crumbs={crumbs} />
      <PlanHero
        title={data.title}
        deviceName={deviceName}
        fromPrice={from === null ? null : formatInr(from)}
        highlights={data.plans[0]?.highlights ?? []}
      />
      <Section
        id="plans"
        title="Choose your plan"
        lead="Prices include taxes. Pick your device’s price to see the exact price for each plan."
      >
        {plans.length > 0 ? (
          <PlanPricing model={buildPricingModel(plans)} />
        ) : (
          <p className="text-slate-700">Plans for this device are coming soon.</p>
        )}
      </Section>
      <CoverageDetails plans={plans} />
      <BrandsServed brands={data.brands} deviceName={data.category?.name ?? 'Appliance'} />
      <HowItWorks steps={CLAIM_STEPS} tone="muted" />
      <FaqList faqs={data.faqs} />
    </>
  );
}
