import type { RepairPageData } from '@kavach/contracts';
import { Breadcrumbs } from '@/features/content/components/breadcrumbs';
import { FaqList } from '@/features/content/components/faq-list';
import { HowItWorks } from '@/features/content/components/how-it-works';
import { Section } from '@/features/content/components/section';
import { BreadcrumbJsonLd, JsonLd } from '@/components/json-ld';
import { faqLd, serviceLd } from '@/features/seo/structured-data';
import { absoluteUrl } from '@/lib/site-config';
import { repairCrumbs, repairDescription, repairHeading } from '../repair-seo';
import { RepairHero } from './repair-hero';
import { ServiceCards } from './service-cards';

const STEPS = [
  { title: 'Book a visit', text: 'Pick the service and a slot: 10AM – 2PM or 2PM – 6PM.' },
  { title: 'Engineer visits', text: 'A qualified engineer comes to your home in the chosen slot.' },
  { title: 'Diagnosis & quote', text: 'You get a clear quote for parts before any work starts.' },
  { title: 'Repair & pay', text: 'Pay online once it works, with a 90 day post-service warranty.' },
] as const;

const TERMS = [
  'Spare parts are billed separately at actual cost; brand parts at MRP, always quoted before work starts.',
  'The visit fee is adjusted in the bill if you go ahead with the repair.',
  'Every repair carries a 90 day post-service warranty.',
  'Get 10% off your first order in the Kavach app.',
] as const;

/** The repair-page template: generic and city pages, including uncovered cities. */
export function RepairPageView({ data, path }: { data: RepairPageData; path: string }) {
  const heading = repairHeading(data);
  const crumbs = repairCrumbs(data, path);
  const cities = data.cities_covered.filter((c) => !c.is_generic);
  const uncovered = data.city !== null && !data.is_covered;
  return (
    <>
      <JsonLd
        data={serviceLd({
          name: heading,
          description: repairDescription(data),
          url: absoluteUrl(path),
          serviceType: `${data.device_name} repair`,
          areaServed: data.city && !uncovered ? [data.city.name] : cities.map((c) => c.name),
          offers: uncovered ? [] : data.items.map((i) => ({ name: i.name, price: i.price })),
        })}
      />
      <BreadcrumbJsonLd items={crumbs.slice(1)} />
      {data.faqs.length > 0 ? <JsonLd data={faqLd(data.faqs)} /> : null}
      <Breadcrumbs crumbs={crumbs} />
      <RepairHero data={data} heading={heading} cities={cities} />
      {uncovered ? null : <ServiceCards items={data.items} title={`${data.name} prices`} />}
      <HowItWorks steps={STEPS} tone="muted" />
      <Section id="good-to-know" title="Good to know">
        <ul className="grid gap-3 md:grid-cols-2">
          {TERMS.map((t) => (
            <li key={t} className="kv-card rounded-lg p-4 text-slate-800">
              {t}
            </li>
          ))}
        </ul>
      </Section>
      <FaqList faqs={data.faqs} tone="muted" />
    </>
  );
}
