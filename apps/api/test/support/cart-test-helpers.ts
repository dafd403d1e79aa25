import { asc, eq } from 'drizzle-orm';
import { cartItems, carts, planPrices, plans } from '@kavach/db';
import { startSession, type Fixture } from './fixture';

export type Session = Awaited<ReturnType<typeof startSession>>;

/** A browser-like session: JSON calls with the session cookie and CSRF header. */
export async function client(f: Fixture) {
  const s = await startSession(f.app);
  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
    extra: Record<string, string> = {},
  ) =>
    f.app.inject({
      method,
      url,
      headers: {
        ...s.headers,
        ...(payload !== undefined ? { 'content-type': 'application/json' } : {}),
        ...extra,
      },
      ...(payload !== undefined ? { payload: JSON.stringify(payload) } : {}),
    });
  return { session: s, call };
}

/** Price rows of a seeded plan, by SKU. */
export async function pricesOf(f: Fixture, sku: string) {
  return f.handle.db
    .select({
      id: planPrices.id,
      tenure: planPrices.tenureMonths,
      min: planPrices.minDevicePricePaise,
      max: planPrices.maxDevicePricePaise,
      price: planPrices.pricePaise,
    })
    .from(planPrices)
    .innerJoin(plans, eq(plans.id, planPrices.planId))
    .where(eq(plans.sku, sku));
}

/** Every cart and line with the fields a write could change: "DB diff = 0" for rejected writes. */
export async function cartSnapshot(f: Fixture) {
  const [c, i] = await Promise.all([
    f.handle.db
      .select({
        id: carts.id,
        version: carts.version,
        type: carts.type,
        coupon: carts.couponId,
        name: carts.name,
      })
      .from(carts)
      .orderBy(asc(carts.id)),
    f.handle.db
      .select({
        id: cartItems.id,
        quantity: cartItems.quantity,
        price: cartItems.planPriceId,
        detail: cartItems.deviceDetail,
      })
      .from(cartItems)
      .orderBy(asc(cartItems.id)),
  ]);
  return { carts: c, items: i };
}
