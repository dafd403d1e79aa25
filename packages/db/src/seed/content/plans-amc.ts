import type { DeviceCategory } from '@kavach/domain';
import { flatPrice } from './pricing';
import { PLAN_SORT, skuOf, type SeedPlan } from './plan-row';

interface AmcSpec {
  /** ₹ per appliance per year. */
  price: number;
  /** Preventive maintenance included in both AMC kinds. */
  preventive: string;
  /** Comprehensive AMC: price and the parts it adds. */
  comprehensive?: { price: number; parts: string; consumables: string };
}

/** AMC values: AC ₹1,499 (2 PM visits), RO ₹2,499 / ₹4,499 comprehensive (docs/product/catalogue.md#plan-pricing). */
const AMC: Readonly<Record<string, AmcSpec>> = {
  'air-conditioner': {
    price: 1499,
    preventive: '2 jet (wet) services a year, before summer and after the monsoon',
    comprehensive: {
      price: 3999,
      parts: 'Spare parts included: PCB, fan motors, capacitors, sensors and the compressor',
      consumables: 'Gas top-up or refill, copper piping and stabiliser are charged',
    },
  },
  'water-purifier': {
    price: 2499,
    preventive: '3 preventive services a year: tank cleaning, TDS check, pre-filter wash',
    comprehensive: {
      price: 4499,
      parts: 'All filters and the RO membrane replaced within the contract, plus pump and SMPS',
      consumables: 'Cabinet, taps and faucet body are charged if broken',
    },
  },
  television: { price: 1999, preventive: '1 preventive check-up a year: panel, ports and remote pairing' },
  'washing-machine': { price: 1799, preventive: '2 drum-clean and check-up visits a year' },
  refrigerator: {
    price: 1999,
    preventive: '2 check-ups a year: cooling, door gasket, drain and thermostat',
  },
  microwave: { price: 999, preventive: '1 check-up a year: magnetron output, door seal and turntable' },
  geyser: { price: 999, preventive: '1 descaling service a year with element and thermostat check' },
  desktop: {
    price: 2499,
    preventive: '2 preventive check-ups a year: dust cleaning, thermal paste, OS health',
  },
  'printer-scanner': {
    price: 1999,
    preventive: '2 preventive services a year: head cleaning and roller check',
  },
  'room-cooler': { price: 799, preventive: '1 pre-summer service: cooling pads, pump and motor check' },
  dishwasher: { price: 2299, preventive: '2 visits a year: filter, spray-arm and descaling service' },
};

function specOf(c: DeviceCategory): AmcSpec {
  const spec = AMC[c.slug];
  if (!spec) throw new Error(`No AMC values for ${c.slug}`);
  return spec;
}

const shortName = (c: DeviceCategory) => (c.slug === 'air-conditioner' ? 'AC' : c.name);

/** AMC: service visits free, parts charged (docs/product/catalogue.md#categories-and-plan-types, AMC-DEF). */
export function amcPlan(c: DeviceCategory): SeedPlan {
  const spec = specOf(c);
  return {
    plan: {
      sku: skuOf('AMC', c.slug),
      planType: 'amc',
      categorySlug: c.slug,
      name: `Annual Maintenance Contract - ${c.name}`,
      displayTitle: `${shortName(c)} Annual Maintenance Contract`,
      summary: `Scheduled upkeep and unlimited breakdown visits for your ${c.name.toLowerCase()}, of any brand or age, with labour always free.`,
      covers: [
        spec.preventive,
        'Unlimited breakdown visits during the year',
        'Labour free on every repair',
        '15% off spare parts, quoted before any work starts',
      ],
      exclusions: [
        'Spare parts (charged at actual cost, brand parts at MRP)',
        'Consumables, gas charging and filters',
        'Transport of the appliance to a workshop',
        'Physical or liquid damage and damage from power surges',
      ],
      highlights: [
        'Any brand, any age: purchase date and brand warranty asked at activation',
        '12-month plan per appliance, renewable every year',
        'Same-day visit when booked before noon',
        '90 day post-service warranty on every repair',
      ],
      purchaseWindowDays: null,
      sortOrder: PLAN_SORT.amc,
    },
    prices: [flatPrice(spec.price, 12)],
  };
}

/** Comprehensive AMC: service and parts free, consumables may be charged (AMC-DEF). */
export function comprehensiveAmcPlan(c: DeviceCategory): SeedPlan {
  const spec = specOf(c);
  const camc = spec.comprehensive;
  if (!camc) throw new Error(`No comprehensive AMC values for ${c.slug}`);
  return {
    plan: {
      sku: skuOf('CAMC', c.slug),
      planType: 'comprehensive-amc',
      categorySlug: c.slug,
      name: `Comprehensive AMC - ${c.name}`,
      displayTitle: `${shortName(c)} Comprehensive AMC`,
      summary: `Service visits and spare parts both included: one yearly price for keeping your ${c.name.toLowerCase()} running.`,
      covers: [
        spec.preventive,
        'Unlimited breakdown visits during the year',
        'Labour free on every repair',
        camc.parts,
      ],
      exclusions: [
        camc.consumables,
        'Physical or liquid damage and damage from power surges',
        'Relocation, uninstallation and reinstallation',
      ],
      highlights: [
        'Service and parts both free',
        'Any brand, any age',
        'Same-day visit when booked before noon',
        '90 day post-service warranty on every repair',
      ],
      purchaseWindowDays: null,
      sortOrder: PLAN_SORT['comprehensive-amc'],
    },
    prices: [flatPrice(camc.price, 12)],
  };
}
