import type { FastifyInstance, FastifyRequest } from 'fastify';
import { auditAgent, cartAuditSnapshot } from '@kavach/db';
import { isAgent } from '@kavach/domain';
import type { AppDeps } from '../../deps';
import { findCurrentSession } from '../../lib/current-session';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

interface Pending {
  agentId: number;
  sessionHash: string;
  before: Awaited<ReturnType<typeof cartAuditSnapshot>>;
}

const pending = new WeakMap<FastifyRequest, Pending>();

/**
 * docs/product/security-tests.md#t6-5: every write an agent makes to a cart leaves an audit row {agent_id, customer_id, action,
 * before, after} — refused attempts too (the status code is in `after`). Registered on the cart
 * routes; a customer's request costs nothing extra (the session read is shared with the handler).
 */
export function registerAgentAudit(app: FastifyInstance, deps: AppDeps): void {
  app.addHook('preHandler', async (request) => {
    if (!WRITES.has(request.method)) return;
    const session = await findCurrentSession(deps.db, request, deps.clock.now());
    if (!session?.staff || !isAgent(session.staff)) return;
    pending.set(request, {
      agentId: session.staff.id,
      sessionHash: session.idHash,
      before: await cartAuditSnapshot(deps.db, session.idHash),
    });
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const p = pending.get(request);
    if (!p) return payload;
    pending.delete(request);
    const after = await cartAuditSnapshot(deps.db, p.sessionHash);
    await auditAgent(deps.db, {
      agentId: p.agentId,
      customerId: after?.phone ?? p.before?.phone ?? null,
      action: `${request.method} ${request.routeOptions.url ?? request.url}`,
      cartId: after?.id ?? p.before?.id ?? null,
      before: p.before,
      after: { cart: after, status_code: reply.statusCode },
      createdAt: deps.clock.now(),
    });
    return payload;
  });
}
