/** The longest display name we keep, extension included. */
export const MAX_SAFE_NAME_LENGTH = 100;

/**
 * A display name that is safe in a Content-Disposition header and on the user's disk (ASVS 5.4.1,
 * docs/product/security-tests.md#t11-1): the last path part only (no `../`, no folders), accents folded to ASCII,
 * only `A-Z a-z 0-9 space . _ -` kept (NUL, control and bidi-override characters such as U+202E,
 * quotes and `%` are dropped), inner dots turned into `_` so no double extension survives, the
 * extension forced to `extension` (the type found from the bytes), at most 100 characters.
 * Falls back to `document.<extension>`. The stored object never uses this name: its key is a UUID.
 */
export function safeDisplayName(declaredName: string, extension: string): string {
  const lastPart = declaredName.split(/[/\\]/).pop() ?? '';
  const ascii = lastPart
    .normalize('NFKD')
    .replace(/\p{M}/gu, '') // combining accents left by NFKD: "Résumé" → "Resume"
    .replace(/[^A-Za-z0-9 ._-]/g, '')
    .replace(/\s+/g, ' ');
  const dot = ascii.lastIndexOf('.');
  const stem = (dot >= 0 ? ascii.slice(0, dot) : ascii)
    .replace(/\./g, '_')
    .replace(/^[\s_.-]+|[\s_.-]+$/g, '');
  const room = MAX_SAFE_NAME_LENGTH - extension.length - 1;
  const cut = stem.slice(0, room).replace(/[\s_.-]+$/, '');
  return `${cut || 'document'}.${extension}`;
}
