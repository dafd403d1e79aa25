import { and, asc, desc, eq, isNull, sql, type Placeholder } from 'drizzle-orm';
import { cartItems, carts, deviceCategories, planPrices, planTypes, plans } from '../schema';
import { isTx, prepared } from './prepared';
import type { DbOrTx, Tx } from './tx';

export type CartRow = typeof carts.$inferSelect;
export type CartLineRow = typeof cartItems.$inferSelect;

const ASYNC_COMMIT = sql`set local synchronous_commit = off`;

/**
 * This transaction commits without waiting for the WAL flush (`set local synchronous_commit = off`):
 * a cart change's transaction only (apps/api modules/cart/cart-tx.ts, decision 016).
 */
export async function commitAsynchronously(tx: Tx): Promise<void> {
  await tx.execute(ASYNC_COMMIT);
}

/** Serialises the session's cart creation until the transaction ends: one open cart per session even when two first adds race. */
export async function lockCartCreation(tx: Tx, sessionHash: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${'cart:' + sessionHash}))`);
}

/** The session's open cart, locked for the rest of the transaction (one writer per cart, docs/product/security-tests.md#t10-2). */
export async function lockOpenCartOfSession(tx: DbOrTx, sessionHash: string): Promise<CartRow | null> {
  const [row] = await tx
    .select()
    .from(carts)
    .where(and(eq(carts.ownerSessionHash, sessionHash), eq(carts.status, 'open')))
    .orderBy(desc(carts.id))
    .limit(1)
    .for('update');
  return row ?? null;
}

export async function findOpenCartOfSession(db: DbOrTx, sessionHash: string): Promise<CartRow | null> {
  const [row] = await db
    .select()
    .from(carts)
    .where(and(eq(carts.ownerSessionHash, sessionHash), eq(carts.status, 'open')))
    .orderBy(desc(carts.id))
    .limit(1);
  return row ?? null;
}

export async function findCartByToken(db: DbOrTx, token: string, lock = false): Promise<CartRow | null> {
  if (!lock && !isTx(db)) {
    const [row] = await prepared(db, 'cart_by_token', () =>
      db
        .select()
        .from(carts)
        .where(eq(carts.token, sql.placeholder('token')))
        .limit(1)
        .prepare('cart_by_token'),
    ).execute({ token });
    return row ?? null;
  }
  const q = db.select().from(carts).where(eq(carts.token, token)).limit(1);
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

export async function insertCart(tx: DbOrTx, values: typeof carts.$inferInsert): Promise<CartRow> {
  const [row] = await tx.insert(carts).values(values).returning();
  return row!;
}

/** Applies a change and raises the version (every change, so a stale gateway order is detectable). */
export async function updateCart(
  tx: DbOrTx,
  id: number,
  patch: Partial<Omit<typeof carts.$inferInsert, 'id' | 'token' | 'version' | 'status'>>,
  now: Date,
): Promise<CartRow> {
  const [row] = await tx
    .update(carts)
    .set({ ...patch, version: sql`${carts.version} + 1`, updatedAt: now })
    .where(eq(carts.id, id))
    .returning();
  return row!;
}

/** The columns of a priced cart line. */
export const lineFields = {
  id: cartItems.id,
  quantity: cartItems.quantity,
  parentItemId: cartItems.parentItemId,
  deviceDetail: cartItems.deviceDetail,
  slot: cartItems.slot,
  isRenewal: cartItems.isRenewal,
  renewsPlanId: cartItems.renewsPlanId,
  planId: plans.id,
  sku: plans.sku,
  planType: plans.planType,
  name: plans.name,
  displayTitle: plans.displayTitle,
  categorySlug: plans.categorySlug,
  categoryName: deviceCategories.name,
  categoryGroup: deviceCategories.group,
  productTypeGroup: planTypes.productTypeGroup,
  cartType: planTypes.cartType,
  planPriceId: planPrices.id,
  tenureMonths: planPrices.tenureMonths,
  pricePaise: planPrices.pricePaise,
  mrpPaise: planPrices.mrpPaise,
};

/** Cart lines with everything needed to price and show them, straight from the catalogue. */
function cartLinesQuery(db: DbOrTx, cartId: number | Placeholder) {
  return db
    .select(lineFields)
    .from(cartItems)
    .innerJoin(planPrices, eq(planPrices.id, cartItems.planPriceId))
    .innerJoin(plans, eq(plans.id, cartItems.planId))
    .innerJoin(planTypes, eq(planTypes.key, plans.planType))
    .leftJoin(deviceCategories, eq(deviceCategories.slug, plans.categorySlug))
    .where(eq(cartItems.cartId, cartId))
    .orderBy(asc(cartItems.id));
}
export type CartLine = Awaited<ReturnType<typeof cartLinesQuery>>[number];

/** A cart's priced lines: the one query and mapping (`lineFields`) every cart read and write uses. */
export async function cartLines(db: DbOrTx, cartId: number): Promise<CartLine[]> {
  // Inside a transaction the query must run on the transaction's connection; on the root handle
  // it is a prepared statement.
  if (isTx(db)) return cartLinesQuery(db, cartId);
  return prepared(db, 'cart_lines', () =>
    cartLinesQuery(db, sql.placeholder('cartId')).prepare('cart_lines'),
  ).execute({ cartId });
}

export async function findLine(tx: DbOrTx, cartId: number, lineId: number): Promise<CartLineRow | null> {
  const [row] = await tx
    .select()
    .from(cartItems)
    .where(and(eq(cartItems.cartId, cartId), eq(cartItems.id, lineId)))
    .limit(1);
  return row ?? null;
}

export async function findSameLine(
  tx: DbOrTx,
  cartId: number,
  planPriceId: number,
  parentItemId: number | null,
): Promise<CartLineRow | null> {
  const [row] = await tx
    .select()
    .from(cartItems)
    .where(
      and(
        eq(cartItems.cartId, cartId),
        eq(cartItems.planPriceId, planPriceId),
        sql`coalesce(${cartItems.parentItemId}, 0) = ${parentItemId ?? 0}`,
        // A renewal line is its own (decision 091): a plain add never joins it.
        isNull(cartItems.renewsPlanId),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function countLines(tx: DbOrTx, cartId: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(cartItems)
    .where(eq(cartItems.cartId, cartId));
  return row?.n ?? 0;
}

export async function insertLine(tx: DbOrTx, values: typeof cartItems.$inferInsert): Promise<CartLineRow> {
  const [row] = await tx.insert(cartItems).values(values).returning();
  return row!;
}

export async function updateLine(
  tx: DbOrTx,
  lineId: number,
  patch: Partial<Pick<CartLineRow, 'quantity' | 'planPriceId' | 'deviceDetail' | 'slot'>>,
) {
  await tx.update(cartItems).set(patch).where(eq(cartItems.id, lineId));
}

/** Deletes a line and the lines bought as part of it. */
export async function deleteLine(tx: DbOrTx, cartId: number, lineId: number) {
  await tx
    .delete(cartItems)
    .where(
      and(
        eq(cartItems.cartId, cartId),
        sql`(${cartItems.id} = ${lineId} or ${cartItems.parentItemId} = ${lineId})`,
      ),
    );
}

export async function deleteAllLines(tx: DbOrTx, cartId: number) {
  await tx.delete(cartItems).where(eq(cartItems.cartId, cartId));
}

/** The price rows of a plan (for re-pricing a line on a new tenure or device price). */
export async function planPricesOf(db: DbOrTx, planId: number) {
  return db
    .select({
      id: planPrices.id,
      tenureMonths: planPrices.tenureMonths,
      minDevicePricePaise: planPrices.minDevicePricePaise,
      maxDevicePricePaise: planPrices.maxDevicePricePaise,
      pricePaise: planPrices.pricePaise,
    })
    .from(planPrices)
    .where(eq(planPrices.planId, planId));
}

/** The session's open cart in brief, for the header badge (docs/product/accounts.md#session total_items: home-care children not counted). */
export async function cartSummaryOfSession(db: DbOrTx, sessionHash: string) {
  const cart = await findOpenCartOfSession(db, sessionHash);
  if (!cart) return null;
  const [row] = await db
    .select({
      totalItems: sql<number>`count(*) filter (where ${cartItems.parentItemId} is null or ${planTypes.cartType} <> 'homecare')::int`,
    })
    .from(cartItems)
    .innerJoin(plans, eq(plans.id, cartItems.planId))
    .innerJoin(planTypes, eq(planTypes.key, plans.planType))
    .where(eq(cartItems.cartId, cart.id));
  return { token: cart.token, type: cart.type, totalItems: row?.totalItems ?? 0 };
}

/**
 * A line's new quantity in ONE statement (the hot cart write, performance-goals.md): the session's
 * open cart is locked (FOR UPDATE, docs/product/security-tests.md#t10-2 — concurrent writers still queue on it), the line changes
 * only if it is in that cart, and the cart's version rises. Returns the cart, `no_cart` when the
 * session has no open cart, `no_line` when the line is not in it, `renewal` when it is a renewal's
 * line and the quantity is not 1 (nothing changed in any of these).
 * One round trip instead of six (begin, lock, find, update line, update cart, commit).
 */
export async function setLineQuantity(
  db: DbOrTx,
  input: { sessionHash: string; lineId: number; quantity: number; now: Date },
): Promise<CartRow | 'no_cart' | 'no_line' | 'renewal'> {
  const c = db.$with('c').as(
    db
      .select({ id: carts.id })
      .from(carts)
      .where(and(eq(carts.ownerSessionHash, input.sessionHash), eq(carts.status, 'open')))
      .orderBy(desc(carts.id))
      .limit(1)
      .for('update'),
  );
  const l = db.$with('l').as(
    db
      .update(cartItems)
      .set({ quantity: input.quantity })
      .where(
        and(
          eq(cartItems.id, input.lineId),
          eq(cartItems.cartId, sql`(select id from ${c})`),
          // A renewal line covers one device (decision 091).
          sql`(${cartItems.renewsPlanId} is null or ${input.quantity} = 1)`,
        ),
      )
      .returning({ cartId: cartItems.cartId }),
  );
  const [row] = await db
    .with(c, l)
    .update(carts)
    .set({ version: sql`${carts.version} + 1`, updatedAt: input.now })
    .where(eq(carts.id, sql`(select cart_id from ${l})`))
    .returning();
  if (row) return row;
  // Nothing changed: say why (no open cart, the line is not in it, or it is a renewal's).
  const cart = await findOpenCartOfSession(db, input.sessionHash);
  if (!cart) return 'no_cart';
  return (await findLine(db, cart.id, input.lineId))?.renewsPlanId ? 'renewal' : 'no_line';
}
