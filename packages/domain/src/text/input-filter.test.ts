import { describe, expect, it } from 'vitest';
import { DISALLOWED_CHARS, containsDisallowedChars, filterTypedInput, stripDisallowed } from './input-filter';

describe('input filter', () => {
  it('§5 disallowed characters are exactly < and >', () => {
    expect([...DISALLOWED_CHARS].sort()).toEqual(['<', '>']);
  });

  it.each([
    ['hello', false],
    ['', false],
    ['a<b', true],
    ['a>b', true],
    ['<script>', true],
    ['≤ ≥ « »', false],
  ])('§5 containsDisallowedChars(%j) is %s', (value, expected) => {
    expect(containsDisallowedChars(value)).toBe(expected);
  });

  it.each([
    ['<script>alert(1)</script>', 'scriptalert(1)/script'],
    ['plain text', 'plain text'],
    ['>>><<<', ''],
  ])('§5 stripDisallowed(%j) is %j', (value, expected) => {
    expect(stripDisallowed(value)).toBe(expected);
  });

  it.each([
    ['strips the last typed character if it is <', 'abc', 'abc<', 'abc'],
    ['strips the last typed character if it is >', 'abc', 'abc>', 'abc'],
    ['keeps an allowed last typed character', 'abc', 'abcd', 'abcd'],
    ['strips a disallowed character typed in the middle', 'abcd', 'ab<cd', 'abcd'],
    ['strips disallowed characters from pasted text', 'name: ', 'name: <b>Ravi</b>', 'name: bRavi/b'],
    ['lets a deletion through', 'abcd', 'abd', 'abd'],
    ['filters a whole replacement of the value', 'old', '<new>', 'new'],
    ['keeps a repeated allowed character', 'aa', 'aaa', 'aaa'],
    ['starts from an empty field', '', '>', ''],
  ])('§5 filterTypedInput %s', (_rule, previous, next, expected) => {
    expect(filterTypedInput(previous, next)).toBe(expected);
  });

  it('§5 filterTypedInput never lets a new < or > through (many random edits)', () => {
    const alphabet = 'ab<> ';
    let seed = 7;
    const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let i = 0; i < 500; i++) {
      const previous = Array.from(
        { length: Math.floor(rand() * 6) },
        () => 'ab '[Math.floor(rand() * 3)],
      ).join('');
      const pos = Math.floor(rand() * (previous.length + 1));
      const insert = Array.from(
        { length: 1 + Math.floor(rand() * 3) },
        () => alphabet[Math.floor(rand() * 5)],
      ).join('');
      const result = filterTypedInput(previous, previous.slice(0, pos) + insert + previous.slice(pos));
      expect(containsDisallowedChars(result)).toBe(false);
      expect(result).toBe(previous.slice(0, pos) + stripDisallowed(insert) + previous.slice(pos));
    }
  });
});
