import type { CityKey } from './cities';

export interface RepairService {
  /** URL slug of the generic page; city pages append `-{city.slug}`. */
  slug: string;
  name: string;
  /** Device category (singular slug) the service repairs. */
  categorySlug: string;
  /** Cities where the service is offered (docs/product/catalogue.md#repair-pages-and-city-coverage "Cities served per repair service"). */
  cities: readonly CityKey[];
}

export const REPAIR_SERVICES: readonly RepairService[] = [
  {
    slug: 'ac-service-repair',
    name: 'AC Service & Repair',
    categorySlug: 'air-conditioner',
    cities: ['chennai', 'hyderabad', 'mumbai', 'delhi-ncr', 'pune'],
  },
  {
    slug: 'printer-repair-service',
    name: 'Printer Repair Service',
    categorySlug: 'printer-scanner',
    cities: ['mumbai', 'delhi-ncr'],
  },
  {
    slug: 'geyser-repair-service',
    name: 'Geyser Repair Service',
    categorySlug: 'geyser',
    cities: ['hyderabad', 'mumbai', 'delhi-ncr', 'pune'],
  },
  {
    slug: 'microwave-repair-service',
    name: 'Microwave Repair Service',
    categorySlug: 'microwave',
    cities: ['mumbai', 'delhi-ncr'],
  },
  {
    slug: 'refrigerator-repair-service',
    name: 'Refrigerator Repair Service',
    categorySlug: 'refrigerator',
    cities: ['mumbai', 'delhi-ncr'],
  },
  {
    slug: 'washing-machine-repair-service',
    name: 'Washing Machine Repair Service',
    categorySlug: 'washing-machine',
    cities: ['mumbai', 'delhi-ncr'],
  },
  {
    slug: 'ro-water-purifier-service-repair',
    name: 'RO Water Purifier Service & Repair',
    categorySlug: 'water-purifier',
    cities: ['bangalore', 'chennai', 'hyderabad', 'mumbai', 'delhi-ncr', 'pune'],
  },
];
