import { DEVICE_CATEGORIES } from '@kavach/domain';
import { flatPrice } from './pricing';
import { PLAN_SORT, skuOf, type SeedPlan } from './plan-row';

interface Bundle {
  key: string;
  name: string;
  summary: string;
  price: number;
  mrp: number;
  appliances: number;
  covers: string[];
  extra: string[];
}

/** Home-care bundles of docs/product/catalogue.md#formats-and-constants; HomeCare Basic at ₹1,999/yr (docs/product/catalogue.md#categories-and-plan-types [LC]). */
const BUNDLES: readonly Bundle[] = [
  {
    key: 'basic',
    name: 'HomeCare Basic',
    price: 1999,
    mrp: 2999,
    appliances: 3,
    summary: 'One yearly plan for up to 3 appliances at home: breakdown visits and a service each.',
    covers: [
      'Unlimited breakdown visits, labour free',
      '1 preventive service per appliance a year',
      '10% off spare parts',
    ],
    extra: ['Unlimited breakdown visits'],
  },
  {
    key: 'lite',
    name: 'HomeCare Lite',
    price: 1499,
    mrp: 1999,
    appliances: 2,
    summary: 'Starter plan for two appliances: two labour-free breakdown visits in the year.',
    covers: ['2 breakdown visits a year in total, labour free', '10% off spare parts'],
    extra: ['2 breakdown visits a year'],
  },
  {
    key: 'maintenance',
    name: 'Home Maintenance Plan',
    price: 2999,
    mrp: 3999,
    appliances: 4,
    summary: 'Scheduled upkeep for 4 appliances: AC jet service, RO service, geyser descaling and more.',
    covers: [
      '2 preventive maintenance visits per appliance a year',
      'Up to 6 labour-free breakdown visits a year',
      '15% off spare parts',
    ],
    extra: ['8 preventive visits a year in total'],
  },
  {
    key: 'gold',
    name: 'HomeCare Gold',
    price: 3999,
    mrp: 5499,
    appliances: 5,
    summary: 'Repairs for 5 appliances and maintenance of 2 of them every year.',
    covers: [
      'Unlimited breakdown repairs, labour free',
      'Maintenance of 2 appliances a year',
      '20% off spare parts',
    ],
    extra: ['Unlimited breakdown visits', '2 maintenance services a year'],
  },
  {
    key: 'premium',
    name: 'HomeCare Premium',
    price: 5999,
    mrp: 7999,
    appliances: 7,
    summary: 'For the whole home: 7 appliances, priority visits and two services for each.',
    covers: [
      'Unlimited breakdown repairs, labour free',
      '2 preventive services per appliance a year',
      'Priority visit within 24 hours',
      '20% off spare parts',
    ],
    extra: ['Unlimited breakdown visits', '14 preventive visits a year'],
  },
  {
    key: 'comprehensive',
    name: 'HomeCare Comprehensive',
    price: 8999,
    mrp: 11999,
    appliances: 5,
    summary: 'Labour and spare parts both included for 5 appliances: no repair bills for a year.',
    covers: [
      'Unlimited breakdown repairs',
      'Spare parts included up to ₹15,000 a year',
      '2 preventive services per appliance a year',
    ],
    extra: ['Parts and labour included'],
  },
  {
    key: 'assure',
    name: 'Home Assure',
    price: 4999,
    mrp: 6499,
    appliances: 3,
    summary: 'Breakdowns and accidental damage for 3 appliances with total cover up to ₹60,000.',
    covers: [
      'Breakdown repairs including spare parts',
      'Accidental physical and liquid damage',
      'Replacement at market value if an appliance cannot be repaired',
    ],
    extra: ['Total cover up to ₹60,000', 'Unlimited breakdown visits'],
  },
  {
    key: 'fest',
    name: 'HomeCare Fest',
    price: 1499,
    mrp: 2999,
    appliances: 3,
    summary: 'Festive-season offer: a deep-clean service for 3 appliances and a year of labour-free repairs.',
    covers: [
      '1 deep-clean service per appliance',
      'Unlimited breakdown visits, labour free',
      '10% off spare parts',
    ],
    extra: ['3 deep-clean visits'],
  },
  {
    key: 'diwali',
    name: 'DiwaliCare',
    price: 1799,
    mrp: 2999,
    appliances: 4,
    summary: 'Get the home ready for Diwali: a pre-festival service for 4 appliances and repair cover after.',
    covers: [
      '1 pre-Diwali service per appliance',
      'Unlimited breakdown visits, labour free, for 12 months',
      '15% off spare parts',
    ],
    extra: ['4 pre-Diwali service visits'],
  },
  {
    key: 'pass',
    name: 'Kavach Pass',
    price: 999,
    mrp: 1499,
    appliances: 10,
    summary: 'A yearly membership for one home: no visit fee on repairs and member prices on services.',
    covers: [
      '₹0 visit fee on up to 6 repair visits a year',
      'Member prices on AC, RO and geyser services',
      '10% off spare parts',
    ],
    extra: ['6 free repair visits a year'],
  },
];

const homeAppliances = DEVICE_CATEGORIES.filter((c) => c.planTypes.includes('homecare'))
  .map((c) =>
    c.slug === 'air-conditioner' ? 'AC' : c.slug === 'water-purifier' ? 'RO purifier' : c.name.toLowerCase(),
  )
  .join(', ');

/** Home-care parent plans (category null); devices are added as child items of the cart. */
export function homecarePlans(): SeedPlan[] {
  return BUNDLES.map((b, i) => ({
    plan: {
      sku: skuOf('HC', b.key),
      planType: 'homecare',
      categorySlug: null,
      name: b.name,
      displayTitle: b.name,
      summary: b.summary,
      covers: b.covers,
      exclusions: [
        'Appliances outside the registered address or in commercial use',
        'Transport of appliances to a workshop',
        ...(b.key === 'comprehensive' || b.key === 'assure'
          ? ['Consumables: filters, gas charging, remotes and bulbs']
          : ['Spare parts beyond the discount shown']),
      ],
      highlights: [
        `Covers up to ${b.appliances} appliances at one address`,
        ...b.extra,
        `Any brand, any age: ${homeAppliances}`,
        '12-month plan',
      ],
      purchaseWindowDays: null,
      sortOrder: PLAN_SORT.homecare + i,
    },
    prices: [flatPrice(b.price, 12, b.mrp)],
  }));
}
