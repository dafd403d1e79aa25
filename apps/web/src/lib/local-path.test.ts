import { describe, expect, it } from 'vitest';
import { localPath } from './local-path';

describe('localPath', () => {
  it.each([
    ['/checkout', '/checkout'],
    ['/cart?x=1#top', '/cart?x=1#top'],
    ['/', '/'],
    ['/a/../checkout', '/checkout'],
  ])('keeps the same-site path %s', (path, kept) => {
    expect(localPath(path)).toBe(kept);
  });

  it.each([
    [null],
    [undefined],
    [''],
    ['checkout'],
    ['//evil.example/x'],
    ['/\\evil.example'],
    ['/\t/evil.example'],
    ['/\n/evil.example'],
    ['https://evil.example/'],
    ['javascript:alert(1)'],
    [' /checkout'],
  ])('refuses %j', (path) => {
    expect(localPath(path)).toBeNull();
  });
});
