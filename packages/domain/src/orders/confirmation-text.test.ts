import { describe, expect, it } from 'vitest';
import { orderConfirmationText } from './confirmation-text';

const base = { orderRef: 'KV2X8P4M9QRT7W', amountPaise: 149_900 };

describe('the message confirming a paid order says what to do next', () => {
  it('plans to activate: activate them at My Plans', () => {
    expect(orderConfirmationText({ ...base, awaitingActivation: true, renewalStarts: [] })).toBe(
      'Kavach: your order KV2X8P4M9QRT7W of ₹1,499 is confirmed. Activate your plans at My Plans.',
    );
  });

  it('decision 091: a renewal needs no activation — the message says when its next term starts', () => {
    expect(orderConfirmationText({ ...base, awaitingActivation: false, renewalStarts: ['2026-12-10'] })).toBe(
      'Kavach: your order KV2X8P4M9QRT7W of ₹1,499 is confirmed. Your plan is renewed: its next term starts on 10 Dec 2026.',
    );
    expect(
      orderConfirmationText({
        ...base,
        awaitingActivation: false,
        renewalStarts: ['2026-12-10', '2027-01-02'],
      }),
    ).toContain('Your plans are renewed; see them in My Plans.');
  });

  it('plans registered at purchase (home care, insta-repair): ready in My Plans', () => {
    expect(orderConfirmationText({ ...base, awaitingActivation: false, renewalStarts: [] })).toContain(
      'Your plans are ready in My Plans.',
    );
  });
});
