import { describe, expect, it } from 'vitest';
import { safePayUrl } from './link-state-copy';

describe('safePayUrl', () => {
  it.each([
    [
      '/api/razorpay-emulator/payment_links/plink_abc?key=k',
      '/api/razorpay-emulator/payment_links/plink_abc?key=k',
    ],
    ['https://rzp.io/i/b3Ynxtc', 'https://rzp.io/i/b3Ynxtc'],
  ])('leads to %s', (url, out) => {
    expect(safePayUrl(url)).toBe(out);
  });

  it.each([
    [null],
    ['http://rzp.io/i/x'],
    ['//evil.example'],
    ['/\\evil.example'],
    ['javascript:alert(1)'],
    ['nonsense'],
  ])('refuses %j', (url) => {
    expect(safePayUrl(url)).toBeNull();
  });
});
