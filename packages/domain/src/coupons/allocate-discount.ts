export interface Allocation {
  lineId: number;
  discountPaise: number;
}

/**
 * Splits `discountPaise` over lines in proportion to their totals by the largest-remainder
 * (Hamilton) method: each line first gets ⌊discount × total ÷ Σ totals⌋, then the paise left over go
 * one each to the lines with the largest remainders (ties: earlier line first). The result is whole
 * paise summing exactly to the discount, and no line gets more than its own total (requires
 * discount ≤ Σ totals). Exact for any safe-integer amounts (BigInt products).
 */
export function allocateDiscount(
  discountPaise: number,
  lines: readonly { lineId: number; lineTotalPaise: number }[],
): Allocation[] {
  const subtotal = lines.reduce((sum, l) => sum + l.lineTotalPaise, 0);
  if (!Number.isSafeInteger(discountPaise) || discountPaise < 0 || discountPaise > subtotal)
    throw new RangeError('discount must be whole paise between 0 and the subtotal of the lines');
  if (discountPaise === 0) return lines.map((l) => ({ lineId: l.lineId, discountPaise: 0 }));

  const d = BigInt(discountPaise);
  const s = BigInt(subtotal);
  const shares = lines.map((l, index) => {
    const product = d * BigInt(l.lineTotalPaise);
    return { index, lineId: l.lineId, base: Number(product / s), remainder: product % s };
  });
  let left = discountPaise - shares.reduce((sum, x) => sum + x.base, 0);
  const byRemainder = [...shares].sort((a, b) =>
    a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
  );
  const extra = new Set<number>();
  for (const share of byRemainder) {
    if (left === 0) break;
    extra.add(share.index);
    left -= 1;
  }
  return shares.map((x) => ({ lineId: x.lineId, discountPaise: x.base + (extra.has(x.index) ? 1 : 0) }));
}
