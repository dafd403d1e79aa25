/** A page's query, as Next passes it. */
export type PageQuery = Record<string, string | string[] | undefined>;

/** One query value of at most 64 characters; null when absent, repeated or longer. */
export const queryValue = (value: string | string[] | undefined): string | null =>
  typeof value === 'string' && value.length <= 64 ? value : null;

/**
 * An error code a server action put in the address (capitals and underscores, as the API's
 * `error_code`); null for anything else, so no typed-in text is ever shown as if we said it.
 */
export const queryErrorCode = (value: string | string[] | undefined): string | null => {
  const v = queryValue(value);
  return v !== null && /^[A-Z_]{1,40}$/.test(v) ? v : null;
};
