import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { cartItems, carts, customers, sessions, staffUsers } from '../schema';
import type { CartLine, CartRow } from './cart';
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
  const session: CurrentSessionRow = {
    idHash: str(first.s_id_hash),
    publicId: str(first.s_public_id),
    customerPublicId: strOrNull(first.s_customer_id),
    customerExpiresAt: dateOrNull(first.s_customer_expires_at),
    lastSeenAt: dateOrNull(first.s_last_seen_at),
    customerDbId: numOrNull(first.cu_id),
    verifiedPhone: strOrNull(first.s_verified_phone),
    expiresAt: dateOrNull(first.s_expires_at),
    staffExpiresAt: dateOrNull(first.s_staff_expires_at),
    staffId: numOrNull(first.st_id),
    staffActive: first.st_active === null || first.st_active === undefined ? null : first.st_active === true,
    username: strOrNull(first.st_username),
    displayName: strOrNull(first.st_display_name),
    permissions: textArray(first.st_permissions),
    teams: textArray(first.st_teams),
  };
  if (first.id === null || first.id === undefined) return { session, cart: null, lines: [] };
  const lines: CartLine[] = [];
  for (const r of rows) if (r.l_id !== null && r.l_id !== undefined) lines.push(lineFromRaw(r));
  return { session, cart: cartFromRaw(first), lines };
}

/**
 * A cart's priced lines, mapped by hand like the cart read (used outside transactions). On PGlite
 * in two reads: the cart's own rows, and the catalogue rows of their prices, which the result cache
 * keeps across cart writes (decision 035) — the five-table join in WebAssembly was the largest
 * part of a write to a 20-line cart. PostgreSQL keeps the single join (one round trip).
 */
export async function cartLinesRaw(db: Db, cartId: number): Promise<CartLine[]> {
  const joined = async () => (await rawQuery(db, 'cart_lines', CART_LINES, [cartId])).map(lineFromRaw);
  if (!onPglite(db)) return joined();
  const items = await rawQuery(db, 'cart_items_of', CART_ITEMS, [cartId]);
  if (items.length === 0) return [];
  const priceIds = [...new Set(items.map((r) => Number(r.l_plan_price_id)))].sort((a, b) => a - b);
  const catalogue = new Map<number, Record<string, unknown>>();
  for (const r of await rawQuery(db, 'price_catalogue', PRICE_CATALOGUE, [priceIds]))
    catalogue.set(Number(r.l_plan_price_id), r);
  const lines: CartLine[] = [];
  for (const item of items) {
    const c = catalogue.get(Number(item.l_plan_price_id));
    // A price row always belongs to the line's plan; if that ever fails, the join decides.
    if (!c || Number(c.l_plan_id) !== Number(item.l_plan_id)) return joined();
    lines.push(lineFromRaw({ ...c, ...item }));
  }
  return lines;
}

/** One line from the `l_`-prefixed columns of SESSION_WITH_CART or CART_LINES. */
function lineFromRaw(r: Record<string, unknown>): CartLine {
  return {
    id: Number(r.l_id),
    quantity: Number(r.l_quantity),
    parentItemId: numOrNull(r.l_parent_item_id),
    deviceDetail: json(r.l_device_detail) as CartLine['deviceDetail'],
    slot: (json(r.l_slot) ?? null) as CartLine['slot'],
    isRenewal: r.l_is_renewal === true,
    planId: Number(r.l_plan_id),
    sku: str(r.l_sku),
    planType: str(r.l_plan_type),
    name: str(r.l_name),
    displayTitle: strOrNull(r.l_display_title) as CartLine['displayTitle'],
    categorySlug: strOrNull(r.l_category_slug) as CartLine['categorySlug'],
    categoryName: strOrNull(r.l_category_name),
    categoryGroup: strOrNull(r.l_category_group),
    productTypeGroup: str(r.l_product_type_group),
    cartType: str(r.l_cart_type),
    planPriceId: Number(r.l_plan_price_id),
    tenureMonths: Number(r.l_tenure_months),
    pricePaise: Number(r.l_price_paise),
    mrpPaise: numOrNull(r.l_mrp_paise) as CartLine['mrpPaise'],
  };
}

/**
 * A fixed statement on the root handle's client, rows as the driver parses them. node-postgres: a
 * named statement, parsed and planned once per connection; PGlite's client (decision 019) names
 * statements by their text itself and may answer from its result cache (decisions 021, 035).
 */
async function rawQuery(db: Db, name: string, text: string, values: unknown[]) {
  const client = clientOf(db);
  const { rows } = onPglite(db)
    ? await client.query(text, values)
    : await client.query({ name, text, values });
  return rows;
}

const clientOf = (db: Db) => (db as unknown as { $client: RawClient }).$client;
/** PGlite's client is our caching wrapper (it has result-cache stats); node-postgres' is a pool. */
const onPglite = (db: Db) => 'resultStats' in clientOf(db);

type Rows = Promise<{ rows: Record<string, unknown>[] }>;
type RawClient = {
  query(text: string, params: unknown[]): Rows;
  query(config: { name: string; text: string; values: unknown[] }): Rows;
};

/** A line's own columns (`cart_items` ci). */
const ITEM_COLUMNS = `ci.id as l_id, ci.quantity as l_quantity, ci.parent_item_id as l_parent_item_id,
  ci.device_detail as l_device_detail, ci.slot as l_slot, ci.is_renewal as l_is_renewal`;
/** A line's catalogue columns (`plans` p, `plan_types` pt, `device_categories` dc, `plan_prices` pp). */
const CATALOGUE_COLUMNS = `p.id as l_plan_id, p.sku as l_sku, p.plan_type as l_plan_type, p.name as l_name,
  p.display_title as l_display_title, p.category_slug as l_category_slug,
  dc.name as l_category_name, dc."group" as l_category_group,
  pt.product_type_group as l_product_type_group, pt.cart_type as l_cart_type,
  pp.id as l_plan_price_id, pp.tenure_months as l_tenure_months,
  pp.price_paise as l_price_paise, pp.mrp_paise as l_mrp_paise`;
const LINE_COLUMNS = `${ITEM_COLUMNS},
  ${CATALOGUE_COLUMNS}`;

const CART_LINES = `select ${LINE_COLUMNS}
from "cart_items" ci
join "plan_prices" pp on pp.id = ci.plan_price_id
join "plans" p on p.id = ci.plan_id
join "plan_types" pt on pt.key = p.plan_type
left join "device_categories" dc on dc.slug = p.category_slug
where ci.cart_id = $1
order by ci.id asc`;

const CART_ITEMS = `select ${ITEM_COLUMNS}, ci.plan_id as l_plan_id, ci.plan_price_id as l_plan_price_id
from "cart_items" ci
where ci.cart_id = $1
order by ci.id asc`;

const PRICE_CATALOGUE = `select ${CATALOGUE_COLUMNS}
from "plan_prices" pp
join "plans" p on p.id = pp.plan_id
join "plan_types" pt on pt.key = p.plan_type
left join "device_categories" dc on dc.slug = p.category_slug
where pp.id = any($1::int[])`;

const SESSION_WITH_CART = `select
  s.id_hash as s_id_hash, s.public_id as s_public_id, s.customer_id as s_customer_id,
  s.customer_expires_at as s_customer_expires_at, s.last_seen_at as s_last_seen_at,
  s.verified_phone as s_verified_phone, s.expires_at as s_expires_at,
  s.staff_expires_at as s_staff_expires_at, cu.id as cu_id,
  st.id as st_id, st.active as st_active, st.username as st_username,
  st.display_name as st_display_name, st.permissions as st_permissions, st.teams as st_teams,
  c.*,
  ${LINE_COLUMNS}
from "sessions" s
left join "staff_users" st on st.id = s.staff_user_id
left join "customers" cu on cu.public_id = s.customer_id
left join "carts" c on c.token = $2 and c.owner_session_hash = s.id_hash
left join "cart_items" ci on ci.cart_id = c.id
left join "plan_prices" pp on pp.id = ci.plan_price_id
left join "plans" p on p.id = ci.plan_id
left join "plan_types" pt on pt.key = p.plan_type
left join "device_categories" dc on dc.slug = p.category_slug
where s.id_hash = $1
order by ci.id asc`;

const str = (v: unknown) => String(v);
const strOrNull = (v: unknown) => (v === null || v === undefined ? null : String(v));
const numOrNull = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const dateOrNull = (v: unknown) =>
  v === null || v === undefined ? null : v instanceof Date ? v : new Date(String(v));
const json = (v: unknown) => (typeof v === 'string' ? (JSON.parse(v) as unknown) : v);
/** A text[] as the driver hands it: an array, or PostgreSQL's `{a,b}` text when not parsed. */
function textArray(v: unknown): string[] | null {
  if (v === null || v === undefined) return null;
  if (Array.isArray(v)) return v.map(String);
  const t = String(v);
  if (t === '{}') return [];
  return t
    .slice(1, -1)
    .split(',')
    .map((x) => x.replace(/^"(.*)"$/, '$1'));
}
