const FIFTEEN_DIGITS = /^\d{15}$/;

/** Luhn checksum over a string of digits: true when the last digit is the matching check digit. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** docs/product/activation.md#device-details device identifier: valid only with exactly 15 digits and a matching Luhn check digit. */
export function isValidImei(value: string): boolean {
  return typeof value === 'string' && FIFTEEN_DIGITS.test(value) && passesLuhn(value);
}
