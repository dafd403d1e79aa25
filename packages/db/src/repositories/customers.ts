import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import { customerRatings, customerTokens, customers, loginFailures } from '../schema/customers';
import { sessions } from '../schema/session';
import { carts } from '../schema/cart';
import { orders } from '../schema/orders';
import type { DbOrTx } from './tx';

export type CustomerRow = typeof customers.$inferSelect;
export type CustomerTokenPurpose = 'reset_password' | 'app_login';

export async function findCustomerById(db: DbOrTx, id: number): Promise<CustomerRow | null> {
  const [row] = await db.select().from(customers).where(eq(customers.id, id)).limit(1);
  return row ?? null;
}

export async function findCustomerByPublicId(db: DbOrTx, publicId: string): Promise<CustomerRow | null> {
  const [row] = await db.select().from(customers).where(eq(customers.publicId, publicId)).limit(1);
  return row ?? null;
}

export async function findCustomerByEmail(db: DbOrTx, email: string): Promise<CustomerRow | null> {
  const [row] = await db.select().from(customers).where(eq(customers.email, email.toLowerCase())).limit(1);
  return row ?? null;
}

export async function findCustomerByPhone(db: DbOrTx, phone: string): Promise<CustomerRow | null> {
  const [row] = await db.select().from(customers).where(eq(customers.phone, phone)).limit(1);
  return row ?? null;
}

export async function insertCustomer(
  db: DbOrTx,
  values: typeof customers.$inferInsert,
): Promise<CustomerRow> {
  const [row] = await db.insert(customers).values(values).returning();
  return row!;
}

/**
 * The account of a phone, made if there is none (an order paid without signing in). The email is
 * kept only if no other account has it; no unique violation can abort the caller's transaction.
 */
export async function ensureCustomerByPhone(
  db: DbOrTx,
  values: typeof customers.$inferInsert & { phone: string },
): Promise<CustomerRow> {
  const existing = await findCustomerByPhone(db, values.phone);
  if (existing) return existing;
  const [row] = await db.insert(customers).values(values).onConflictDoNothing().returning();
  if (row) return row;
  const again = await findCustomerByPhone(db, values.phone);
  if (again) return again;
  const [withoutEmail] = await db
    .insert(customers)
    .values({ ...values, email: null })
    .onConflictDoNothing()
    .returning();
  return withoutEmail ?? (await findCustomerByPhone(db, values.phone))!;
}

export async function updateCustomer(
  db: DbOrTx,
  id: number,
  values: Partial<typeof customers.$inferInsert>,
): Promise<CustomerRow> {
  const [row] = await db.update(customers).set(values).where(eq(customers.id, id)).returning();
  return row!;
}

/** A new single-use token; older live tokens of the same purpose are revoked (docs/product/security-tests.md#t5-4). */
export async function issueCustomerToken(
  tx: DbOrTx,
  values: {
    customerId: number;
    purpose: CustomerTokenPurpose;
    tokenHash: string;
    expiresAt: Date;
    now: Date;
  },
): Promise<void> {
  await tx
    .update(customerTokens)
    .set({ revokedAt: values.now })
    .where(
      and(
        eq(customerTokens.customerId, values.customerId),
        eq(customerTokens.purpose, values.purpose),
        isNull(customerTokens.consumedAt),
        isNull(customerTokens.revokedAt),
      ),
    );
  await tx.insert(customerTokens).values({
    customerId: values.customerId,
    purpose: values.purpose,
    tokenHash: values.tokenHash,
    expiresAt: values.expiresAt,
    createdAt: values.now,
  });
}

/** A live token of this purpose, without using it up (the reset page checks before asking). */
export async function findLiveCustomerToken(
  db: DbOrTx,
  purpose: CustomerTokenPurpose,
  tokenHash: string,
  now: Date,
): Promise<{ customerId: number } | null> {
  const [row] = await db
    .select({ customerId: customerTokens.customerId })
    .from(customerTokens)
    .where(
      and(
        eq(customerTokens.tokenHash, tokenHash),
        eq(customerTokens.purpose, purpose),
        isNull(customerTokens.consumedAt),
        isNull(customerTokens.revokedAt),
        gt(customerTokens.expiresAt, now),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Uses a token up: one atomic conditional UPDATE, so two racing uses cannot both succeed. */
export async function consumeCustomerToken(
  db: DbOrTx,
  purpose: CustomerTokenPurpose,
  tokenHash: string,
  now: Date,
): Promise<{ customerId: number } | null> {
  const [row] = await db
    .update(customerTokens)
    .set({ consumedAt: now })
    .where(
      and(
        eq(customerTokens.tokenHash, tokenHash),
        eq(customerTokens.purpose, purpose),
        isNull(customerTokens.consumedAt),
        isNull(customerTokens.revokedAt),
        gt(customerTokens.expiresAt, now),
      ),
    )
    .returning({ customerId: customerTokens.customerId });
  return row ?? null;
}

export async function recordLoginFailure(
  db: DbOrTx,
  values: { accountKey: string; deviceKey: string | null; customerId: number | null; ip: string; now: Date },
): Promise<void> {
  await db.insert(loginFailures).values({
    accountKey: values.accountKey,
    deviceKey: values.deviceKey,
    customerId: values.customerId,
    ip: values.ip,
    createdAt: values.now,
  });
}

/**
 * The newest failed sign-ins since `since`, newest first, at most `limit`: of one account (only
 * those made with device cookie `deviceKey`, or only those made without one when it is null), or
 * of one client address (docs/product/security-tests.md#t5-3, issue 18 #7).
 */
export async function recentLoginFailures(
  db: DbOrTx,
  by: { accountKey: string; deviceKey: string | null } | { ip: string },
  since: Date,
  limit: number,
): Promise<Date[]> {
  const who =
    'ip' in by
      ? eq(loginFailures.ip, by.ip)
      : and(
          eq(loginFailures.accountKey, by.accountKey),
          by.deviceKey === null ? isNull(loginFailures.deviceKey) : eq(loginFailures.deviceKey, by.deviceKey),
        );
  const rows = await db
    .select({ at: loginFailures.createdAt })
    .from(loginFailures)
    .where(and(who, gt(loginFailures.createdAt, since)))
    .orderBy(desc(loginFailures.createdAt))
    .limit(limit);
  return rows.map((r) => r.at);
}

/**
 * Ends every session of a customer except `keepIdHash` (password reset or change, phone or email
 * change: docs/product/security-tests.md#t2-5, docs/product/security-tests.md#t5-4). Their carts stay with the rows' owners; the sessions are deleted.
 */
export async function endCustomerSessions(
  db: DbOrTx,
  customerPublicId: string,
  keepIdHash: string | null,
): Promise<number> {
  const where = keepIdHash
    ? and(eq(sessions.customerId, customerPublicId), ne(sessions.idHash, keepIdHash))
    : eq(sessions.customerId, customerPublicId);
  const rows = await db.delete(sessions).where(where).returning({ idHash: sessions.idHash });
  return rows.length;
}

/**
 * Moves what an old session owned to its replacement (sign-in rotates the session id, docs/product/security-tests.md#t2-2): the
 * open carts and the orders, so a cart filled before signing in is still there afterwards.
 */
export async function moveSessionBelongings(tx: DbOrTx, fromHash: string, toHash: string): Promise<void> {
  await tx.update(carts).set({ ownerSessionHash: toHash }).where(eq(carts.ownerSessionHash, fromHash));
  await tx.update(orders).set({ ownerSessionHash: toHash }).where(eq(orders.ownerSessionHash, fromHash));
}

/** A customer's rating of a visit, a plan or the app (POST /v3/customer/ratings). */
export async function insertCustomerRating(
  db: DbOrTx,
  values: typeof customerRatings.$inferInsert,
): Promise<void> {
  await db.insert(customerRatings).values(values);
}

/**
 * Records the rating of a service request's service, once (decision 089: the unique
 * customer_ratings_sr_uq): false when it had been rated already, nothing written.
 */
export async function insertRequestRating(
  db: DbOrTx,
  values: Omit<typeof customerRatings.$inferInsert, 'subject'> & { subjectRef: string },
): Promise<boolean> {
  const added = await db
    .insert(customerRatings)
    .values({ ...values, subject: 'service_request' })
    .onConflictDoNothing()
    .returning({ id: customerRatings.id });
  return added.length === 1;
}

/** The rating of a service request's service, if it was rated (decision 089). */
export async function ratingOfRequest(
  db: DbOrTx,
  srRef: string,
): Promise<{ rating: number; comment: string } | null> {
  const [row] = await db
    .select({ rating: customerRatings.rating, comment: customerRatings.comment })
    .from(customerRatings)
    .where(and(eq(customerRatings.subject, 'service_request'), eq(customerRatings.subjectRef, srRef)))
    .limit(1);
  return row ?? null;
}

/**
 * Marks the account's phone verified when it is still this number and not yet verified (a signed-in
 * customer proving their own phone by a code, POST /v3/otp/verify_otp).
 */
export async function markCustomerPhoneVerified(
  db: DbOrTx,
  customerId: number,
  phone: string,
  now: Date,
): Promise<void> {
  await db
    .update(customers)
    .set({ phoneVerifiedAt: now, updatedAt: now })
    .where(and(eq(customers.id, customerId), eq(customers.phone, phone), isNull(customers.phoneVerifiedAt)));
}
