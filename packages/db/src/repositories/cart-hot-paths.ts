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

/**
 * A cart's priced lines, mapped by hand like the cart read (used outside transactions): the cart's
 * own rows, then the catalogue facts of their price rows from the per-database catalogue cache.
 */
export async function cartLinesRaw(db: Db, cartId: number): Promise<CartLine[]> {
  const items = await rawQuery(db, 'cart_items_of', CART_ITEMS, [cartId]);
  return (await pricedLines(db, items)) ?? joinedLines(db, cartId);
}

/** The lines in one join (the fallback when a cached price row does not match its line). */
const joinedLines = async (db: Db, cartId: number) =>
  (await rawQuery(db, 'cart_lines', CART_LINES, [cartId])).map((r) => lineFromRaw(r));

/**
 * Catalogue facts by price-row id, per database handle. Price rows never change once written
 * (a price change is a new row; migration 0007 refuses updates of their amounts), so a cached
 * row's amounts are the database's; names and groupings are refreshed after CATALOGUE_TTL_MS,
 * as the catalogue provider of content pages does.
 */
const CATALOGUE_TTL_MS = 60_000;
const catalogues = new WeakMap<object, Map<number, { at: number; row: Record<string, unknown> }>>();

/** Items (CART_ITEMS columns) with their catalogue facts, or null when a price row does not belong to its line's plan. */
async function pricedLines(db: Db, items: Record<string, unknown>[]): Promise<CartLine[] | null> {
  if (items.length === 0) return [];
  let cache = catalogues.get(db);
  if (!cache) catalogues.set(db, (cache = new Map()));
  const now = Date.now();
  const missing: number[] = [];
  for (const item of items) {
    const id = Number(item.l_plan_price_id);
    const hit = cache.get(id);
    if (!hit || now - hit.at > CATALOGUE_TTL_MS) missing.push(id);
  }
  if (missing.length > 0) {
    const ids = [...new Set(missing)].sort((a, b) => a - b);
    for (const r of await rawQuery(db, 'price_catalogue', PRICE_CATALOGUE, [ids]))
      cache.set(Number(r.l_plan_price_id), { at: now, row: r });
  }
  const lines: CartLine[] = [];
  for (const item of items) {
    const c = cache.get(Number(item.l_plan_price_id))?.row;
    // A price row always belongs to the line's plan; if that ever fails, the join decides.
    if (!c || Number(c.l_plan_id) !== Number(item.l_plan_id)) return null;
    lines.push(lineFromRaw(item, c));
  }
  return lines;
}

/** One line from the `l_`-prefixed columns: its own (`r`) and its catalogue facts (`c`, the same row for CART_LINES). */
function lineFromRaw(r: Record<string, unknown>, c: Record<string, unknown> = r): CartLine {
  return {
    id: Number(r.l_id),
    quantity: Number(r.l_quantity),
    parentItemId: numOrNull(r.l_parent_item_id),
    deviceDetail: json(r.l_device_detail) as CartLine['deviceDetail'],
    slot: (json(r.l_slot) ?? null) as CartLine['slot'],
    isRenewal: r.l_is_renewal === true,
    planId: Number(c.l_plan_id),
    sku: str(c.l_sku),
    planType: str(c.l_plan_type),
    name: str(c.l_name),
    displayTitle: strOrNull(c.l_display_title) as CartLine['displayTitle'],
    categorySlug: strOrNull(c.l_category_slug) as CartLine['categorySlug'],
    categoryName: strOrNull(c.l_category_name),
    categoryGroup: strOrNull(c.l_category_group),
    productTypeGroup: str(c.l_product_type_group),
    cartType: str(c.l_cart_type),
    planPriceId: Number(c.l_plan_price_id),
    tenureMonths: Number(c.l_tenure_months),
    pricePaise: Number(c.l_price_paise),
    mrpPaise: numOrNull(c.l_mrp_paise) as CartLine['mrpPaise'],
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
  s.staff_expires_at as s_staff_expires_at, s.staff_user_id as s_staff_user_id,
  c.*,
  ${ITEM_COLUMNS}, ci.plan_id as l_plan_id, ci.plan_price_id as l_plan_price_id
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
