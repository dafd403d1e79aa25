import type { PaymentLinkSuccessBody } from '@kavach/contracts';
import { findPaymentLinkByToken, lockOrderById, type PaymentLinkRow } from '@kavach/db';
import { isOrderPaid, paymentLinkView, type PaymentLinkState } from '@kavach/domain';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import { AppError } from '../../lib/http-errors';
import { paymentLinkDetails } from './details';
import { expireLink, settleFromLink } from './link-settle';

const linkNotFound = () =>
  new AppError(
    404,
    'LINK_NOT_FOUND',
    'This payment link does not exist. Please check the link you were sent.',
  );

/** The link, brought up to date: an open link past its expiry is settled or expired first. */
async function currentLink(deps: AppDeps, token: string): Promise<PaymentLinkRow> {
  const link = await findPaymentLinkByToken(deps.db, token);
  if (!link) throw linkNotFound();
  if (link.status === 'created' && link.expiresAt <= deps.clock.now()) return expireLink(deps, link);
  return link;
}

/** GET /v3/order/payment_link_details/{token}: what the customer's payment page shows. */
export async function linkDetails(deps: AppDeps, token: string) {
  const link = await currentLink(deps, token);
  const order = await deps.db.transaction((tx) => lockOrderById(tx, link.orderId));
  if (!order) throw linkNotFound();
  return paymentLinkDetails(deps.db, link, order, deps.clock.now());
}

/**
 * POST /v3/order/payment_link_success: the gateway's signed callback, checked against the STORED
 * link, then the link settled from the gateway's own record.
 */
export async function confirmLinkPayment(deps: AppDeps, b: z.infer<typeof PaymentLinkSuccessBody>) {
  const link = await findPaymentLinkByToken(deps.db, b.link_id);
  if (!link || !link.gatewayLinkId) throw linkNotFound();
  // Security plan A18 / docs/product/security-tests.md#t8-12: the signature is checked against the STORED link and reference ids.
  const ok = deps.payments.verifyPaymentLinkSignature(
    { linkId: link.gatewayLinkId, referenceId: link.referenceId },
    {
      paymentId: b.razorpay_payment_id,
      linkId: b.razorpay_payment_link_id,
      referenceId: b.razorpay_payment_link_reference_id,
      status: b.razorpay_payment_link_status,
      signature: b.razorpay_signature,
    },
  );
  if (!ok)
    throw new AppError(
      400,
      'SIGNATURE_INVALID',
      'We could not confirm this payment. If money was taken, it will be refunded.',
    );
  await settleFromLink(deps, link, 'callback');
  const after = await currentLink(deps, link.token);
  const order = await deps.db.transaction((tx) => lockOrderById(tx, after.orderId));
  if (!order) throw linkNotFound();
  const view = paymentLinkView(
    { status: after.status as PaymentLinkState, expiresAt: after.expiresAt },
    deps.clock.now(),
  );
  const paid = isOrderPaid(order.status);
  return {
    order_id: order.orderRef,
    status: order.status,
    state: paid ? 'paid' : view.state,
    message: paid
      ? 'Payment successful. Your plans are confirmed — we have sent the details by SMS and email.'
      : view.state === 'payable'
        ? 'We are confirming your payment with the bank. This page will update.'
        : (view.message ?? 'This link can no longer be paid.'),
  };
}
