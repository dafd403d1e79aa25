import type { banners, homeFeatures } from '../../schema';

export type BannerRow = Omit<typeof banners.$inferInsert, 'id'>;
export type HomeFeatureRow = Omit<typeof homeFeatures.$inferInsert, 'id'>;

/** Featured categories on the home page, in display order; the rest follow the catalogue order. */
export const FEATURED_CATEGORIES: readonly string[] = [
  'mobile-phone',
  'air-conditioner',
  'television',
  'laptop',
  'refrigerator',
  'washing-machine',
  'water-purifier',
  'tablet',
];

/** Diwali falls in October or November: the festive strip runs September to November. */
const isFestiveSeason = (now: Date) => [8, 9, 10].includes(now.getUTCMonth());

export function seedBanners(now: Date): BannerRow[] {
  return [
    {
      placement: 'home-hero',
      title: 'Extended warranty for every device at home',
      subtitle: 'Up to 4 more years of cashless repairs after the brand warranty, with free pick & drop.',
      ctaLabel: 'Explore plans',
      ctaHref: '/televisions-extended-warranty-plans',
      sortOrder: 1,
      isActive: true,
    },
    {
      placement: 'home-hero',
      title: 'Summer-ready AC service from ₹599',
      subtitle:
        'Jet service, gas refill and repairs at home in Mumbai, Delhi NCR, Pune, Hyderabad and Chennai.',
      ctaLabel: 'Book a service',
      ctaHref: '/ac-service-repair',
      sortOrder: 2,
      isActive: true,
    },
    {
      placement: 'home-hero',
      title: 'Cracked screen? Covered.',
      subtitle: 'Screen and damage protection for your new phone. Buy it the same day as your phone.',
      ctaLabel: 'Protect my phone',
      ctaHref: '/mobile-phones-damage-protection-plans',
      sortOrder: 3,
      isActive: true,
    },
    {
      placement: 'home-strip',
      title: 'HomeCare Basic at ₹1,999 a year',
      subtitle: 'Repairs and a service for up to 3 appliances of any brand.',
      ctaLabel: 'See HomeCare plans',
      ctaHref: '/home-repair-maintenance-plans',
      sortOrder: 1,
      isActive: true,
    },
    {
      placement: 'home-strip',
      title: 'DiwaliCare: get your home festival-ready',
      subtitle: 'A pre-Diwali service for 4 appliances, plus a year of labour-free repairs.',
      ctaLabel: 'Get DiwaliCare',
      ctaHref: '/home-repair-maintenance-plans',
      sortOrder: 2,
      isActive: isFestiveSeason(now),
    },
    {
      placement: 'home-strip',
      title: '10% off your first order in the app',
      subtitle: 'Manage plans, raise requests and track repairs on the go.',
      ctaLabel: 'Get App',
      ctaHref: '/?source=app-banner',
      sortOrder: 3,
      isActive: true,
    },
  ];
}

export const HOME_FEATURES: readonly HomeFeatureRow[] = [
  {
    title: '90 day post-service warranty',
    description: 'If the same problem comes back within 90 days of a repair, we fix it free.',
    icon: 'shield-check',
    sortOrder: 1,
  },
  {
    title: '2 free preventive services',
    description: 'AC and appliance maintenance plans include scheduled services before the season starts.',
    icon: 'calendar-check',
    sortOrder: 2,
  },
  {
    title: 'Trusted by 80+ lakh customers',
    description: 'Millions of phones, TVs and home appliances protected across India.',
    icon: 'users',
    sortOrder: 3,
  },
  {
    title: 'Free pick & drop',
    description: 'We collect your phone or laptop from your door and bring it back repaired.',
    icon: 'truck',
    sortOrder: 4,
  },
  {
    title: 'Genuine spare parts',
    description:
      'Repairs use brand-authorised parts, fitted by qualified engineers with 10+ years of experience.',
    icon: 'badge-check',
    sortOrder: 5,
  },
  {
    title: 'Paperless claims',
    description: 'Raise a request online with just your invoice; no forms, no branch visits.',
    icon: 'file-check',
    sortOrder: 6,
  },
];
