import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
  bigint,
} from 'drizzle-orm/pg-core';

/** Plan types of the storefront, each in one docs/product/catalogue.md#categories-and-plan-types product type group. */
export const planTypes = pgTable('plan_types', {
  key: text('key').primaryKey(),
  name: text('name').notNull(),
  productTypeGroup: text('product_type_group').notNull(),
  navSection: text('nav_section').notNull(),
  cartType: text('cart_type').notNull(),
});

/** Device categories of docs/product/catalogue.md#audience-and-cities, docs/product/catalogue.md#question-popup (slug, plural slug, popup slug, group, plan types). */
export const deviceCategories = pgTable('device_categories', {
  slug: text('slug').primaryKey(),
  pluralSlug: text('plural_slug').notNull().unique(),
  questionSlug: text('question_slug').notNull().unique(),
  name: text('name').notNull(),
  pluralName: text('plural_name').notNull(),
  group: text('group').notNull(),
  planTypes: text('plan_types').array().notNull(),
  ewTenuresYears: integer('ew_tenures_years').array().notNull(),
  featured: boolean('featured').notNull().default(false),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** A sellable plan: one plan type for one category (null category for home-care bundles). */
export const plans = pgTable(
  'plans',
  {
    id: serial('id').primaryKey(),
    sku: text('sku').notNull().unique(),
    planType: text('plan_type')
      .notNull()
      .references(() => planTypes.key),
    categorySlug: text('category_slug').references(() => deviceCategories.slug),
    name: text('name').notNull(),
    displayTitle: text('display_title').notNull(),
    summary: text('summary').notNull(),
    covers: jsonb('covers').$type<string[]>().notNull(),
    exclusions: jsonb('exclusions').$type<string[]>().notNull(),
    /** Free-form facts shown on plan cards: co-pay rule, claim limits, PM visits, appliances covered… */
    highlights: jsonb('highlights').$type<string[]>().notNull(),
    /** Purchase window in days after device purchase (null = any device age). */
    purchaseWindowDays: integer('purchase_window_days'),
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [index('plans_category_idx').on(t.categorySlug), index('plans_type_idx').on(t.planType)],
);

/** Price of a plan for a tenure and a device-price band, in integer paise (docs/product/catalogue.md#plan-pricing). */
export const planPrices = pgTable(
  'plan_prices',
  {
    id: serial('id').primaryKey(),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    tenureMonths: integer('tenure_months').notNull(),
    /** Inclusive device-price band in paise; 0 / null when the plan has no band (AMC, home care). */
    minDevicePricePaise: bigint('min_device_price_paise', { mode: 'number' }).notNull().default(0),
    maxDevicePricePaise: bigint('max_device_price_paise', { mode: 'number' }),
    pricePaise: bigint('price_paise', { mode: 'number' }).notNull(),
    mrpPaise: bigint('mrp_paise', { mode: 'number' }).notNull(),
  },
  (t) => [uniqueIndex('plan_prices_band_uq').on(t.planId, t.tenureMonths, t.minDevicePricePaise)],
);

/** FAQs, scoped to a plan type, a category, a page slug, a repair service or 'general'. */
export const faqs = pgTable(
  'faqs',
  {
    id: serial('id').primaryKey(),
    scope: text('scope').notNull(),
    scopeKey: text('scope_key').notNull(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('faqs_scope_idx').on(t.scope, t.scopeKey)],
);

/** Question-popup questions per category (docs/product/catalogue.md#landing-pages): each links to a plan page, with city coverage. */
export const questions = pgTable(
  'questions',
  {
    id: serial('id').primaryKey(),
    categorySlug: text('category_slug')
      .notNull()
      .references(() => deviceCategories.slug),
    text: text('text').notNull(),
    targetPath: text('target_path').notNull(),
    /** City keys where the answer is served; null = everywhere. */
    cities: text('cities').array(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('questions_category_idx').on(t.categorySlug)],
);

/** Brands per category from packages/db/data/device-brands.json (NOTICE). */
export const brands = pgTable(
  'brands',
  {
    categorySlug: text('category_slug')
      .notNull()
      .references(() => deviceCategories.slug),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.categorySlug, t.name] })],
);

/** Phone and tablet models (development seed from packages/db/data/phone-models.csv, NOTICE). */
export const phoneModels = pgTable(
  'phone_models',
  {
    id: serial('id').primaryKey(),
    brand: text('brand').notNull(),
    model: text('model').notNull(),
    deviceType: text('device_type').notNull(),
    storageGb: integer('storage_gb'),
    launchPricePaise: bigint('launch_price_paise', { mode: 'number' }).notNull(),
    launchYear: integer('launch_year').notNull(),
  },
  (t) => [uniqueIndex('phone_models_uq').on(t.brand, t.model)],
);
