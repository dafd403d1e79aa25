/** The five fields the gateway adds to the callback URL of a paid link (security plan A18). */
export const CALLBACK_FIELDS = [
  'razorpay_payment_id',
  'razorpay_payment_link_id',
  'razorpay_payment_link_reference_id',
  'razorpay_payment_link_status',
  'razorpay_signature',
] as const;

export type LinkCallback = Record<(typeof CALLBACK_FIELDS)[number], string>;

type Query = Record<string, string | string[] | undefined>;

/**
 * The callback's fields from the done page's query, or null when any is missing or repeated (the
 * page was opened without coming back from the gateway). Only these five are passed on.
 */
export function linkCallbackFrom(query: Query): LinkCallback | null {
  const out: Partial<LinkCallback> = {};
  for (const field of CALLBACK_FIELDS) {
    const value = query[field];
    if (typeof value !== 'string' || value.length === 0 || value.length > 256) return null;
    out[field] = value;
  }
  return out as LinkCallback;
}
