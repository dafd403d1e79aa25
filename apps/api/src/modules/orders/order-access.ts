import type { FastifyRequest } from 'fastify';
import { findOrderByGatewayOrderId, findRequestByCopayOrderId, type Db, type OrderRow } from '@kavach/db';
import type { Clock } from '../../lib/clock';
import { findCurrentSession, type CurrentSession } from '../../lib/current-session';
import { AppError } from '../../lib/http-errors';

/** The one answer for an order that does not exist or is not the session's (docs/product/security-tests.md#t6-1). */
export const orderNotFound = () => new AppError(404, 'ORDER_NOT_FOUND', 'We could not find this order.');

/**
 * Who may see an order (docs/product/security-tests.md#t6-1): the session that placed it, or the signed-in customer whose account
 * it belongs to. Anyone else gets the same 404 as for an order that does not exist.
 */
export function ownsOrder(session: CurrentSession, order: OrderRow | null): order is OrderRow {
  if (!order) return false;
  if (order.ownerSessionHash === session.idHash) return true;
  return session.customer !== null && order.customerId === session.customer.id;
}

/**
 * The paying session of a gateway order (finding 10 of issue 18, decision 043): the one that owns
 * our order of it — exactly the sessions whose checkout callback (POST /v3/order/success) would be
 * accepted — or, for a service request's co-pay, the signed-in customer who owns the request (whose
 * copay_success would be accepted). The Razorpay emulator's Checkout shows and pays the order for
 * them only (decision 053).
 */
export async function isPayingSession(
  deps: { db: Db; clock: Clock },
  request: FastifyRequest,
  gatewayOrderId: string,
): Promise<boolean> {
  const session = await findCurrentSession(deps.db, request, deps.clock.now());
  if (!session) return false;
  if (ownsOrder(session, await findOrderByGatewayOrderId(deps.db, gatewayOrderId))) return true;
  if (!session.customer) return false;
  const sr = await findRequestByCopayOrderId(deps.db, gatewayOrderId);
  return sr !== null && sr.customerId === session.customer.id;
}
