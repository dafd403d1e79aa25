import type { FormVariant } from './activation-rules';
import type { SalesChannel } from './eligibility';

/**
 * Who sold a plan, from the channel its order came through. Our own channels (website, the agent
 * channel website-tele, the consumer app) sell like the website: base form (docs/product/cart.md#what-a-cart-holds), website purchase
 * windows. Marketplace and retail-partner channels get their own form variant and windows. The
 * spec names no marketplace or retailer channel values, so these are ours.
 */
const MARKETPLACE_CHANNELS: readonly string[] = ['marketplace', 'amazon', 'flipkart'];
const RETAILER_CHANNELS: readonly string[] = ['retailer', 'salespro', 'salespro_internal_sales_team'];

export function salesChannelOf(channel: string): SalesChannel {
  const c = channel.toLowerCase();
  if (MARKETPLACE_CHANNELS.includes(c)) return 'marketplace';
  if (RETAILER_CHANNELS.includes(c)) return 'retailer';
  return 'website';
}

/** docs/product/activation.md#device-details Device form field set for the plan's channel: website → base. */
export function formVariantOf(channel: string): FormVariant {
  const sold = salesChannelOf(channel);
  return sold === 'website' ? 'base' : sold;
}
