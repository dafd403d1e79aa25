import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { cartItems, carts, customers, sessions, staffUsers } from '../schema';
import type { CartLine, CartRow } from './cart';
import { ITEM_ROW_COLUMNS, joinedLines, pricedLines } from './cart-lines-raw';
import { dateOrNull, numOrNull, rawQuery, str, strOrNull, textArray } from './raw-rows';
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
 * The cart read in one round trip for an anonymous shopper, session check included
 * (performance-goals.md cart read): the session by id hash, and the cart by token only if that
 * session owns it (T6.1: another session's cart reads as absent), with its lines. `session` is null
 * when no session has this hash. The statement joins three tables only (decision 038): the lines'
 * catalogue facts come from the price-row cache, staff and customer facts from a second statement
 * when the session names one.
 *
 * Plain SQL mapped by hand, not a Drizzle select: the join repeats the session and cart columns on
 * every line's row, and Drizzle's generic row mapping (an `is()` check per value) cost ≈ 30 % of a
 * 20-line cart read in a CPU profile. Here the session and the cart are converted once, from the
 * first row, and each line only from its own columns. The text is fixed, so PGlite keeps it as a
 * named statement (decision 019) and node-postgres sends it unchanged.
 */
export async function findSessionWithCart(
  db: Db,
  idHash: string,
  token: string,
): Promise<{ session: CurrentSessionRow | null; cart: CartRow | null; lines: CartLine[] }> {
  const rows = await rawQuery(db, 'session_with_cart', SESSION_WITH_CART, [idHash, token]);
  const first = rows[0];
  if (!first) return { session: null, cart: null, lines: [] };
  const session = await sessionFromRaw(db, first);
  if (first.id === null || first.id === undefined) return { session, cart: null, lines: [] };
  const items = rows.filter((r) => r.l_id !== null && r.l_id !== undefined);
  const cart = cartFromRaw(first);
  const lines = (await pricedLines(db, items)) ?? (await joinedLines(db, cart.id));
  return { session, cart, lines };
}

/**
 * The session columns of SESSION_WITH_CART; the staff account and the customer's id are read only
 * when the session names one (a second round trip for signed-in and staff sessions; anonymous
 * shoppers, most cart reads, need none).
 */
async function sessionFromRaw(db: Db, first: Record<string, unknown>): Promise<CurrentSessionRow> {
  const staffUserId = numOrNull(first.s_staff_user_id);
  const customerId = strOrNull(first.s_customer_id);
  const people: Record<string, unknown> =
    staffUserId === null && customerId === null
      ? {}
      : ((await rawQuery(db, 'session_people', SESSION_PEOPLE, [customerId, staffUserId]))[0] ?? {});
  return {
    idHash: str(first.s_id_hash),
    publicId: str(first.s_public_id),
    customerPublicId: customerId,
    customerExpiresAt: dateOrNull(first.s_customer_expires_at),
    lastSeenAt: dateOrNull(first.s_last_seen_at),
    customerDbId: numOrNull(people.cu_id),
    verifiedPhone: strOrNull(first.s_verified_phone),
    expiresAt: dateOrNull(first.s_expires_at),
    staffExpiresAt: dateOrNull(first.s_staff_expires_at),
    staffId: numOrNull(people.st_id),
    staffActive:
      people.st_active === null || people.st_active === undefined ? null : people.st_active === true,
    username: strOrNull(people.st_username),
    displayName: strOrNull(people.st_display_name),
    permissions: textArray(people.st_permissions),
    teams: textArray(people.st_teams),
  };
}

const SESSION_WITH_CART = `select
  s.id_hash as s_id_hash, s.public_id as s_public_id, s.customer_id as s_customer_id,
  s.customer_expires_at as s_customer_expires_at, s.last_seen_at as s_last_seen_at,
  s.verified_phone as s_verified_phone, s.expires_at as s_expires_at,
  s.staff_expires_at as s_staff_expires_at, s.staff_user_id as s_staff_user_id,
  c.*,
  ${ITEM_ROW_COLUMNS}
from "sessions" s
left join "carts" c on c.token = $2 and c.owner_session_hash = s.id_hash
left join "cart_items" ci on ci.cart_id = c.id
where s.id_hash = $1
order by ci.id asc`;

const SESSION_PEOPLE = `select cu.id as cu_id,
  st.id as st_id, st.active as st_active, st.username as st_username,
  st.display_name as st_display_name, st.permissions as st_permissions, st.teams as st_teams
from (select 1) one
left join "customers" cu on cu.public_id = $1::text
left join "staff_users" st on st.id = $2::int`;
