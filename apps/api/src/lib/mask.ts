/**
 * A phone number or email address as logs may show it (docs/product/security-tests.md#t13-2): a phone keeps its
 * last 4 digits, an email its first character and its domain.
 */
export function maskRecipient(value: string): string {
  const at = value.lastIndexOf('@');
  if (at > 0) return `${value[0]}***${value.slice(at)}`;
  const digits = value.replace(/\D/g, '');
  return digits.length >= 4 ? `******${digits.slice(-4)}` : '****';
}
