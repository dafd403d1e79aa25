import { existsSync, readFileSync } from 'node:fs';
import { emulatorStatePath } from '../../src/payments/payments-config';

/*
 * What the gateway holds, for the kill -9 and database-restart tests (docs/product/security-tests.md#t9-1, #t9-2): the API
 * process runs the Razorpay adapter over the Razorpay emulator (decision 053), whose books it saves
 * to a file of its own, named by the database, after each change — read here as Razorpay's
 * dashboard would be.
 */

interface SavedPayment {
  id: string;
  order_id: string;
  status: string;
}

/** The payments of the emulator of an API process started with `databaseUrl`. */
export function gatewayPayments(databaseUrl: string): SavedPayment[] {
  const file = emulatorStatePath({ DATABASE_URL: databaseUrl, PGLITE_DIR: '' });
  if (!existsSync(file)) return [];
  return (JSON.parse(readFileSync(file, 'utf8')) as { payments: SavedPayment[] }).payments;
}

type Rows = (text: string, values?: unknown[]) => Promise<Array<Record<string, unknown>>>;

/** Our orders not paid although the gateway captured a payment for them. */
export async function strandedOrders(rows: Rows, databaseUrl: string): Promise<string[]> {
  const captured = gatewayPayments(databaseUrl).filter((p) => p.status === 'captured');
  const found = await rows(`select id from orders where gateway_order_id = any($1) and status <> 'paid'`, [
    captured.map((p) => p.order_id),
  ]);
  return found.map((r) => String(r.id));
}

/** Captured payments without a paid order of ours, or without our record of the payment. */
export async function orphanPayments(rows: Rows, databaseUrl: string) {
  const captured = gatewayPayments(databaseUrl).filter((p) => p.status === 'captured');
  return rows(
    `select p.id, o.status from unnest($1::text[], $2::text[]) as p(id, order_id)
       left join orders o on o.gateway_order_id = p.order_id
       left join payments mine on mine.gateway_payment_id = p.id
     where o.status is distinct from 'paid' or mine.id is null`,
    [captured.map((p) => p.id), captured.map((p) => p.order_id)],
  );
}

/** Gateway orders with more than one payment. */
export function doublyPaidGatewayOrders(databaseUrl: string): string[] {
  const counts = new Map<string, number>();
  for (const p of gatewayPayments(databaseUrl)) counts.set(p.order_id, (counts.get(p.order_id) ?? 0) + 1);
  return [...counts].filter(([, n]) => n > 1).map(([id]) => id);
}
