import { desc, gt, sql, eq } from 'drizzle-orm';
import { agentConnections } from '../schema/agent-connections';
import { customers } from '../schema/customers';
import type { DbOrTx } from './tx';

export type AgentConnectionRow = typeof agentConnections.$inferSelect;

/**
 * The customer allowed an agent connection at `at` until `expiresAt` (decision 094): the row made,
 * or moved on. `fresh` is true when none was live before this tap — the contact centre is told
 * then, not on every tap of a connection already live.
 */
export async function allowAgentConnection(
  db: DbOrTx,
  input: { customerId: number; at: Date; expiresAt: Date },
): Promise<{ row: AgentConnectionRow; fresh: boolean }> {
  const [row] = await db
    .insert(agentConnections)
    .values({ customerId: input.customerId, allowedAt: input.at, expiresAt: input.expiresAt })
    .onConflictDoUpdate({
      target: agentConnections.customerId,
      set: {
        // A connection still live keeps the moment it was first allowed; a lapsed one starts again.
        allowedAt: sql`case when ${agentConnections.expiresAt} > ${input.at} then ${agentConnections.allowedAt} else excluded.allowed_at end`,
        expiresAt: sql`excluded.expires_at`,
        taps: sql`case when ${agentConnections.expiresAt} > ${input.at} then ${agentConnections.taps} + 1 else 1 end`,
      },
    })
    .returning();
  return { row: row!, fresh: row!.taps === 1 };
}

/** A live connection with who allowed it, for the service desk. */
export interface LiveAgentConnection {
  allowedAt: Date;
  expiresAt: Date;
  taps: number;
  firstName: string;
  lastName: string;
  phone: string | null;
  email: string | null;
}

/** The connections live at `now`, newest first (at most `limit`). */
export async function liveAgentConnections(
  db: DbOrTx,
  now: Date,
  limit = 20,
): Promise<LiveAgentConnection[]> {
  return db
    .select({
      allowedAt: agentConnections.allowedAt,
      expiresAt: agentConnections.expiresAt,
      taps: agentConnections.taps,
      firstName: customers.firstName,
      lastName: customers.lastName,
      phone: customers.phone,
      email: customers.email,
    })
    .from(agentConnections)
    .innerJoin(customers, eq(customers.id, agentConnections.customerId))
    .where(gt(agentConnections.expiresAt, now))
    .orderBy(desc(agentConnections.allowedAt))
    .limit(limit);
}
