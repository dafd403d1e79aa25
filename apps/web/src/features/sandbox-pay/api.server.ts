import 'server-only';
import { z } from 'zod';
import { apiGet } from '@/lib/api-client.server';
import { readAsCustomer } from '@/lib/customer-read.server';

/**
 * GET /sandbox-gateway/orders/{id}: the sandbox gateway's order as its hosted page shows it (the
 * API's `SandboxOrderView`, apps/api/src/payments/sandbox-routes.ts; not a storefront contract).
 */
export const SandboxOrder = z.object({
  id: z.string(),
  amount: z.number().int().describe('paise'),
  currency: z.string(),
  receipt: z.string().describe('our order reference (KV…)'),
  status: z.enum(['created', 'attempted', 'paid']),
});
export type SandboxOrder = z.infer<typeof SandboxOrder>;

/**
 * Read as the visitor's own session: only the paying session sees the order (decision 043). null
 * when there is no such order, it is another session's, or the sandbox is off (as in production).
 * Never cached.
 */
export async function getSandboxOrder(id: string): Promise<SandboxOrder | null> {
  const read = await readAsCustomer(`/sandbox-gateway/orders/${encodeURIComponent(id)}`, SandboxOrder);
  return read.status === 'ok' ? read.value : null;
}

/**
 * GET /sandbox-gateway/payment_links/{id}: the sandbox's payment link as its hosted page shows it
 * (the API's `SandboxLinkView`, apps/api/src/payments/sandbox-link-routes.ts).
 */
export const SandboxLink = z.object({
  id: z.string(),
  amount: z.number().int().describe('paise'),
  currency: z.string(),
  reference_id: z.string().describe('our order reference (KV…)'),
  description: z.string(),
  status: z.enum(['created', 'partially_paid', 'paid', 'expired', 'cancelled']),
  expire_by: z.string(),
  customer_name: z.string(),
});
export type SandboxLink = z.infer<typeof SandboxLink>;

/**
 * `key` is the page key of the link's URL (its short_url, decision 043). null when there is no such
 * link, the key is wrong, or the sandbox is off. Never cached.
 */
export const getSandboxLink = (id: string, key: string) =>
  apiGet(
    `/sandbox-gateway/payment_links/${encodeURIComponent(id)}?key=${encodeURIComponent(key)}`,
    SandboxLink,
    { revalidate: 0 },
  );
