import { randomBytes } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import type { CreateGatewayOrder, GatewayOrder, GatewayPayment } from './gateway';
import { sandboxGatewayOrders as orders, sandboxGatewayPayments as payments, type Db } from '@kavach/db';

export type SandboxOrderRow = typeof orders.$inferSelect;
export type SandboxPaymentRow = typeof payments.$inferSelect;
export type SandboxMethod = 'upi' | 'card' | 'netbanking';

export const toGatewayOrderRow = (row: SandboxOrderRow): GatewayOrder => ({
  id: row.id,
  amountPaise: row.amount,
  currency: row.currency,
  status: row.status as GatewayOrder['status'],
  receipt: row.receipt,
});

export const toGatewayPaymentRow = (row: SandboxPaymentRow): GatewayPayment => ({
  id: row.id,
  orderId: row.orderId,
  amountPaise: row.amount,
  currency: row.currency,
  status: row.status as GatewayPayment['status'],
  method: row.method,
  errorCode: row.errorCode,
  errorDescription: row.errorDescription,
  createdAt: row.createdAt,
});

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

let lastTick = 0;

/**
 * Razorpay-like ids, time-ordered as Razorpay's are: `order_SBX` + 7 base62 characters of a
 * per-process increasing millisecond tick + 6 random ones (≈ 35 bits). Ordering by (created_at, id)
 * is then the order of creation, even under a frozen test clock.
 */
export function sandboxId(prefix: 'order' | 'pay' | 'evt' | 'plink'): string {
  lastTick = Math.max(lastTick + 1, Date.now());
  let tick = '';
  for (let t = lastTick; tick.length < 7; t = Math.floor(t / 62)) tick = BASE62[t % 62] + tick;
  let random = '';
  while (random.length < 6) {
    for (const byte of randomBytes(8)) if (byte < 248 && random.length < 6) random += BASE62[byte % 62];
  }
  return `${prefix}_SBX${tick}${random}`;
}

/** Insert-or-return by idempotency key: concurrent callers in any process get the same row. */
export async function insertOrderOnce(db: Db, row: SandboxOrderRow): Promise<SandboxOrderRow> {
  const [inserted] = await db
    .insert(orders)
    .values(row)
    .onConflictDoNothing({ target: orders.idempotencyKey })
    .returning();
  if (inserted) return inserted;
  const [existing] = await db.select().from(orders).where(eq(orders.idempotencyKey, row.idempotencyKey));
  if (!existing) throw new Error('sandbox order vanished after an idempotency conflict');
  return existing;
}

/** docs/product/security-tests.md#t8-8 across processes: the unique key decides which row every caller gets. */
export async function createOrderOnce(
  db: Db,
  input: CreateGatewayOrder,
  now: Date,
): Promise<SandboxOrderRow> {
  const row = await insertOrderOnce(db, {
    id: sandboxId('order'),
    amount: input.amountPaise,
    currency: input.currency,
    receipt: input.receipt,
    status: 'created',
    idempotencyKey: input.idempotencyKey,
    createdAt: now,
  });
  return row;
}

export async function findOrder(db: Db, id: string): Promise<SandboxOrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row ?? null;
}

export async function listOrderPayments(db: Db, orderId: string): Promise<SandboxPaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(asc(payments.createdAt), sql`${payments.id} collate "C"`);
}
