import type { DeviceCategory } from '@kavach/domain';
import { totalCareGrid } from './price-bands';
import { priceGrid } from './pricing';
import { PLAN_SORT, PURCHASE_WINDOW_DAYS, skuOf, type SeedPlan } from './plan-row';

const COMMON_COVERS = [
  'Breakdowns: malfunctions and manufacturing defects after the brand warranty',
  'Accidental physical damage: drops, cracked screen, broken hinge',
  'Liquid damage from spills on the keyboard or body',
  'Free pick & drop and genuine spare parts',
];

const COMMON_EXCLUSIONS = [
  'Theft or loss',
  'Cosmetic damage that does not affect how the laptop works',
  'Software faults, viruses and data recovery',
  'Intentional damage or damage from unauthorised repair',
];

/**
 * Laptop Total Care and VS+ Laptop Total Care (docs/product/catalogue.md#formats-and-constants): extended warranty plus accidental and
 * liquid damage in one plan, 1 or 2 years, bought with the laptop (docs/product/catalogue.md#categories-and-plan-types).
 */
export function totalCarePlans(c: DeviceCategory): SeedPlan[] {
  return [
    {
      plan: {
        sku: skuOf('TC', c.slug),
        planType: 'total-care',
        categorySlug: c.slug,
        name: `Laptop Total Care`,
        displayTitle: 'Laptop Total Care',
        summary:
          'Breakdowns, drops and spills in one plan: complete protection for your laptop for 1 or 2 years, with free pick & drop.',
        covers: COMMON_COVERS,
        exclusions: COMMON_EXCLUSIONS,
        highlights: [
          'Warranty extension and damage protection in one plan',
          '₹0 for breakdown repairs; damage repairs need a co-pay of ₹599 or 5% of the laptop price, whichever is higher',
          'Must be bought the same day as the laptop',
          'Repaired within 7–10 working days or replaced free of cost',
        ],
        purchaseWindowDays: PURCHASE_WINDOW_DAYS.sameDay,
        sortOrder: PLAN_SORT['total-care'],
      },
      prices: priceGrid(totalCareGrid('standard')),
    },
    {
      plan: {
        sku: skuOf('VSTC', c.slug),
        planType: 'total-care',
        categorySlug: c.slug,
        name: 'VS+ Laptop Total Care',
        displayTitle: 'VS+ Laptop Total Care',
        summary:
          'The retail-partner edition of Laptop Total Care: breakdowns, drops and spills covered, plus the battery and charger.',
        covers: [...COMMON_COVERS, 'Battery and original charging adapter failures'],
        exclusions: COMMON_EXCLUSIONS,
        highlights: [
          'Sold in partner stores with the laptop',
          '₹0 for breakdown repairs; damage repairs need a co-pay of ₹599 or 5% of the laptop price, whichever is higher',
          'Battery and charger covered',
          'Cancel within 30 days for a full refund if no request was raised',
        ],
        purchaseWindowDays: PURCHASE_WINDOW_DAYS.sameDay,
        sortOrder: PLAN_SORT['total-care'] + 1,
      },
      prices: priceGrid(totalCareGrid('vs-plus')),
    },
  ];
}
