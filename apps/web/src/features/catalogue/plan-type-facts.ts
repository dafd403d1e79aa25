import type { PlanTypeKey } from '@kavach/domain';

/** One-line facts per plan type for comparison and coverage pages (docs/product/catalogue.md#categories-and-plan-types). */
export const PLAN_TYPE_FACTS: Readonly<
  Record<PlanTypeKey, { when: string; claimCost: string; blurb: string }>
> = {
  'extended-warranty': {
    blurb: 'Continues the brand warranty: malfunctions and manufacturing defects, repaired cashless.',
    when: 'Within 9 months of buying the device',
    claimCost: '₹0 per repair',
  },
  'spills-and-drops': {
    blurb: 'Accidental physical and liquid damage: drops, cracks and spills.',
    when: 'The same day as the device purchase',
    claimCost: 'Co-pay of ₹599 or 5% of the device price, whichever is higher',
  },
  'screen-protection': {
    blurb: 'A cracked, shattered or liquid-damaged front screen, repaired cashless.',
    when: 'The same day as the device purchase',
    claimCost: 'Cashless screen repair',
  },
  amc: {
    blurb: 'Yearly maintenance: service visits free, spare parts charged.',
    when: 'Any time, for a device of any age',
    claimCost: 'Visits free; parts at actuals',
  },
  'comprehensive-amc': {
    blurb: 'Yearly maintenance with service visits and spare parts both included.',
    when: 'Any time, for a device of any age',
    claimCost: 'Visits and parts free (consumables may be charged)',
  },
  'insta-repair': {
    blurb: 'One-off doorstep diagnosis and repair.',
    when: 'Whenever you need a repair',
    claimCost: 'Pay per visit; parts at actuals',
  },
  'total-care': {
    blurb: 'Breakdowns and accidental damage in one plan; on phones, theft and loss too.',
    when: 'With the device',
    claimCost: 'Breakdowns free; damage repairs with a co-pay; theft with an excess',
  },
  homecare: {
    blurb: 'Several appliances at one address under one plan: repairs, services and discounts on spares.',
    when: 'Any time, for appliances of any age or brand',
    claimCost: 'Labour free; spares at a discount',
  },
};
