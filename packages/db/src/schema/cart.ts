import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { planPrices, plans } from './catalogue';
import { coupons } from './coupons';

/** Device details of a cart item (docs/product/activation.md#device-details Device detail keys). */
export type CartDeviceDetail = {
  category?: string;
  category_type?: string;
  brand?: string;
  serial?: string;
  device_name?: string;
  device_price?: number;
  model?: string;
  device_id?: string;
};

/** A chosen service slot for AMC / insta-repair items (docs/product/cart.md#visit-slots slot rules). */
export type CartSlot = { date: string; time: string };

/** Personal details and address entered at checkout (docs/product/accounts.md#addresses Cart). */
export type CartAddress = {
  address: string;
  address2?: string | null;
  landmark?: string | null;
  city: string;
  state: string;
  pincode: string;
};

/**
 * Carts (docs/product/cart.md#what-a-cart-holds Cart). `token` is the public cart token (`token_id`, cookie `website_cartToken`):
 * 256 random bits, never derived from the numeric id. A cart belongs to the session that created
 * it; every read and write checks `ownerSessionHash`. `version` grows on every change: it is the
 * optimistic-concurrency check and, with the id, the idempotency key of a gateway order.
 * Prices are never stored here: totals are recomputed from the catalogue on every read.
 */
export const carts = pgTable(
  'carts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    token: text('token').notNull().unique(),
    ownerSessionHash: text('owner_session_hash').notNull(),
    type: text('type'),
    channel: text('channel').notNull().default('website'),
    /** The staff user who built this cart for a customer (channel website-tele), else null. */
    agentId: integer('agent_id'),
    tabId: text('tab_id'),
    city: text('city'),
    pincode: text('pincode'),
    version: integer('version').notNull().default(1),
    couponId: integer('coupon_id').references(() => coupons.id),
    name: text('name'),
    email: text('email'),
    phone: text('phone'),
    address: jsonb('address').$type<CartAddress>(),
    status: text('status').notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('carts_owner_idx').on(t.ownerSessionHash, t.status),
    check('carts_status_ck', sql`${t.status} in ('open', 'ordered')`),
  ],
);

/**
 * Cart lines (docs/product/cart.md#what-a-cart-holds Cart item): one plan price (plan × tenure × device-price band) with a
 * quantity. The same price row added again raises the quantity of its line.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    cartId: bigint('cart_id', { mode: 'number' })
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id),
    planPriceId: integer('plan_price_id')
      .notNull()
      .references(() => planPrices.id),
    quantity: integer('quantity').notNull(),
    /** A line bought as part of another line (home-care counting skips these, docs/product/cart.md#what-a-cart-holds). */
    parentItemId: bigint('parent_item_id', { mode: 'number' }),
    deviceDetail: jsonb('device_detail').$type<CartDeviceDetail>().notNull().default({}),
    slot: jsonb('slot').$type<CartSlot>(),
    isRenewal: boolean('is_renewal').notNull().default(false),
    /** The customer's plan this line renews (decision 091); its line is its own, of quantity 1. */
    renewsPlanId: bigint('renews_plan_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('cart_items_line_uq').on(
      t.cartId,
      t.planPriceId,
      sql`coalesce(${t.parentItemId}, 0)`,
      sql`coalesce(${t.renewsPlanId}, 0)`,
    ),
    check('cart_items_renewal_ck', sql`${t.renewsPlanId} is null or (${t.quantity} = 1 and ${t.isRenewal})`),
    check('cart_items_quantity_ck', sql`${t.quantity} between 1 and 10`),
  ],
);
