import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  date,
  doublePrecision,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** The six served cities' keys (CITIES in the domain); a CHECK, since `cities` is seeded after migrations. */
const CITY_KEYS = sql`('mumbai', 'delhi-ncr', 'bangalore', 'pune', 'hyderabad', 'chennai')`;

/**
 * Public holidays of the service team's working calendar (decision 078): national ones
 * (`city_key` null) and a city's state holidays. The SLA clock and the appointment slots of a
 * request read the national rows plus its city's. Migration 0017 seeds 2026 and 2027; the service
 * desk adds and removes rows (`/v3/service-desk/holidays`). A removal is a soft delete: who added
 * and who removed a day stay on the row (the audit).
 */
export const holidays = pgTable(
  'holidays',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    day: date('day', { mode: 'string' }).notNull(),
    name: text('name').notNull(),
    /** Null: every city. */
    cityKey: text('city_key'),
    /** Where the date comes from (a government order, a fixed date, an estimate to confirm). */
    source: text('source').notNull(),
    /** `seed` or `staff:{username}`. */
    addedBy: text('added_by').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull(),
    removedBy: text('removed_by'),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('holidays_day_city_uq')
      .on(t.day, sql`coalesce(${t.cityKey}, '')`)
      .where(sql`${t.removedAt} is null`),
    index('holidays_city_idx').on(t.cityKey, t.day),
    check('holidays_city_ck', sql`${t.cityKey} is null or ${t.cityKey} in ${CITY_KEYS}`),
  ],
);

/**
 * Service centres (decision 078): where carry-in devices are taken and picked-up devices go. A
 * carry-in or pick & drop request is given the nearest centre of its city when it is raised.
 */
export const serviceCentres = pgTable(
  'service_centres',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    slug: text('slug').notNull().unique(),
    cityKey: text('city_key').notNull(),
    name: text('name').notNull(),
    address: text('address').notNull(),
    pincode: text('pincode').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
  },
  (t) => [
    index('service_centres_city_idx').on(t.cityKey),
    check('service_centres_city_ck', sql`${t.cityKey} in ${CITY_KEYS}`),
  ],
);
