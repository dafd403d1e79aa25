import { and, eq } from 'drizzle-orm';
import { cartStatus } from '../lifecycle/entities';
import { transitionWhere } from '../lifecycle/transition';
import { carts } from '../schema/cart';
import type { DbOrTx } from './tx';

/**
 * The cart an order was made of closes (open → ordered) once the order is paid or booked, but
 * only if it is still the version ordered: later changes stay in an open cart (docs/product/security-tests.md#t7-7).
 */
export async function closeOrderedCart(
  tx: DbOrTx,
  order: { cartId: number; cartVersion: number },
  now: Date,
): Promise<void> {
  await transitionWhere(
    tx,
    cartStatus,
    and(eq(carts.id, order.cartId), eq(carts.version, order.cartVersion)),
    'ordered',
    { updatedAt: now },
  );
}
