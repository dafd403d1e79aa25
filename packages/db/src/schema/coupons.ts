import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Coupon engine (issue 3): percent (basis points, optionally capped) or flat (paise); minimum
 * cart value; validity window; limits by plan type, category, city and channel (null = any);
 * total and per-customer redemption limits. `code` is stored normalised (domain
 * `normaliseCouponCode`), so case, space and full-width variants share one row and one limit.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    description: text('description').notNull(),
    kind: text('kind').notNull(),
    percentBp: integer('percent_bp'),
    flatPaise: bigint('flat_paise', { mode: 'number' }),
    maxDiscountPaise: bigint('max_discount_paise', { mode: 'number' }),
    minCartPaise: bigint('min_cart_paise', { mode: 'number' }).notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    planTypes: text('plan_types').array(),
    categories: text('categories').array(),
    cities: text('cities').array(),
    channels: text('channels').array(),
    maxRedemptions: integer('max_redemptions'),
    redeemedCount: integer('redeemed_count').notNull().default(0),
    perCustomerLimit: integer('per_customer_limit'),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [
    check('coupons_kind_ck', sql`${t.kind} in ('percent', 'flat')`),
    check(
      'coupons_value_ck',
      sql`(${t.kind} = 'percent' and ${t.percentBp} between 1 and 10000) or (${t.kind} = 'flat' and ${t.flatPaise} > 0)`,
    ),
    check(
      'coupons_redeemed_ck',
      sql`${t.maxRedemptions} is null or ${t.redeemedCount} <= ${t.maxRedemptions}`,
    ),
  ],
);

/** One row per coupon use by an order; the unique pair is the last safety net against doubles. */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id),
    orderRef: text('order_ref').notNull(),
    customerKey: text('customer_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('coupon_redemptions_order_uq').on(t.couponId, t.orderRef)],
);

/** Per-customer use counter, raised with a conditional upsert (… where used < limit). */
export const couponCustomerUses = pgTable(
  'coupon_customer_uses',
  {
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id),
    customerKey: text('customer_key').notNull(),
    used: integer('used').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.couponId, t.customerKey] })],
);

/** Failed coupon attempts, for the brute-force limits of docs/product/security-tests.md#t7-6 and the failed-coupon event (docs/product/cart.md#discount-codes). */
export const couponFailures = pgTable(
  'coupon_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    sessionHash: text('session_hash').notNull(),
    ip: text('ip').notNull(),
    code: text('code').notNull(),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('coupon_failures_session_idx').on(t.sessionHash, t.createdAt),
    index('coupon_failures_ip_idx').on(t.ip, t.createdAt),
  ],
);
