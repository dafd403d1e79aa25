import { apiRequest } from '@/lib/api-client.browser';

/** The spec's path (docs/product/api.md#agent-connection): the dialer's, with its trailing slash. */
export const ALLOW_AGENT_CONNECTION_PATH = '/v4/app:website/dialer/allow_agent_connection/';

/** Whether a click lands on a phone-number link (a `tel:` anchor, or something inside one). */
export function isCallLink(target: EventTarget | null): boolean {
  const element = target instanceof Element ? target : null;
  return element?.closest('a[href^="tel:"]') != null;
}

/**
 * docs/product/staff.md#agent-connection (decision 094): while `customerId()` names the signed-in
 * customer, a tap on any phone number first tells the dialer to allow the agent connection. The
 * tap itself is never held up: the link dials as it would without scripts, and the request is sent
 * with keepalive so it is delivered even as the phone's dialer takes over. Returns the unsubscribe.
 */
export function allowAgentConnectionOnCall(customerId: () => string | null): () => void {
  const onClick = (event: MouseEvent) => {
    const id = customerId();
    if (!id || !isCallLink(event.target)) return;
    void apiRequest('POST', ALLOW_AGENT_CONNECTION_PATH, { customer_id: id }, { keepalive: true });
  };
  document.addEventListener('click', onClick, true);
  return () => document.removeEventListener('click', onClick, true);
}
