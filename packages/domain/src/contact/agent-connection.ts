/**
 * The agent connection (docs/product/staff.md#agent-connection, decision 094): before a signed-in
 * customer dials support, the site tells the contact centre who is about to call, so the expert
 * who answers sees the caller's account — their plans and requests — without asking for order
 * numbers. The customer's tap on the number is the consent; it lasts this long, and each tap
 * within it starts it again.
 */
export const AGENT_CONNECTION_MINUTES = 15;

/** Until when a connection allowed at `at` lets the contact centre see the caller's account. */
export function agentConnectionExpiry(at: Date): Date {
  return new Date(at.getTime() + AGENT_CONNECTION_MINUTES * 60_000);
}

/** Whether a connection that expires at `expiresAt` still holds at `now`. */
export function agentConnectionLive(expiresAt: Date, now: Date): boolean {
  return now.getTime() < expiresAt.getTime();
}

/** What the Help & Support page tells the customer before they call: what the expert will see, and for how long. */
export const AGENT_CONNECTION_NOTICE = `When you call us while signed in, the expert who answers can see your plans and requests for the next ${AGENT_CONNECTION_MINUTES} minutes, so you need not read out order numbers.`;
