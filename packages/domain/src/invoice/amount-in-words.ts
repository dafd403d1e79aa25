const ONES = [
  'Zero',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
] as const;
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'] as const;

/** 1–99. */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  const unit = n % 10;
  return unit === 0 ? TENS[Math.floor(n / 10)]! : `${TENS[Math.floor(n / 10)]!} ${ONES[unit]!}`;
}

/** Indian grouping: crore (10^7), lakh (10^5), thousand, hundred. A count of crores is itself spelled in lakhs and thousands. */
const SCALES = [
  [10_000_000, 'Crore'],
  [100_000, 'Lakh'],
  [1_000, 'Thousand'],
  [100, 'Hundred'],
] as const;

/** A positive whole number in words, Indian style, without "and" ("Four Hundred Fifty Six"). */
function spell(n: number): string {
  for (const [size, name] of SCALES) {
    if (n >= size) {
      const rest = n % size;
      const head = `${spell(Math.floor(n / size))} ${name}`;
      return rest === 0 ? head : `${head} ${spell(rest)}`;
    }
  }
  return belowHundred(n);
}

/**
 * An invoice's amount in words (Indian numbering): 1,23,456.70 → "Rupees One Lakh Twenty Three
 * Thousand Four Hundred Fifty Six and Seventy Paise Only"; 0 → "Rupees Zero Only";
 * 50 paise → "Rupees Zero and Fifty Paise Only".
 */
export function amountInWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0)
    throw new RangeError('amount must be a non-negative integer of paise');
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  const rupeeWords = rupees === 0 ? 'Zero' : spell(rupees);
  return rest === 0
    ? `Rupees ${rupeeWords} Only`
    : `Rupees ${rupeeWords} and ${belowHundred(rest)} Paise Only`;
}
