import { index, integer, pgTable, real, text } from 'drizzle-orm/pg-core';

/** The six served cities (docs/product/catalogue.md#audience-and-cities Cities). */
export const cities = pgTable('cities', {
  key: text('key').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  coverageName: text('coverage_name').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** District and area names (uppercase) → serviceable city (docs/product/catalogue.md#audience-and-cities Cities lookup). */
export const cityDistricts = pgTable('city_districts', {
  name: text('name').primaryKey(),
  cityKey: text('city_key')
    .notNull()
    .references(() => cities.key),
  /** When set, the district only maps to the city inside this (uppercase) state. */
  requiredState: text('required_state'),
});

/** PIN-code directory from packages/db/data/india-pincodes.csv.gz: one row per PIN (majority district). */
export const pincodes = pgTable(
  'pincodes',
  {
    pincode: text('pincode').primaryKey(),
    district: text('district').notNull(),
    state: text('state').notNull(),
    /** Head or first delivery office name, for display. */
    officeName: text('office_name').notNull(),
    cityKey: text('city_key').references(() => cities.key),
    lat: real('lat'),
    lng: real('lng'),
  },
  (t) => [index('pincodes_city_idx').on(t.cityKey)],
);

/** Repair services with the city coverage of docs/product/catalogue.md#repair-pages-and-city-coverage. */
export const repairServices = pgTable('repair_services', {
  slug: text('slug').primaryKey(),
  name: text('name').notNull(),
  categorySlug: text('category_slug').notNull(),
  cities: text('cities').array().notNull(),
  summary: text('summary').notNull(),
});

/** Priced jobs offered by a repair service (service cards on repair pages). */
export const repairServiceItems = pgTable(
  'repair_service_items',
  {
    id: integer('id').generatedAlwaysAsIdentity().primaryKey(),
    serviceSlug: text('service_slug')
      .notNull()
      .references(() => repairServices.slug, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull(),
    pricePaise: integer('price_paise').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    warrantyDays: integer('warranty_days').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('repair_items_service_idx').on(t.serviceSlug)],
);
