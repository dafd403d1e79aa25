import type { OrderRow } from '@kavach/db';
import { GST_RATE_PCT, SAC_CODE, amountInWords, gstStateCode, splitGst } from '@kavach/domain';
import { A4, renderPdf, type PdfText } from '../../lib/pdf/simple-pdf';

export interface Supplier {
  name: string;
  gstin: string;
  address: string;
  state: string;
}

export interface InvoiceLine {
  title: string;
  quantity: number;
  unitPricePaise: number;
  discountPaise: number;
}

const rs = (paise: number) =>
  `Rs. ${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const ddMmmYyyy = (d: Date) =>
  d.toLocaleDateString('en-GB', {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });

/**
 * A credit note instead of an invoice (decision 092): its own number and date, the invoice it
 * offsets and why. The lines, taxable values and GST are the invoice's, credited back.
 */
export interface CreditNote {
  number: string;
  date: Date;
  against: { number: string; date: Date };
  reason: string;
}

/**
 * A GST tax invoice for a paid order (issue 3 §3): supplier GSTIN, SAC, taxable value per line,
 * CGST + SGST within the supplier's state or IGST across states (place of supply = the customer's
 * state), total in words. Prices on the site include GST; the split is exact to the paisa. With
 * `credit`, the same document as a credit note against an invoice (section 34 of the CGST Act).
 */
export function invoicePdf(
  order: Pick<OrderRow, 'orderRef' | 'paidAt' | 'createdAt' | 'name' | 'phone' | 'email' | 'address'>,
  lines: InvoiceLine[],
  supplier: Supplier,
  credit?: CreditNote,
): Buffer {
  const supplierCode = supplier.gstin.slice(0, 2);
  const customerCode = gstStateCode(order.address.state);
  const intra = customerCode === null || customerCode === supplierCode;
  const t: PdfText[] = [];
  let y = A4.height - 60;
  const row = (x: number, text: string, opts: Partial<PdfText> = {}) =>
    t.push({ x, y, text, size: 9, ...opts });
  row(40, credit ? 'CREDIT NOTE' : 'TAX INVOICE', { size: 16, bold: true });
  y -= 24;
  row(40, supplier.name, { bold: true });
  row(360, credit ? `Credit note no: ${credit.number}` : `Invoice no: ${order.orderRef}`);
  y -= 13;
  row(40, supplier.address);
  row(360, `Date: ${ddMmmYyyy(credit?.date ?? order.paidAt ?? order.createdAt)}`);
  y -= 13;
  row(40, `GSTIN: ${supplier.gstin}   State: ${supplier.state} (${supplierCode})`);
  if (credit) {
    row(360, `Against invoice: ${credit.against.number}`);
    y -= 13;
    row(360, `Invoice date: ${ddMmmYyyy(credit.against.date)}`);
    y -= 13;
    row(40, `Reason: ${credit.reason}`);
  }
  y -= 26;
  row(40, 'Bill to', { bold: true });
  y -= 13;
  row(40, `${order.name}   ${order.phone}   ${order.email}`);
  y -= 13;
  const a = order.address;
  row(40, [a.address, a.address2, a.landmark, `${a.city} ${a.pincode}`].filter(Boolean).join(', '));
  y -= 13;
  row(40, `Place of supply: ${a.state}${customerCode ? ` (${customerCode})` : ''}`);
  y -= 26;
  const cols = [40, 250, 295, 330, 410, 480] as const;
  ['Description', 'SAC', 'Qty', 'Taxable value', intra ? 'CGST + SGST' : 'IGST', 'Amount'].forEach((h, i) =>
    row(cols[i]!, h, { bold: true }),
  );
  const totals = { taxable: 0, cgst: 0, sgst: 0, igst: 0, amount: 0 };
  for (const l of lines) {
    y -= 15;
    const amount = l.unitPricePaise * l.quantity - l.discountPaise;
    const g = splitGst({
      totalPaise: amount,
      supplierStateCode: supplierCode,
      customerStateCode: intra ? supplierCode : customerCode,
    });
    totals.taxable += g.taxablePaise;
    totals.cgst += g.cgstPaise;
    totals.sgst += g.sgstPaise;
    totals.igst += g.igstPaise;
    totals.amount += amount;
    row(cols[0], l.title.slice(0, 40));
    row(cols[1], SAC_CODE);
    row(cols[2], String(l.quantity));
    row(cols[3], rs(g.taxablePaise));
    row(cols[4], rs(intra ? g.cgstPaise + g.sgstPaise : g.igstPaise));
    row(cols[5], rs(amount));
  }
  y -= 26;
  row(330, 'Taxable value', { bold: true });
  row(480, rs(totals.taxable));
  const half = GST_RATE_PCT / 2;
  for (const [label, v] of intra
    ? ([
        [`CGST @ ${half}%`, totals.cgst],
        [`SGST @ ${half}%`, totals.sgst],
      ] as const)
    : ([[`IGST @ ${GST_RATE_PCT}%`, totals.igst]] as const)) {
    y -= 13;
    row(330, label);
    row(480, rs(v));
  }
  y -= 15;
  row(330, credit ? 'Total credited' : 'Total', { bold: true });
  row(480, rs(totals.amount), { bold: true });
  y -= 26;
  row(40, `Amount in words: ${amountInWords(totals.amount)}`);
  y -= 26;
  row(40, `This is a computer-generated ${credit ? 'credit note' : 'invoice'} and needs no signature.`, {
    size: 8,
  });
  return renderPdf([{ texts: t, lines: [{ x1: 40, y1: A4.height - 70, x2: 555, y2: A4.height - 70 }] }], {
    title: credit ? `Credit note ${credit.number}` : `Invoice ${order.orderRef}`,
  });
}
