import { and, desc, eq } from 'drizzle-orm';
import { cartItems, carts } from '../schema/cart';
import { agentAudit, staffUsers } from '../schema/staff';
import type { DbOrTx } from './tx';

export type StaffUserRow = typeof staffUsers.$inferSelect;

export async function findStaffByUsername(db: DbOrTx, username: string): Promise<StaffUserRow | null> {
  const [row] = await db.select().from(staffUsers).where(eq(staffUsers.username, username)).limit(1);
  return row ?? null;
}

export async function findStaffById(db: DbOrTx, id: number): Promise<StaffUserRow | null> {
  const [row] = await db.select().from(staffUsers).where(eq(staffUsers.id, id)).limit(1);
  return row ?? null;
}

/** Creates a staff user, or leaves an existing one with this username as it is (idempotent seed). */
export async function ensureStaffUser(db: DbOrTx, values: typeof staffUsers.$inferInsert): Promise<void> {
  await db.insert(staffUsers).values(values).onConflictDoNothing({ target: staffUsers.username });
}

/** One audit row per agent write (T6.5), in the transaction of the write. */
export async function auditAgent(tx: DbOrTx, row: typeof agentAudit.$inferInsert): Promise<void> {
  await tx.insert(agentAudit).values(row);
}

export async function agentAuditOf(db: DbOrTx, agentId: number) {
  return db.select().from(agentAudit).where(eq(agentAudit.agentId, agentId)).orderBy(agentAudit.id);
}

/** A compact picture of a session's open cart for the audit trail (before / after an agent write). */
export async function cartAuditSnapshot(db: DbOrTx, sessionHash: string) {
  const [cart] = await db
    .select({
      id: carts.id,
      token: carts.token,
      version: carts.version,
      status: carts.status,
      channel: carts.channel,
      couponId: carts.couponId,
      phone: carts.phone,
      pincode: carts.pincode,
    })
    .from(carts)
    .where(and(eq(carts.ownerSessionHash, sessionHash), eq(carts.status, 'open')))
    .orderBy(desc(carts.id))
    .limit(1);
  if (!cart) return null;
  const lines = await db
    .select({ id: cartItems.id, planPriceId: cartItems.planPriceId, quantity: cartItems.quantity })
    .from(cartItems)
    .where(eq(cartItems.cartId, cart.id))
    .orderBy(cartItems.id);
  return { ...cart, lines };
}
