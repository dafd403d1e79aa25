import type { DeviceCategory } from '@kavach/domain';
import { ewGrid, screenGrid, spillsGrid } from './price-bands';
import { priceGrid } from './pricing';
import { PLAN_SORT, PURCHASE_WINDOW_DAYS, skuOf, type SeedPlan } from './plan-row';

/** Categories repaired at home rather than collected (large appliances and TVs). */
const AT_HOME = new Set(['large-appliance']);
const atHome = (c: DeviceCategory) => AT_HOME.has(c.group) || c.slug === 'television';

/** Extended warranty: brand-warranty scope, no accidental/liquid damage (docs/product/catalogue.md#categories-and-plan-types, docs/product/activation.md#eligibility). */
export function extendedWarrantyPlan(c: DeviceCategory): SeedPlan {
  const oneYearOnly = c.ewTenuresYears.length === 1 && c.ewTenuresYears[0] === 1;
  const name = c.slug === 'air-conditioner' ? 'AC' : c.name;
  return {
    plan: {
      sku: skuOf('EW', c.slug),
      planType: 'extended-warranty',
      categorySlug: c.slug,
      name: `Extended Warranty - ${c.name}`,
      displayTitle: `${name} Extended Warranty`,
      summary: oneYearOnly
        ? `One more year of brand-warranty cover for your ${c.name.toLowerCase()}: every malfunction and manufacturing defect repaired cashless after the brand warranty ends.`
        : `Keep your ${c.name.toLowerCase()} covered for up to 4 more years after the brand warranty: malfunctions and manufacturing defects repaired cashless with genuine parts.`,
      covers: [
        'Malfunctions and manufacturing defects, the same scope as the brand warranty',
        'Spare parts, labour, transport and taxes: nothing to pay per repair',
        atHome(c)
          ? 'Repair at your home by a qualified engineer'
          : 'Free pick & drop from your address, or repair at home where possible',
        'Genuine spare parts',
        'Unlimited repairs until the total repair cost reaches the device value',
        'Replacement with a new or refurbished unit if a repair would cost more than its market value',
      ],
      exclusions: [
        'Accidental physical damage (drops, cracks, dents), even if the brand warranty covered it',
        'Liquid damage of any kind',
        'Theft or loss',
        'Cosmetic wear: scratches, discolouration, broken plastic trims',
        'Consumables and accessories such as remotes, cables, batteries and filters',
        'Software faults, viruses and data loss',
      ],
      highlights: [
        'Buy within 9 months of buying the device',
        'Cover starts the day after the brand warranty ends',
        oneYearOnly
          ? '1 extra year after the brand warranty'
          : 'Choose 1 to 4 years (brand warranty + extended warranty up to 5 years)',
        '₹0 to pay when you raise a repair request',
        ...(oneYearOnly ? [] : ['1 free preventive maintenance check-up per plan year']),
        'Only document needed: the purchase invoice with serial number or IMEI',
      ],
      purchaseWindowDays: PURCHASE_WINDOW_DAYS.extendedWarranty,
      sortOrder: PLAN_SORT['extended-warranty'],
    },
    prices: priceGrid(ewGrid(c.slug, c.ewTenuresYears)),
  };
}

/** Spills & drops: accidental and liquid damage, co-pay max(₹599, 5 %) (docs/product/catalogue.md#categories-and-plan-types, docs/product/service-requests.md#co-pay). */
export function spillsAndDropsPlan(c: DeviceCategory): SeedPlan {
  return {
    plan: {
      sku: skuOf('SD', c.slug),
      planType: 'spills-and-drops',
      categorySlug: c.slug,
      name: `Spills & Drops Protection - ${c.name}`,
      displayTitle: `${c.name} Damage Protection`,
      summary: `Dropped it or spilled tea on it? Accidental and liquid damage to your ${c.name.toLowerCase()} repaired for a small co-pay, with no questions asked about how it happened.`,
      covers: [
        'Accidental physical damage: drops, falls, cracked body or display',
        'Liquid damage from spills or accidental submersion',
        'Repairs up to the device invoice price during the plan year',
        'Genuine spare parts and free pick & drop',
        'No questions asked about how, where or when the damage happened',
      ],
      exclusions: [
        'Theft or loss of the device',
        'Cosmetic damage that does not affect how the device works',
        'Intentional damage or damage from unauthorised repair',
        'Manufacturing defects (covered by the brand warranty)',
        'Accessories and consumables: chargers, cables, cases, batteries',
      ],
      highlights: [
        'Co-pay of ₹599 or 5% of the device price, whichever is higher, per request',
        'Must be bought the same day as the device',
        'Cover runs 12 months from the device invoice date',
        'Repaired within 7–10 working days or replaced free of cost',
      ],
      purchaseWindowDays: PURCHASE_WINDOW_DAYS.sameDay,
      sortOrder: PLAN_SORT['spills-and-drops'],
    },
    prices: priceGrid(spillsGrid(c.slug)),
  };
}

/** Screen protection for phones: cracked or liquid-failed front screen (docs/product/catalogue.md#categories-and-plan-types). */
export function screenProtectionPlan(c: DeviceCategory): SeedPlan {
  return {
    plan: {
      sku: skuOf('SP', c.slug),
      planType: 'screen-protection',
      categorySlug: c.slug,
      name: `Screen Protection - ${c.name}`,
      displayTitle: `${c.name} Screen Protection`,
      summary:
        'A cracked or shattered screen replaced cashless with a genuine display, including screens that stop working after liquid seeps in.',
      covers: [
        'Cracked, shattered or damaged front screen or touch panel',
        'Screen failure caused by liquid seeping in',
        'Genuine display replacement with labour and taxes included',
        'Free pick & drop',
      ],
      exclusions: [
        'Damage to any other part: back glass, camera lens, frame, buttons',
        'Theft or loss',
        'Minor scratches that do not affect the display or touch',
        'Damage from unauthorised repair or tampering',
      ],
      highlights: [
        'Cashless: ₹0 to pay at claim',
        '1 screen replacement during the plan year',
        'Must be bought the same day as the phone',
        'Repaired within 7–10 working days or replaced free of cost',
      ],
      purchaseWindowDays: PURCHASE_WINDOW_DAYS.sameDay,
      sortOrder: PLAN_SORT['screen-protection'],
    },
    prices: priceGrid(screenGrid(c.slug)),
  };
}
