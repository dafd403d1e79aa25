import { describe, expect, it } from 'vitest';
import { isValidEmail } from './email';

describe('isValidEmail', () => {
  it.each([
    ['accepts a plain address', 'ravi@example.com'],
    ['accepts dot segments in the local part', 'ravi.kumar@example.com'],
    ['accepts hyphen segments in the local part', 'ravi-kumar@example.com'],
    ['accepts underscores and digits (word characters)', 'ravi_99@example.in'],
    ['accepts domain segments', 'ravi@mail.example.co.in'],
    ['accepts a hyphenated domain', 'ravi@my-domain.org'],
    ['accepts a 2-letter suffix', 'a@b.in'],
    ['accepts a 3-letter suffix', 'a@b.com'],
  ])('§5 email: %s', (_rule, email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    ['rejects a 4-letter suffix', 'ravi@example.info'],
    ['rejects a 1-letter suffix', 'ravi@example.c'],
    ['rejects a numeric suffix', 'ravi@example.c0m'],
    ['rejects a missing @', 'ravi.example.com'],
    ['rejects two @', 'ravi@@example.com'],
    ['rejects a missing domain', 'ravi@.com'],
    ['rejects a missing local part', '@example.com'],
    ['rejects a leading dot', '.ravi@example.com'],
    ['rejects consecutive dots', 'ravi..kumar@example.com'],
    ['rejects a trailing dot in the local part', 'ravi.@example.com'],
    ['rejects spaces', 'ravi kumar@example.com'],
    ['rejects a plus sign (not a word character)', 'ravi+tag@example.com'],
    ['rejects surrounding whitespace', ' ravi@example.com '],
    ['rejects an empty string', ''],
    ['rejects a domain without a suffix', 'ravi@localhost'],
  ])('§5 email: %s', (_rule, email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  it('§5 email: rejects oversized input', () => {
    expect(isValidEmail(`${'a'.repeat(250)}@b.com`)).toBe(false);
  });

  it('§5 email: a pathological input is rejected quickly (no catastrophic backtracking)', () => {
    const start = performance.now();
    expect(isValidEmail(`${'a.'.repeat(100)}@${'b-'.repeat(20)}!`)).toBe(false);
    expect(performance.now() - start).toBeLessThan(50);
  });
});
