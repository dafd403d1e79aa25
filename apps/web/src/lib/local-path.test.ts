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

describe('T1.5 open redirect on `next`: 40 payloads, 0 redirects off-origin', () => {
  const origin = 'https://kavach.example';
  const hosts = ['evil.test', 'evil.test:443', 'kavach.example.evil.test', '127.0.0.1'];
  const payloads = [
    ...hosts.flatMap((h) => [`//${h}`, `/\\${h}`, `https:${h}`, `https://${h}/`, `%2F%2F${h}`, `/%09/${h}`]),
    'javascript:alert(document.domain)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '\\\\evil.test',
    '/\\/evil.test',
    '//\\evil.test',
    ' //evil.test',
    '\t//evil.test',
    '/\r\n/evil.test',
    'http://evil.test',
    'https://kavach.example@evil.test',
    '//kavach.example@evil.test',
    '/%5Cevil.test',
    '///evil.test',
    '////evil.test/',
  ];

  it('has 40 payloads', () => {
    expect(payloads).toHaveLength(40);
  });

  it.each(payloads)('%j is refused or stays on the origin', (payload) => {
    const kept = localPath(payload);
    if (kept !== null) expect(new URL(kept, origin).origin).toBe(origin);
  });
});
