import 'server-only';
import { z } from 'zod';
import { apiGet } from '@/lib/api-client.server';

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

/** null when there is no such order (or the sandbox is off, as in production). Never cached. */
export const getSandboxOrder = (id: string) =>
  apiGet(`/sandbox-gateway/orders/${encodeURIComponent(id)}`, SandboxOrder, { revalidate: 0 });

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

/** null when there is no such link (or the sandbox is off). Never cached. */
export const getSandboxLink = (id: string) =>
  apiGet(`/sandbox-gateway/payment_links/${encodeURIComponent(id)}`, SandboxLink, { revalidate: 0 });
