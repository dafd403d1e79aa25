import { REPAIR_SERVICES } from '@kavach/domain';
import type { repairServiceItems, repairServices } from '../../schema';

export type RepairServiceRow = typeof repairServices.$inferInsert;
export type RepairItemRow = Omit<typeof repairServiceItems.$inferInsert, 'id'>;

/** Post-service warranty on every job (docs/product/catalogue.md#page-layout promo copy). */
const WARRANTY_DAYS = 90;

/** [name, description, price ₹, duration minutes] per service (docs/product/catalogue.md#repair-pages-and-city-coverage). */
type Item = readonly [name: string, description: string, price: number, minutes: number];

const DIAGNOSIS = (what: string): Item => [
  'Diagnosis visit',
  `Engineer inspects your ${what} at home and quotes before any work; adjusted in the bill if you go ahead.`,
  299,
  30,
];

const CONTENT: Readonly<Record<string, { summary: string; items: readonly Item[] }>> = {
  'ac-service-repair': {
    summary:
      'Split and window AC jet service, gas refill, repair and installation at home by trained engineers, for all brands.',
    items: [
      [
        'Jet service (split AC)',
        'Foam and high-pressure jet cleaning of coil, filters and drain tray; outdoor unit wash.',
        599,
        60,
      ],
      ['Jet service (window AC)', 'Full wet service of coil, filter and condenser.', 499, 45],
      ['Gas refill', 'Leak test and complete gas charge (R22, R32 or R410A) up to 2 ton.', 2499, 90],
      [
        'Split AC installation',
        'Indoor and outdoor unit mounting, up to 3 m copper pipe fitting and vacuuming.',
        1499,
        120,
      ],
      ['Window AC installation', 'Installation in an existing window frame with sealing.', 799, 60],
      DIAGNOSIS('AC'),
    ],
  },
  'ro-water-purifier-service-repair': {
    summary:
      'RO, UV and UF water purifier service, filter replacement and repair at home for Kent, Aquaguard, Pureit, Livpure and more.',
    items: [
      ['General service', 'Tank cleaning, pre-filter wash, TDS and leak check.', 449, 45],
      [
        'Filter kit replacement',
        'Sediment, pre-carbon and post-carbon filters replaced; parts included.',
        1499,
        45,
      ],
      ['RO membrane replacement', '75 GPD membrane replaced and TDS reset; part included.', 2299, 45],
      ['Installation', 'Wall mounting, inlet tap connection and first flush.', 399, 45],
      DIAGNOSIS('water purifier'),
    ],
  },
  'geyser-repair-service': {
    summary:
      'Storage and instant geyser repair, descaling and installation at home, with heating element and thermostat replacement.',
    items: [
      ['Descaling service', 'Tank flushing and element descaling for faster heating.', 699, 60],
      [
        'Heating element replacement',
        'Labour for replacing a failed element; part billed at actual cost.',
        499,
        60,
      ],
      ['Geyser installation', 'Wall mounting with inlet and outlet connections (pipes extra).', 499, 60],
      DIAGNOSIS('geyser'),
    ],
  },
  'refrigerator-repair-service': {
    summary:
      'Single door, double door and side-by-side refrigerator repair at home: cooling, gas charging, thermostat and compressor.',
    items: [
      ['Gas charging', 'Leak test and refrigerant recharge for single and double door models.', 2199, 120],
      [
        'Thermostat replacement',
        'Labour for replacing a faulty thermostat; part billed at actual cost.',
        449,
        45,
      ],
      ['Door gasket replacement', 'Labour for fitting a new door seal; part billed at actual cost.', 399, 45],
      DIAGNOSIS('refrigerator'),
    ],
  },
  'washing-machine-repair-service': {
    summary:
      'Top-load, front-load and semi-automatic washing machine repair at home: drum, motor, drain pump and panel board.',
    items: [
      ['Drum cleaning service', 'Descaling and tub cleaning to remove odour and residue.', 599, 60],
      [
        'Drain pump replacement',
        'Labour for replacing a blocked or failed drain pump; part billed at actual cost.',
        499,
        60,
      ],
      ['Motor or panel board repair', 'Labour for motor or PCB repair; parts quoted before work.', 699, 90],
      DIAGNOSIS('washing machine'),
    ],
  },
  'microwave-repair-service': {
    summary:
      'Solo, grill and convection microwave repair at home: heating, turntable, door switch and control panel.',
    items: [
      ['Magnetron replacement', 'Labour for replacing the magnetron; part billed at actual cost.', 599, 60],
      ['Door switch or fuse repair', 'Replace door interlock switches or the HV fuse.', 399, 45],
      [
        'Turntable motor replacement',
        'Labour for a new turntable motor; part billed at actual cost.',
        349,
        30,
      ],
      DIAGNOSIS('microwave'),
    ],
  },
  'printer-repair-service': {
    summary:
      'Inkjet, ink tank and laser printer repair at home or office: paper jams, head cleaning, rollers and connectivity.',
    items: [
      [
        'Print head cleaning',
        'Deep head cleaning and nozzle alignment for ink and ink tank printers.',
        499,
        45,
      ],
      [
        'Roller and paper-jam repair',
        'Pick-up roller cleaning or replacement; part billed at actual cost.',
        449,
        45,
      ],
      [
        'Wi-Fi and driver setup',
        'Printer network setup and drivers for up to 3 computers or phones.',
        349,
        30,
      ],
      DIAGNOSIS('printer'),
    ],
  },
};

export function seedRepairServices(): { services: RepairServiceRow[]; items: RepairItemRow[] } {
  const services = REPAIR_SERVICES.map((s) => {
    const content = CONTENT[s.slug];
    if (!content) throw new Error(`No repair content for ${s.slug}`);
    return {
      slug: s.slug,
      name: s.name,
      categorySlug: s.categorySlug,
      cities: [...s.cities],
      summary: content.summary,
    };
  });
  const items = REPAIR_SERVICES.flatMap((s) =>
    (CONTENT[s.slug]?.items ?? []).map(([name, description, price, minutes], i) => ({
      serviceSlug: s.slug,
      name,
      description,
      pricePaise: price * 100,
      durationMinutes: minutes,
      warrantyDays: WARRANTY_DAYS,
      sortOrder: i + 1,
    })),
  );
  return { services, items };
}
