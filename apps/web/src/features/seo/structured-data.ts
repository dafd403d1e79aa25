import type { Faq } from '@kavach/contracts';

/** schema.org builders for the JSON-LD of landing pages (render with components/json-ld). Prices arrive in paise. */

const CONTEXT = 'https://schema.org';
const BRAND = { '@type': 'Brand', name: 'Kavach' } as const;

/** Paise → rupees as schema.org expects (a plain decimal, no grouping). */
export const rupees = (paise: number): string => {
  const value = paise / 100;
  return Number.isInteger(value) ? String(value) : value.toFixed(2);
};

export function faqLd(faqs: readonly Faq[]) {
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    mainEntity: faqs.map((f) => ({
      '@type': 'Question',
      name: f.question,
      acceptedAnswer: { '@type': 'Answer', text: f.answer },
    })),
  };
}

export interface OfferInput {
  name: string;
  /** Paise. */
  price: number;
}

export function productLd(input: {
  name: string;
  description: string;
  url: string;
  offers: readonly OfferInput[];
}) {
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    name: input.name,
    description: input.description,
    brand: BRAND,
    url: input.url,
    offers: input.offers.map((o) => ({
      '@type': 'Offer',
      name: o.name,
      price: rupees(o.price),
      priceCurrency: 'INR',
      availability: 'https://schema.org/InStock',
      url: input.url,
    })),
  };
}

export function serviceLd(input: {
  name: string;
  description: string;
  url: string;
  serviceType: string;
  areaServed: readonly string[];
  offers: readonly OfferInput[];
}) {
  return {
    '@context': CONTEXT,
    '@type': 'Service',
    name: input.name,
    description: input.description,
    serviceType: input.serviceType,
    url: input.url,
    provider: { '@type': 'Organization', name: 'Kavach' },
    areaServed: input.areaServed.map((name) => ({ '@type': 'City', name })),
    offers: input.offers.map((o) => ({
      '@type': 'Offer',
      name: o.name,
      price: rupees(o.price),
      priceCurrency: 'INR',
    })),
  };
}
