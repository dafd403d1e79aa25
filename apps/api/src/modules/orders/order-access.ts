import type { OrderRow } from '@kavach/db';
import type { CurrentSession } from '../../lib/current-session';

/**
 * Who may see an order (T6.1): the session that placed it, or the signed-in customer whose account
 * it belongs to. Anyone else gets the same 404 as for an order that does not exist.
 */
export function ownsOrder(session: CurrentSession, order: OrderRow | null): order is OrderRow {
  if (!order) return false;
  if (order.ownerSessionHash === session.idHash) return true;
  return session.customer !== null && order.customerId === session.customer.id;
}
