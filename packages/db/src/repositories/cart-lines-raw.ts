import type { Db } from '../client';
import type { CartLine } from './cart';
import { json, numOrNull, rawQuery, str, strOrNull } from './raw-rows';

// A cart's lines outside transactions (the cart read and every cart response): the `cart_items`
// rows from the database, their catalogue facts from a per-database cache of price rows (decision
// 038), and the full join as the fallback.

/**
 * A cart's priced lines, mapped by hand like the cart read (used outside transactions): the cart's
 * own rows, then the catalogue facts of their price rows from the per-database catalogue cache.
 */
export async function cartLinesRaw(db: Db, cartId: number): Promise<CartLine[]> {
  const items = await rawQuery(db, 'cart_items_of', CART_ITEMS, [cartId]);
  return (await pricedLines(db, items)) ?? joinedLines(db, cartId);
}

/** The lines in one join (the fallback when a cached price row does not match its line). */
export const joinedLines = async (db: Db, cartId: number) =>
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
export async function pricedLines(db: Db, items: Record<string, unknown>[]): Promise<CartLine[] | null> {
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

/** A line's own columns (`cart_items` ci). */
const ITEM_COLUMNS = `ci.id as l_id, ci.quantity as l_quantity, ci.parent_item_id as l_parent_item_id,
  ci.device_detail as l_device_detail, ci.slot as l_slot, ci.is_renewal as l_is_renewal`;
/** A line's own columns with its plan and price-row ids: what `pricedLines` takes. */
export const ITEM_ROW_COLUMNS = `${ITEM_COLUMNS}, ci.plan_id as l_plan_id, ci.plan_price_id as l_plan_price_id`;
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

const CART_ITEMS = `select ${ITEM_ROW_COLUMNS}
from "cart_items" ci
where ci.cart_id = $1
order by ci.id asc`;

const PRICE_CATALOGUE = `select ${CATALOGUE_COLUMNS}
from "plan_prices" pp
join "plans" p on p.id = pp.plan_id
join "plan_types" pt on pt.key = p.plan_type
left join "device_categories" dc on dc.slug = p.category_slug
where pp.id = any($1::int[])`;
