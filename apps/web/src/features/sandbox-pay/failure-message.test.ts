import { describe, expect, it } from 'vitest';
import { failureMessage } from './failure-message';

describe('failureMessage', () => {
  it.each([
    ['Payment failed', 'Payment failed. No money was taken; you can try again.'],
    ['Payment failed.', 'Payment failed. No money was taken; you can try again.'],
    [
      'Your bank declined the payment',
      'Payment failed. Your bank declined the payment. No money was taken; you can try again.',
    ],
  ])('%j → %j', (description, message) => {
    expect(failureMessage(description)).toBe(message);
  });
});
