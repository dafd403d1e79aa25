import { findOrderByGatewayOrderId, type OrderRow } from '@kavach/db';
import type { AppDeps } from '../../deps';
import { settlePayment, type SettleSource } from './settle.service';

/**
 * Asks the gateway for every payment of an order and settles each (callback, failure report and
 * reconciliation): the gateway's record, never the browser, decides. Returns the order afterwards.
 */
export async function settleFromGateway(
  deps: AppDeps,
  gatewayOrderId: string,
  source: SettleSource,
): Promise<OrderRow> {
  const payments = await deps.payments.fetchOrderPayments(gatewayOrderId);
  for (const payment of payments) await settlePayment(deps, { payment, source });
  const order = await findOrderByGatewayOrderId(deps.db, gatewayOrderId);
  if (!order) throw new Error(`order for ${gatewayOrderId} disappeared`);
  return order;
}
