import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import {
  cartItems,
  carts,
  customers,
  deviceCategories,
  planPrices,
  planTypes,
  plans,
  sessions,
  staffUsers,
} from '../schema';
import { lineFields, type CartLine, type CartRow } from './cart';
import { prepared } from './prepared';
import type { DbOrTx } from './tx';

// The two hottest cart calls of performance-goals.md, each in one round trip to the database.

/** A `carts` row as raw SQL returns it (snake_case; int8 may arrive as a string). */
function cartFromRaw(r: Record<string, unknown>): CartRow {
  const date = (v: unknown) => (v instanceof Date ? v : new Date(String(v)));
  const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  return {
    id: Number(r.id),
    token: String(r.token),
    ownerSessionHash: String(r.owner_session_hash),
    type: (r.type as string | null) ?? null,
    channel: String(r.channel),
    agentId: num(r.agent_id),
    tabId: (r.tab_id as string | null) ?? null,
    city: (r.city as string | null) ?? null,
    pincode: (r.pincode as string | null) ?? null,
    version: Number(r.version),
    couponId: num(r.coupon_id),
    name: (r.name as string | null) ?? null,
    email: (r.email as string | null) ?? null,
    phone: (r.phone as string | null) ?? null,
    address: (typeof r.address === 'string' ? JSON.parse(r.address) : r.address) as CartRow['address'],
    status: String(r.status),
    createdAt: date(r.created_at),
    updatedAt: date(r.updated_at),
  };
}

/**
 * A line's new quantity in ONE statement (the hot cart write, performance-goals.md): the session's
 * open cart is locked (FOR UPDATE, T10.2 — concurrent writers still queue on it), the line changes
 * only if it is in that cart, and the cart's version rises. Returns the cart, `no_cart` when the
 * session has no open cart, `no_line` when the line is not in it (nothing changed either way).
 * One round trip instead of six (begin, lock, find, update line, update cart, commit).
 */
export async function setLineQuantity(
  db: DbOrTx,
  input: { sessionHash: string; lineId: number; quantity: number; now: Date },
): Promise<CartRow | 'no_cart' | 'no_line'> {
  const result = await db.execute(sql`
    with c as (
      select id from ${carts}
      where owner_session_hash = ${input.sessionHash} and status = 'open'
      order by id desc limit 1
      for update
    ), l as (
      update ${cartItems} set quantity = ${input.quantity}
      where id = ${input.lineId} and cart_id = (select id from c)
      returning cart_id
    ), u as (
      update ${carts} set version = version + 1, updated_at = ${input.now}
      where id = (select cart_id from l)
      returning *
    )
    select (select count(*) from c)::int as carts, u.* from (select 1) one left join u on true`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<
    string,
    unknown
  >[];
  const row = rows[0];
  if (!row || Number(row.carts) === 0) return 'no_cart';
  if (row.id === null || row.id === undefined) return 'no_line';
  return cartFromRaw(row);
}

/** The session fields every request's session check reads (apps/api lib/current-session.ts). */
export const currentSessionFields = {
  idHash: sessions.idHash,
  publicId: sessions.publicId,
  customerPublicId: sessions.customerId,
  customerExpiresAt: sessions.customerExpiresAt,
  lastSeenAt: sessions.lastSeenAt,
  customerDbId: customers.id,
  verifiedPhone: sessions.verifiedPhone,
  expiresAt: sessions.expiresAt,
  staffExpiresAt: sessions.staffExpiresAt,
  staffId: staffUsers.id,
  staffActive: staffUsers.active,
  username: staffUsers.username,
  displayName: staffUsers.displayName,
  permissions: staffUsers.permissions,
  teams: staffUsers.teams,
};
export type CurrentSessionRow = {
  [K in keyof typeof currentSessionFields]: (typeof currentSessionFields)[K]['_']['data'] | null;
};

/**
 * The cart read in ONE round trip, session check included (performance-goals.md cart read): the
 * session by id hash, and the cart by token only if that session owns it (T6.1: another session's
 * cart reads as absent), with its priced lines. `session` is null when no session has this hash.
 */
export async function findSessionWithCart(
  db: Db,
  idHash: string,
  token: string,
): Promise<{ session: CurrentSessionRow | null; cart: CartRow | null; lines: CartLine[] }> {
  const rows = await prepared(db, 'session_with_cart', () =>
    db
      .select({ session: currentSessionFields, cart: carts, line: lineFields })
      .from(sessions)
      .leftJoin(staffUsers, eq(staffUsers.id, sessions.staffUserId))
      .leftJoin(customers, eq(customers.publicId, sessions.customerId))
      .leftJoin(
        carts,
        and(eq(carts.token, sql.placeholder('token')), eq(carts.ownerSessionHash, sessions.idHash)),
      )
      .leftJoin(cartItems, eq(cartItems.cartId, carts.id))
      .leftJoin(planPrices, eq(planPrices.id, cartItems.planPriceId))
      .leftJoin(plans, eq(plans.id, cartItems.planId))
      .leftJoin(planTypes, eq(planTypes.key, plans.planType))
      .leftJoin(deviceCategories, eq(deviceCategories.slug, plans.categorySlug))
      .where(eq(sessions.idHash, sql.placeholder('idHash')))
      .orderBy(asc(cartItems.id))
      .prepare('session_with_cart'),
  ).execute({ idHash, token });
  const first = rows[0];
  if (!first) return { session: null, cart: null, lines: [] };
  const lines = rows.flatMap((r) => (r.line && r.line.id !== null ? [r.line as CartLine] : []));
  return { session: first.session as CurrentSessionRow, cart: first.cart, lines };
}
