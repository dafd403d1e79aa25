import type { FastifyRequest } from 'fastify';
import type {
  AllowAgentConnectionBody,
  AllowAgentConnectionResponse,
  DeskCallersResponse,
} from '@kavach/contracts';
import { allowAgentConnection, enqueueOutbox, findCustomerById, liveAgentConnections } from '@kavach/db';
import { agentConnectionExpiry } from '@kavach/domain';
import type { RouteDeps } from '../../deps';
import { requireCustomer } from '../../lib/current-session';
import { AppError } from '../../lib/http-errors';
import { requireServiceStaff } from '../service-desk/desk-access';

/**
 * POST /v4/app:website/dialer/allow_agent_connection/ (docs/product/staff.md#agent-connection,
 * decision 094): the signed-in customer, about to call support, lets the contact centre see their
 * account for 15 minutes. `customer_id` is the id the session bootstrap gave this browser; any
 * other is refused (403), so nobody opens another's account to an agent. One transaction: the
 * connection made or moved on, and — when none was live — the contact centre told through the
 * outbox's CRM channel (topic `agent_connection`: who, their phone, until when), once per
 * connection. Repeated taps only move its end.
 */
export async function allowOwnAgentConnection(
  deps: RouteDeps,
  request: FastifyRequest,
  body: AllowAgentConnectionBody,
): Promise<AllowAgentConnectionResponse> {
  const now = deps.clock.now();
  const { customer } = await requireCustomer(deps.db, request, now);
  if (body.customer_id !== customer.publicId)
    throw new AppError(403, 'NOT_YOUR_ACCOUNT', 'Only the signed-in customer can share their own account.');
  const expiresAt = agentConnectionExpiry(now);
  return deps.db.transaction(async (tx) => {
    const { row, fresh } = await allowAgentConnection(tx, { customerId: customer.id, at: now, expiresAt });
    const who = await findCustomerById(tx, customer.id);
    if (fresh && who?.phone)
      await enqueueOutbox(tx, {
        channel: 'crm',
        topic: 'agent_connection',
        recipient: who.phone,
        payload: {
          customer_id: customer.publicId,
          name: `${who.firstName} ${who.lastName}`.trim(),
          email: who.email,
          allowed_at: row.allowedAt.toISOString(),
          expires_at: row.expiresAt.toISOString(),
          text: `Agent connection allowed until ${row.expiresAt.toISOString()}.`,
        },
        idempotencyKey: `agent_connection:${customer.publicId}:${row.allowedAt.toISOString()}`,
        availableAt: now,
        createdAt: now,
      });
    return { allowed: true as const, expires_at: row.expiresAt.toISOString() };
  });
}

/**
 * GET /v3/service-desk/callers (service staff only): the customers whose agent connection is live,
 * newest first (decision 094) — who is calling, so the desk opens their requests by their mobile.
 */
export async function deskCallers(deps: RouteDeps, request: FastifyRequest): Promise<DeskCallersResponse> {
  await requireServiceStaff(deps, request);
  const live = await liveAgentConnections(deps.db, deps.clock.now());
  return {
    callers: live.map((c) => ({
      name: `${c.firstName} ${c.lastName}`.trim() || null,
      phone: c.phone,
      email: c.email,
      allowed_at: c.allowedAt.toISOString(),
      expires_at: c.expiresAt.toISOString(),
    })),
  };
}
