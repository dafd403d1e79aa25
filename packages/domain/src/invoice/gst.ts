/**
 * GST on our prices, which INCLUDE GST (a plan priced ₹1,180 is ₹1,000 + 18 % GST).
 *
 * SAC 998719, "Maintenance and repair services of other goods n.e.c." (heading 9987, maintenance,
 * repair and installation services). The sibling codes are narrower (998713 computers, 998715
 * electrical household appliances, 998716 telecom equipment); one plan covers several of those kinds
 * of device, so the catch-all 998719 is used for every plan. Confirm with the company's tax adviser.
 */
export const SAC_CODE = '998719';

export const GST_RATE_PCT = 18;

export interface GstSplit {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

export interface GstInput {
  /** The price the customer pays, GST included, in paise. */
  totalPaise: number;
  /** Two-digit GST state code of our registration (e.g. '27' Maharashtra). */
  supplierStateCode: string;
  /**
   * State code of the customer's address. null when we hold no address: the place of supply of a
   * service to an unregistered person is then the supplier's location (IGST Act s. 12(2)(b)(ii)).
   */
  customerStateCode: string | null;
  /** GST rate in percent, up to two decimals (18, 5, 0.25). */
  ratePct?: number;
}

const code = (c: string): string => c.trim().padStart(2, '0');

/**
 * Splits a GST-inclusive total: taxable = total × 100 ÷ (100 + rate), rounded half up to the paisa;
 * the tax is the rest, so taxable + taxes === total exactly. Same state (intra-state supply) →
 * CGST and SGST halves, CGST taking the odd paisa; different states → IGST.
 */
export function splitGst({
  totalPaise,
  supplierStateCode,
  customerStateCode,
  ratePct = GST_RATE_PCT,
}: GstInput): GstSplit {
  if (!Number.isSafeInteger(totalPaise) || totalPaise < 0)
    throw new RangeError('total must be a non-negative integer of paise');
  const rateBp = Math.round(ratePct * 100);
  if (ratePct < 0 || Math.abs(rateBp - ratePct * 100) > 1e-6)
    throw new RangeError('rate must be a non-negative percentage with at most two decimals');

  const num = BigInt(totalPaise) * 10_000n;
  const den = 10_000n + BigInt(rateBp);
  const taxablePaise = Number((2n * num + den) / (2n * den));
  const tax = totalPaise - taxablePaise;

  const intraState = customerStateCode === null || code(customerStateCode) === code(supplierStateCode);
  if (!intraState) return { taxablePaise, cgstPaise: 0, sgstPaise: 0, igstPaise: tax };
  const sgstPaise = Math.floor(tax / 2);
  return { taxablePaise, cgstPaise: tax - sgstPaise, sgstPaise, igstPaise: 0 };
}
