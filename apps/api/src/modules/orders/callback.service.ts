import type { z } from 'zod';
import type { OrderFailureBody, OrderResultResponse, OrderSuccessBody } from '@kavach/contracts';
import { lockOrderByGatewayOrderId, type OrderRow } from '@kavach/db';
import { isOrderPaid } from '@kavach/domain';
import type { AppDeps } from '../../deps';
import type { CurrentSession } from '../../lib/current-session';
import { AppError } from '../../lib/http-errors';
import { orderNotFound, ownsOrder } from './order-access';
import { settleFromGateway } from './settle-from-gateway';

const PAID_MESSAGE = 'Payment successful. Your plans are confirmed.';

/** The order of a gateway order id, locked, when this session may see it; else ORDER_NOT_FOUND. */
async function ownedOrder(deps: AppDeps, session: CurrentSession, gatewayOrderId: string): Promise<OrderRow> {
  const order = await deps.db.transaction((tx) => lockOrderByGatewayOrderId(tx, gatewayOrderId));
  if (!ownsOrder(session, order)) throw orderNotFound();
  return order;
}

/**
 * POST /v3/order/success, Checkout's handler fields: the signature is checked against the STORED
 * gateway order id, constant-time (docs/product/security-tests.md#t8-1); then the gateway's own
 * record settles the order.
 */
export async function confirmCheckoutSuccess(
  deps: AppDeps,
  session: CurrentSession,
  body: z.infer<typeof OrderSuccessBody>,
): Promise<OrderResultResponse> {
  const order = await ownedOrder(deps, session, body.razorpay_order_id);
  if (
    !deps.payments.verifyCheckoutSignature(
      order.gatewayOrderId!,
      body.razorpay_payment_id,
      body.razorpay_signature,
    )
  )
    throw new AppError(
      400,
      'SIGNATURE_INVALID',
      'We could not confirm this payment. If money was taken, it will be refunded.',
    );
  const settled = await settleFromGateway(deps, order.gatewayOrderId!, 'callback');
  const paid = isOrderPaid(settled.status);
  return {
    order_id: settled.orderRef,
    status: settled.status,
    activation_token: paid ? settled.activationToken : null,
    message: paid ? PAID_MESSAGE : 'We are confirming your payment with the bank.',
  };
}

/**
 * POST /v3/order/failure, Checkout's failure report. The browser's word is not proof: the
 * gateway's own record decides the state.
 */
export async function confirmCheckoutFailure(
  deps: AppDeps,
  session: CurrentSession,
  body: z.infer<typeof OrderFailureBody>,
): Promise<OrderResultResponse> {
  const order = await ownedOrder(deps, session, body.razorpay_order_id);
  const settled = await settleFromGateway(deps, order.gatewayOrderId!, 'callback');
  return {
    order_id: settled.orderRef,
    status: settled.status,
    activation_token: null,
    message:
      settled.status === 'paid'
        ? PAID_MESSAGE
        : 'The payment did not go through. No money was taken; you can try again.',
  };
}
