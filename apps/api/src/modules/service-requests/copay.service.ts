import {
  bindCopayGatewayOrder,
  findCustomerById,
  findRequestOfCustomerByRef,
  lockRequestOfCustomerByRef,
  type ServiceRequestRow,
} from '@kavach/db';
import type { RouteDeps } from '../../deps';
import type { SessionCustomer } from '../../lib/current-session';
import { AppError } from '../../lib/http-errors';
import { invoicePdf, type CreditNote } from '../orders/invoice';
import { settleCopay } from './copay-settle';

const srNotFound = () => new AppError(404, 'SR_NOT_FOUND', 'We could not find this request.');

/**
 * POST /v3/selfserve/copay_checkout: the gateway order of a temporary request's co-pay, made once
 * (the same key answers the same gateway order) and bound to the request, with the request number
 * in its notes. Only the owner, only while the co-pay is due and its window is open.
 */
export async function copayCheckout(deps: RouteDeps, customer: SessionCustomer, srRef: string) {
  const now = deps.clock.now();
  const sr = await findRequestOfCustomerByRef(deps.db, customer.id, srRef);
  if (!sr) throw srNotFound();
  if (sr.copayStatus === 'paid' || sr.status !== 'awaiting_copay')
    throw new AppError(409, 'COPAY_NOT_DUE', 'The co-pay of this request is already paid or not due.');
  if (!sr.copayDueBy || sr.copayDueBy.getTime() <= now.getTime())
    throw new AppError(
      409,
      'COPAY_EXPIRED',
      'The time to pay the co-pay has passed and the request has expired. Please raise it again.',
    );
  const gatewayOrder = sr.copayGatewayOrderId
    ? await deps.payments.fetchOrder(sr.copayGatewayOrderId)
    : await deps.payments.createOrder({
        amountPaise: sr.copayPaise,
        currency: 'INR',
        receipt: `copay-${sr.srRef}`,
        notes: { sr_id: sr.srRef, kind: 'copay' },
        idempotencyKey: `copay:${sr.srRef}`,
      });
  if (!gatewayOrder) throw new Error(`co-pay gateway order ${sr.copayGatewayOrderId} not found`);
  if (!sr.copayGatewayOrderId)
    await deps.db.transaction(async (tx) => {
      const locked = await lockRequestOfCustomerByRef(tx, customer.id, srRef);
      if (locked && !locked.copayGatewayOrderId)
        await bindCopayGatewayOrder(tx, locked.id, gatewayOrder.id, now);
    });
  const params = deps.payments.checkoutParams(gatewayOrder);
  const owner = await findCustomerById(deps.db, customer.id);
  return {
    sr_id: sr.srRef,
    amount: sr.copayPaise,
    currency: 'INR' as const,
    key_id: params.keyId,
    gateway_order_id: params.gatewayOrderId,
    checkout_script: params.checkoutScript,
    prefill: {
      name: sr.address?.name ?? [owner?.firstName, owner?.lastName].filter(Boolean).join(' '),
      email: sr.address?.email ?? owner?.email ?? '',
      contact: sr.address?.phone ?? owner?.phone ?? '',
    },
  };
}

/**
 * POST /v3/selfserve/copay_success: the checkout's callback. The signature is checked against the
 * STORED gateway order (never the one the browser sends), then the gateway's own record of the
 * order's payments settles it — the same one settle the webhook runs (T16.3).
 */
export async function copaySuccess(
  deps: RouteDeps,
  customer: SessionCustomer,
  body: { sr_id: string; razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string },
) {
  const sr = await findRequestOfCustomerByRef(deps.db, customer.id, body.sr_id);
  if (!sr || !sr.copayGatewayOrderId || sr.copayGatewayOrderId !== body.razorpay_order_id) throw srNotFound();
  if (
    !deps.payments.verifyCheckoutSignature(
      sr.copayGatewayOrderId,
      body.razorpay_payment_id,
      body.razorpay_signature,
    )
  )
    throw new AppError(
      400,
      'SIGNATURE_INVALID',
      'We could not confirm this payment. If money was taken, it will be refunded.',
    );
  const payments = await deps.payments.fetchOrderPayments(sr.copayGatewayOrderId);
  for (const payment of payments) await settleCopay(deps, { payment, source: 'callback' });
  const after = await findRequestOfCustomerByRef(deps.db, customer.id, body.sr_id);
  return { sr_id: body.sr_id, status: after!.status };
}

/**
 * The co-pay's GST receipt (issue 20 §1): a tax invoice of the paid co-pay, as orders have — the
 * supplier's GSTIN, SAC, CGST + SGST or IGST by the customer's state — dated the day it was paid.
 * It stays available once the co-pay is credited back (decision 092: the invoice stands and the
 * credit note offsets it). Owner only; 409 until paid.
 */
export async function copayReceipt(deps: RouteDeps, customer: SessionCustomer, srRef: string) {
  const sr = await findRequestOfCustomerByRef(deps.db, customer.id, srRef);
  if (!sr) throw srNotFound();
  const paid = sr.copayPaise > 0 && (sr.copayStatus === 'paid' || sr.copayCreditedAt !== null);
  if (!paid) throw new AppError(409, 'COPAY_NOT_PAID', 'A receipt is available once the co-pay is paid.');
  return { pdf: copayPdf(deps, sr), fileName: `copay-receipt-${sr.srRef}.pdf` };
}

/**
 * The credit note of a paid co-pay credited back because its request ended without service
 * (decision 092): against the co-pay's receipt, dated the day the request was rejected or
 * cancelled, for the whole amount with its GST. Owner only; 409 when nothing was credited.
 */
export async function copayCreditNote(deps: RouteDeps, customer: SessionCustomer, srRef: string) {
  const sr = await findRequestOfCustomerByRef(deps.db, customer.id, srRef);
  if (!sr) throw srNotFound();
  if (!sr.copayCreditedAt || sr.copayPaise <= 0)
    throw new AppError(409, 'NO_CREDIT_NOTE', 'A credit note is issued only when a paid co-pay is refunded.');
  const pdf = copayPdf(deps, sr, {
    number: `CN-CP-${sr.srRef}`,
    date: sr.copayCreditedAt,
    against: { number: `CP-${sr.srRef}`, date: copayPaidOn(sr) },
    reason: `Service request ${sr.srRef} ${sr.status === 'rejected' ? 'was not approved' : 'was cancelled'}; co-pay refunded in full`,
  });
  return { pdf, fileName: `copay-credit-note-${sr.srRef}.pdf` };
}

/** The receipt's date: when the co-pay was paid (before decision 092 not kept: the request's creation). */
const copayPaidOn = (sr: ServiceRequestRow) => sr.copayPaidAt ?? sr.createdAt;

function copayPdf(deps: RouteDeps, sr: ServiceRequestRow, credit?: CreditNote) {
  const a = sr.address;
  return invoicePdf(
    {
      orderRef: `CP-${sr.srRef}`,
      paidAt: copayPaidOn(sr),
      createdAt: sr.createdAt,
      name: a?.name ?? '',
      phone: a?.phone ?? '',
      email: a?.email ?? '',
      address: {
        address: a?.address1 ?? '',
        address2: a?.address2 ?? null,
        city: a?.city ?? '',
        state: a?.state ?? '',
        pincode: a?.pincode ?? '',
      },
    },
    [
      {
        title: `Co-pay, service request ${sr.srRef}`,
        quantity: 1,
        unitPricePaise: sr.copayPaise,
        discountPaise: 0,
      },
    ],
    deps.config.supplier,
    credit,
  );
}
