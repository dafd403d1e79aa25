import { contactLookupType } from '../contact/contact-lookup-type';
import { normaliseIndianMobile } from '../contact/indian-mobile';

/**
 * What the service desk's search box finds a request by (issue 20 §4): its number
 * (`YYMMDD-NNNNNN`), or a mobile number or email — the customer's account's, or the contact the
 * request was raised with (decision 072) — the spec §5 contact lookup rule, as the tracker search
 * reads it. Each is an exact match the database answers from an index (the request number's, the
 * account phone's or email's, the request contact's).
 */
export type DeskSearch = { srRef: string } | { phone: string } | { email: string };

/** Said beside the search box when what was typed is none of these. */
export const DESK_SEARCH_HINT =
  'Enter a request number (YYMMDD-NNNNNN), a 10-digit mobile number or an email address.';

/** Longest search text read (an email's length). */
export const DESK_SEARCH_MAX_LENGTH = 120;

/** The search a typed text means, or null when it is none of a request number, mobile or email. */
export function deskSearchOf(text: string): DeskSearch | null {
  const value = typeof text === 'string' ? text.trim() : '';
  if (!value || value.length > DESK_SEARCH_MAX_LENGTH) return null;
  switch (contactLookupType(value)) {
    case 'sr':
      return { srRef: value };
    case 'email':
      return { email: value.toLowerCase() };
    case 'mobile': {
      const phone = normaliseIndianMobile(value);
      return phone ? { phone } : null;
    }
  }
}
