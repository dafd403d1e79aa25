import { updateOrder, type OrderRow, type Tx } from '@kavach/db';
import { canTransitionOrder, isOrderState, type OrderState } from '@kavach/domain';

/** A status write the domain's ORDER_TRANSITIONS does not allow: a bug, never a customer's input. */
export class IllegalOrderTransition extends Error {
  constructor(order: OrderRow, to: OrderState) {
    super(`order ${order.orderRef}: ${order.status} → ${to} is not in ORDER_TRANSITIONS`);
  }
}

/**
 * Moves an order (locked by the caller's transaction) to `to`, with any other columns of the same
 * change, only along the domain's transition table (conventions 4; issue 19: one function writes
 * a status and checks the table). Throws IllegalOrderTransition otherwise.
 */
export async function transitionOrder(
  tx: Tx,
  order: OrderRow,
  to: OrderState,
  now: Date,
  patch: Omit<Parameters<typeof updateOrder>[2], 'status' | 'updatedAt'> = {},
): Promise<OrderRow> {
  if (!isOrderState(order.status) || !canTransitionOrder(order.status, to))
    throw new IllegalOrderTransition(order, to);
  return updateOrder(tx, order.id, { ...patch, status: to, updatedAt: now });
}
