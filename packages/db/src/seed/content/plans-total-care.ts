import { coversTheft, type DeviceCategory } from '@kavach/domain';
import { phoneTotalCareGrid, totalCareGrid } from './price-bands';
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
 * Total Care plans of a category: on a phone, the one plan that also covers theft and loss
 * (decision 063); on a laptop, Laptop Total Care and its VS+ edition.
 */
export function totalCarePlans(c: DeviceCategory): SeedPlan[] {
  return coversTheft('total-care', c) ? [phoneTotalCarePlan(c)] : laptopTotalCarePlans(c);
}

/**
 * Phone Total Care with Theft & Loss (decision 063): breakdowns, accidental and liquid damage, and
 * theft or loss (a replacement after a police complaint, with an excess: domain facts §5 OA-FAQ,
 * §8 theft documents), 1 year, bought with the phone.
 */
function phoneTotalCarePlan(c: DeviceCategory): SeedPlan {
  return {
    plan: {
      sku: skuOf('TC', c.slug),
      planType: 'total-care',
      categorySlug: c.slug,
      name: 'Phone Total Care with Theft & Loss',
      displayTitle: 'Phone Total Care with Theft & Loss',
      summary:
        'Breakdowns, drops, spills, and theft or loss in one plan: your phone repaired, or replaced if it is stolen or lost, for a year.',
      covers: [
        'Breakdowns: malfunctions and manufacturing defects, repaired cashless',
        'Accidental physical damage: drops, cracked screen or back glass',
        'Liquid damage from spills or accidental submersion',
        'Theft or loss: the phone replaced with the same or a similar model, once a plan year, up to its invoice price',
        'Free pick & drop and genuine spare parts',
      ],
      exclusions: [
        'Theft or loss not reported to the police, or claimed more than 2 days after it happened',
        'Cosmetic damage that does not affect how the phone works',
        'Intentional damage or damage from unauthorised repair',
        'Accessories and SIM cards: chargers, cables, cases',
      ],
      highlights: [
        'Theft and loss covered: one replacement a plan year',
        '₹0 for breakdown repairs; damage repairs need a co-pay of ₹599 or 5% of the phone price, whichever is higher',
        'Theft or loss: an excess of 5% of the phone price, at least ₹1,000, with the FIR, the SIM-block letter and the invoice',
        'Must be bought the same day as the phone',
      ],
      purchaseWindowDays: PURCHASE_WINDOW_DAYS.sameDay,
      sortOrder: PLAN_SORT['total-care'],
    },
    prices: priceGrid(phoneTotalCareGrid()),
  };
}

/**
 * Laptop Total Care and VS+ Laptop Total Care (docs/product/catalogue.md#formats-and-constants): extended warranty plus accidental and
 * liquid damage in one plan, 1 or 2 years, bought with the laptop (docs/product/catalogue.md#categories-and-plan-types).
 */
function laptopTotalCarePlans(c: DeviceCategory): SeedPlan[] {
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
