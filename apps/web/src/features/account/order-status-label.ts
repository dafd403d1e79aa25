import type { StatusBanner } from '../orders/order-status-banner';
import { statusBanner } from '../orders/order-status-banner';

/** A short status for an order in a list, with the summary banner's tone. */
export interface OrderStatusLabel {
  tone: StatusBanner['tone'];
  label: string;
}

const LABELS: Readonly<Record<string, string>> = {
  paid: 'Paid',
  visit_booked: 'Visit booked',
  payment_due: 'Payment due',
  created: 'Payment pending',
  payment_pending: 'Payment pending',
  payment_failed: 'Payment failed',
  cancelled: 'Cancelled',
  expired: 'Expired',
};

export function orderStatusLabel(status: string): OrderStatusLabel {
  return { tone: statusBanner(status).tone, label: LABELS[status] ?? 'Payment pending' };
}

export const STATUS_CHIP: Record<StatusBanner['tone'], string> = {
  success: 'bg-green-100 text-green-900',
  pending: 'bg-amber-100 text-amber-950',
  failed: 'bg-red-100 text-red-900',
  closed: 'bg-slate-200 text-slate-800',
};

/** The invoice's download address through the same-origin `/api` proxy (the API names its own path). */
export function invoiceHref(url: string): string | null {
  if (url.startsWith('/api/')) return url;
  return url.startsWith('/') && !url.startsWith('//') ? `/api${url}` : null;
}
