import type { DeviceCategory } from '@kavach/domain';
import { flatPrice, ONE_OFF_TENURE_MONTHS } from './pricing';
import { PLAN_SORT, skuOf, type SeedPlan } from './plan-row';

interface Job {
  key: string;
  title: string;
  summary: string;
  /** ₹ per visit or job; parts extra unless the title says otherwise. */
  price: number;
  mrp?: number;
}

/** One-off doorstep jobs (docs/product/catalogue.md#categories-and-plan-types Insta-Repair, docs/product/catalogue.md#repair-pages-and-city-coverage reference prices). */
const JOBS: Readonly<Record<string, readonly Job[]>> = {
  'mobile-phone': [
    {
      key: 'diagnosis',
      title: 'Smartphone Doorstep Diagnosis',
      summary:
        'An engineer checks your phone at your door and quotes the repair; the visit fee is adjusted if you go ahead.',
      price: 299,
    },
    {
      key: 'screen',
      title: 'Smartphone Screen Replacement',
      summary:
        'Doorstep replacement of a cracked or dead display; the screen itself is billed at actual cost.',
      price: 499,
    },
    {
      key: 'battery',
      title: 'Smartphone Battery Replacement',
      summary: 'Swap a swollen or fast-draining battery at your door; battery billed at MRP.',
      price: 399,
    },
    {
      key: 'port',
      title: 'Charging Port & Speaker Repair',
      summary: 'Fix loose charging, a dead speaker or a muffled microphone at your doorstep.',
      price: 349,
    },
  ],
  laptop: [
    {
      key: 'diagnosis',
      title: 'Laptop Doorstep Diagnosis',
      summary: 'Hardware and software check at your home or office with a written quote.',
      price: 299,
    },
    {
      key: 'software',
      title: 'OS Reinstall & Software Setup',
      summary: 'Clean Windows install, drivers, antivirus and data backup of up to 100 GB.',
      price: 799,
    },
    {
      key: 'parts',
      title: 'Laptop Screen or Keyboard Replacement',
      summary: 'Labour for replacing a broken screen or keyboard; the part is billed at actual cost.',
      price: 999,
    },
  ],
  'air-conditioner': [
    {
      key: 'jet-service',
      title: 'AC Jet Service (Split)',
      summary:
        'High-pressure jet cleaning of the indoor coil, filters and drain tray, plus outdoor unit wash.',
      price: 599,
      mrp: 799,
    },
    {
      key: 'window-service',
      title: 'AC Jet Service (Window)',
      summary: 'Complete wet service of a window AC: coil, filter and condenser.',
      price: 499,
      mrp: 699,
    },
    {
      key: 'gas-refill',
      title: 'AC Gas Refill',
      summary: 'Leak test and full gas charge (R22, R32 or R410A) for a split or window AC up to 2 ton.',
      price: 2499,
      mrp: 3499,
    },
    {
      key: 'repair-visit',
      title: 'AC Repair Visit',
      summary: 'Diagnosis of cooling, noise or water-leak problems with a quote before any work.',
      price: 299,
    },
    {
      key: 'install-split',
      title: 'Split AC Installation',
      summary: "Installation of a split AC with up to 3 m of the customer's copper pipe; drilling included.",
      price: 1499,
      mrp: 1799,
    },
  ],
  'water-purifier': [
    {
      key: 'diagnosis',
      title: 'RO Purifier Repair Visit',
      summary: 'Diagnosis of low flow, leaks, bad taste or no power, with a quote before work.',
      price: 299,
    },
    {
      key: 'service',
      title: 'RO Purifier General Service',
      summary: 'Tank cleaning, pre-filter wash, TDS check and leak check.',
      price: 449,
      mrp: 599,
    },
    {
      key: 'filter-kit',
      title: 'RO Filter Kit Replacement',
      summary: 'Sediment, pre-carbon and post-carbon filters replaced, parts and labour included.',
      price: 1499,
      mrp: 1999,
    },
  ],
};

const COVERS = [
  'Doorstep visit by a qualified, background-checked engineer',
  'Diagnosis and a quote before any work starts: you decide whether to go ahead',
  'Invoice and payment link by SMS and email',
];

/** Insta-repair: priced one-off visits and jobs (no cover period: tenure 0 months). */
export function instaRepairPlans(c: DeviceCategory): SeedPlan[] {
  const jobs = JOBS[c.slug];
  if (!jobs) throw new Error(`No insta-repair jobs for ${c.slug}`);
  return jobs.map((job, i) => ({
    plan: {
      sku: skuOf('IR', c.slug, job.key),
      planType: 'insta-repair',
      categorySlug: c.slug,
      name: `Insta Repair - ${job.title}`,
      displayTitle: job.title,
      summary: job.summary,
      covers: COVERS,
      exclusions: [
        'Spare parts are billed at actual cost; brand parts at MRP',
        'Physical or liquid damage beyond what was quoted',
        'Data loss during repair: back up your data first',
      ],
      highlights: [
        'One-time visit, pay after the job',
        '90 day post-service warranty',
        'Slots 10AM - 2PM or 2PM - 6PM',
        'Free remote troubleshooting if your area is not serviceable',
      ],
      purchaseWindowDays: null,
      sortOrder: PLAN_SORT['insta-repair'] + i,
    },
    prices: [flatPrice(job.price, ONE_OFF_TENURE_MONTHS, job.mrp)],
  }));
}
