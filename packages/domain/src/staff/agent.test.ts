import { describe, expect, it } from 'vitest';
import {
  LINK_GENERATION_PERMISSION,
  channelFor,
  isAgent,
  isAgentAssistedCart,
  paymentLinkView,
} from './agent';

describe('§6 roles: who is an agent', () => {
  it('needs a username AND the link-generation permission', () => {
    expect(isAgent({ username: 'asha', permissions: [LINK_GENERATION_PERMISSION] })).toBe(true);
    expect(isAgent({ username: 'asha', permissions: ['website|web_pages|view'] })).toBe(false);
    expect(isAgent({ username: null, permissions: [LINK_GENERATION_PERMISSION] })).toBe(false);
    expect(isAgent({ username: '', permissions: [LINK_GENERATION_PERMISSION] })).toBe(false);
    expect(isAgent(null)).toBe(false);
  });

  it('agents get channel website-tele and application agent; others website', () => {
    expect(channelFor({ username: 'asha', permissions: [LINK_GENERATION_PERMISSION] })).toEqual({
      channel: 'website-tele',
      application: 'agent',
    });
    expect(channelFor(null)).toEqual({ channel: 'website', application: 'website' });
  });

  it('a website-tele cart is agent-assisted; a website cart is not', () => {
    expect(isAgentAssistedCart('website-tele')).toBe(true);
    expect(isAgentAssistedCart('website')).toBe(false);
    expect(isAgentAssistedCart(null)).toBe(false);
  });
});

describe('issue 3 §4: what a payment link shows', () => {
  const now = new Date('2026-11-21T10:00:00Z');
  const later = new Date('2026-11-22T10:00:00Z');
  it('an open link before its expiry is payable', () => {
    expect(paymentLinkView({ status: 'created', expiresAt: later }, now)).toEqual({
      state: 'payable',
      message: null,
    });
  });
  it('an open link at or after its expiry says it has expired', () => {
    expect(paymentLinkView({ status: 'created', expiresAt: now }, now).state).toBe('expired');
    expect(paymentLinkView({ status: 'expired', expiresAt: later }, now).message).toMatch(/expired/);
  });
  it('a paid link says so, even after the expiry', () => {
    expect(paymentLinkView({ status: 'paid', expiresAt: now }, later).state).toBe('paid');
  });
  it('a cancelled link says so', () => {
    expect(paymentLinkView({ status: 'cancelled', expiresAt: later }, now).message).toMatch(/cancelled/);
  });
});
