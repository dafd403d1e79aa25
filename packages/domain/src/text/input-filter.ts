/** Characters that may not appear in any input (docs/product/accounts.md#input-rules). */
export const DISALLOWED_CHARS: readonly string[] = ['<', '>'];

const DISALLOWED = /[<>]/g;

export function containsDisallowedChars(value: string): boolean {
  return value.includes('<') || value.includes('>');
}

export function stripDisallowed(value: string): string {
  return value.replace(DISALLOWED, '');
}

/**
 * docs/product/accounts.md#input-rules input filter: the characters just typed (or pasted) between `previous` and `next` are kept
 * only if allowed. Typing `<` at the end therefore strips that last character; text that was
 * already there is left untouched, and deletions pass through.
 */
export function filterTypedInput(previous: string, next: string): string {
  if (next.length <= previous.length && !containsDisallowedChars(next)) return next;
  let start = 0;
  const maxPrefix = Math.min(previous.length, next.length);
  while (start < maxPrefix && previous[start] === next[start]) start++;
  let endPrev = previous.length;
  let endNext = next.length;
  while (endPrev > start && endNext > start && previous[endPrev - 1] === next[endNext - 1]) {
    endPrev--;
    endNext--;
  }
  const typed = next.slice(start, endNext);
  return next.slice(0, start) + stripDisallowed(typed) + next.slice(endNext);
}
