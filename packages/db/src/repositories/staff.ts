import { and, desc, eq } from 'drizzle-orm';
import { cartItems, carts } from '../schema/cart';
import { sessions } from '../schema/session';
import { agentAudit, staffUsers } from '../schema/staff';
import type { DbOrTx } from './tx';

export type StaffUserRow = typeof staffUsers.$inferSelect;
/** A staff user as listed to an operator: everything but the password hash. */
export type StaffListing = Omit<StaffUserRow, 'passwordHash'>;

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

/** Creates a staff user; null when the username is taken (the unique index decides, so no race). */
export async function insertStaffUser(
  db: DbOrTx,
  values: typeof staffUsers.$inferInsert,
): Promise<StaffUserRow | null> {
  const [row] = await db
    .insert(staffUsers)
    .values(values)
    .onConflictDoNothing({ target: staffUsers.username })
    .returning();
  return row ?? null;
}

/** A new password hash or the active flag (staff accounts are disabled, never deleted: audit rows). */
export async function updateStaffUser(
  db: DbOrTx,
  id: number,
  patch: Partial<Pick<StaffUserRow, 'passwordHash' | 'active'>>,
): Promise<void> {
  await db.update(staffUsers).set(patch).where(eq(staffUsers.id, id));
}

/** Ends every session signed in as this staff user (password change, disabling); returns how many. */
export async function endStaffSessions(db: DbOrTx, staffUserId: number): Promise<number> {
  const rows = await db
    .delete(sessions)
    .where(eq(sessions.staffUserId, staffUserId))
    .returning({ idHash: sessions.idHash });
  return rows.length;
}

/** Every staff user by username, without password hashes. */
export async function listStaffUsers(db: DbOrTx): Promise<StaffListing[]> {
  return db
    .select({
      id: staffUsers.id,
      username: staffUsers.username,
      displayName: staffUsers.displayName,
      permissions: staffUsers.permissions,
      teams: staffUsers.teams,
      active: staffUsers.active,
      createdAt: staffUsers.createdAt,
    })
    .from(staffUsers)
    .orderBy(staffUsers.username);
}

/** One audit row per agent write (docs/product/security-tests.md#t6-5), in the transaction of the write. */
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
