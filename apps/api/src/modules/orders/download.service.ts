import {
  cancellationsOfPlans,
  findOrderById,
  findOrderByRef,
  findPlanOfCustomer,
  orderItemsByIds,
  orderItemsOf,
} from '@kavach/db';
import { isOrderPaid, kavachInvoices } from '@kavach/domain';
import type { AppDeps } from '../../deps';
import type { CurrentSession } from '../../lib/current-session';
import { AppError } from '../../lib/http-errors';
import { planCreditNoteNumber } from '../account/plan-cancellation.service';
import { certificateOf } from '../activation/certificate.service';
import { invoicePdf } from './invoice';
import { orderNotFound, ownsOrder } from './order-access';

/** A PDF to download, with its file name and its cache policy. */
export interface PdfDownload {
  pdf: Buffer;
  fileName: string;
  cacheControl: string;
}

/** `type=certificate`: a plan's Certificate of Protection, for the signed-in customer who owns it (404 for anyone else, 409 before activation). */
export async function certificateDownload(
  deps: AppDeps,
  customerId: number,
  osid: string,
): Promise<PdfDownload> {
  const { pdf, fileName } = await certificateOf(deps, customerId, osid);
  return { pdf, fileName, cacheControl: 'private, no-store' };
}

/** `type=invoice`: the tax invoice of a paid order, for its owner (docs/product/security-tests.md#t6-1). */
export async function invoiceDownload(
  deps: AppDeps,
  session: CurrentSession,
  orderRef: string,
): Promise<PdfDownload> {
  const order = await findOrderByRef(deps.db, orderRef);
  if (!ownsOrder(session, order)) throw orderNotFound();
  if (!isOrderPaid(order.status))
    throw new AppError(409, 'INVOICE_NOT_READY', 'The invoice is ready once the payment is confirmed.');
  if (!kavachInvoices(order))
    throw new AppError(
      409,
      'INVOICE_FROM_PARTNER',
      'This plan was sold by our partner store: your tax invoice comes from the store where you bought it.',
    );
  const items = await orderItemsOf(deps.db, order.id);
  const pdf = invoicePdf(
    order,
    items.map((i) => ({
      title: i.title,
      quantity: i.quantity,
      unitPricePaise: i.unitPricePaise,
      discountPaise: i.discountPaise,
    })),
    deps.config.supplier,
  );
  return { pdf, fileName: `Kavach-invoice-${order.orderRef}.pdf`, cacheControl: 'no-store' };
}

/**
 * `type=credit_note`: the GST credit note of a cancelled plan (decision 093), for the signed-in
 * customer who owns it (404 for anyone else, 409 while the plan is not cancelled): against the
 * order's invoice, the plan's unit of its line — its price, its share of the discount — credited.
 */
export async function planCreditNoteDownload(
  deps: AppDeps,
  customerId: number,
  osid: string,
): Promise<PdfDownload> {
  const plan = await findPlanOfCustomer(deps.db, customerId, osid);
  if (!plan) throw new AppError(404, 'PLAN_NOT_FOUND', 'We could not find this plan in your account.');
  const [cancellations, order, lines] = await Promise.all([
    cancellationsOfPlans(deps.db, [plan.id]),
    findOrderById(deps.db, plan.orderId),
    orderItemsByIds(deps.db, [plan.orderItemId]),
  ]);
  const cancelled = cancellations.get(plan.id);
  const line = lines.get(plan.orderItemId);
  if (!cancelled || !order || !line)
    throw new AppError(409, 'NO_CREDIT_NOTE', 'A credit note is made when a plan is cancelled.');
  const number = planCreditNoteNumber(cancelled.id);
  const pdf = invoicePdf(
    order,
    [
      {
        title: line.title,
        quantity: 1,
        unitPricePaise: line.unitPricePaise,
        discountPaise: line.unitPricePaise - cancelled.refundPaise,
      },
    ],
    deps.config.supplier,
    {
      number,
      date: cancelled.createdAt,
      against: { number: order.orderRef, date: order.paidAt ?? order.createdAt },
      reason: "Plan cancelled at the customer's request",
    },
  );
  return { pdf, fileName: `Kavach-credit-note-${number}.pdf`, cacheControl: 'private, no-store' };
}
