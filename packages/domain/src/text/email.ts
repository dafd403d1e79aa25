/**
 * docs/product/accounts.md#input-rules email rule: word characters with optional dot- or hyphen-joined segments, `@`, domain segments,
 * then a 2–3 letter suffix. Written without nested quantifiers so it cannot backtrack badly.
 */
// eslint-disable-next-line security/detect-unsafe-regex -- linear: each repetition starts with '.' or '-', which \w excludes
const EMAIL = /^\w+(?:[.-]\w+)*@\w+(?:[.-]\w+)*\.[A-Za-z]{2,3}$/;

/** RFC 5321 path limit; longer input is rejected before the pattern runs. */
export const EMAIL_MAX_LENGTH = 254;

export function isValidEmail(value: string): boolean {
  if (typeof value !== 'string' || value.length > EMAIL_MAX_LENGTH) return false;
  return EMAIL.test(value);
}
