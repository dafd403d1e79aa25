import { findOrderByRef, orderItemsOf } from '@kavach/db';
import { isOrderPaid, kavachInvoices } from '@kavach/domain';
import type { AppDeps } from '../../deps';
import type { CurrentSession } from '../../lib/current-session';
import { AppError } from '../../lib/http-errors';
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
