import { describe, expect, it } from 'vitest';
import {
  AGENT_CONNECTION_MINUTES,
  AGENT_CONNECTION_NOTICE,
  agentConnectionExpiry,
  agentConnectionLive,
} from './agent-connection';

describe('the agent connection (docs/product/staff.md#agent-connection, decision 094)', () => {
  const at = new Date('2026-12-07T05:00:00Z');

  it('lasts 15 minutes from the tap: live until then, not at its end', () => {
    expect(AGENT_CONNECTION_MINUTES).toBe(15);
    const expires = agentConnectionExpiry(at);
    expect(expires.toISOString()).toBe('2026-12-07T05:15:00.000Z');
    expect(agentConnectionLive(expires, new Date('2026-12-07T05:14:59Z'))).toBe(true);
    expect(agentConnectionLive(expires, expires)).toBe(false);
  });

  it('the customer is told what the expert sees and for how long', () => {
    expect(AGENT_CONNECTION_NOTICE).toContain('can see your plans and requests for the next 15 minutes');
  });
});
