import { boolean, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';

/** Marketing banners (GET /banner/). */
export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  placement: text('placement').notNull(),
  title: text('title').notNull(),
  subtitle: text('subtitle').notNull(),
  ctaLabel: text('cta_label').notNull(),
  ctaHref: text('cta_href').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
});

/** Why-Kavach features on the home page (home-features). */
export const homeFeatures = pgTable('home_features', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  icon: text('icon').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});
