import type { DateInput } from '../format/dates';
import { ACTIVATION_WINDOW_DAYS } from './coverage-dates';
import { istDay } from './plan-status';
import { salesChannelOf } from './sales-channel';

/**
 * The co-branded partners of docs/product/checkout.md#checkout-steps that sell our plans on their own checkout and register them
 * with us (decision 024): an online marketplace and an electronics retailer.
 */
export const PARTNER_KINDS = ['marketplace', 'retailer'] as const;
export type PartnerKind = (typeof PARTNER_KINDS)[number];

export const isPartnerKind = (value: string): value is PartnerKind =>
  (PARTNER_KINDS as readonly string[]).includes(value);

export interface PartnerRegistrationInput {
  /** Who the partner is, from its API key (never from the body). */
  kind: PartnerKind;
  /** The partner's own channel value (e.g. flipkart, salespro): it must be one of its kind's. */
  channel: string;
  /** The day the customer bought the plan from the partner (ISO day, India time). */
  purchaseDate: string;
}

export interface PartnerRefusal {
  error_code:
    'CHANNEL_NOT_ALLOWED' | 'PURCHASE_DATE_INVALID' | 'PURCHASE_DATE_IN_FUTURE' | 'PURCHASE_DATE_TOO_OLD';
  /** The body field the refusal is about. */
  field: 'channel' | 'purchase_date';
  message: string;
}

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not one). */
const isIsoDay = (s: string): boolean =>
  /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(Date.parse(s)) && new Date(s).toISOString().startsWith(s);

/**
 * Why a partner's plan sale cannot be registered, or null. The channel must map to the partner's
 * own kind (salesChannelOf), so a key cannot register plans under another partner's form variant
 * and purchase windows; the purchase day may not be after today, nor further back than the
 * activation window (an older plan would be Lapsed the moment it arrives, docs/product/activation.md#sections-and-errors).
 */
export function partnerRegistrationRefusal(
  input: PartnerRegistrationInput,
  today: DateInput,
): PartnerRefusal | null {
  if (salesChannelOf(input.channel) !== input.kind)
    return {
      error_code: 'CHANNEL_NOT_ALLOWED',
      field: 'channel',
      message: `"${input.channel}" is not one of your ${input.kind} channels.`,
    };
  const day = isIsoDay(input.purchaseDate) ? istDay(input.purchaseDate) : null;
  const todayDay = istDay(today);
  if (day === null || todayDay === null)
    return { error_code: 'PURCHASE_DATE_INVALID', field: 'purchase_date', message: 'Enter a valid date' };
  if (day > todayDay)
    return {
      error_code: 'PURCHASE_DATE_IN_FUTURE',
      field: 'purchase_date',
      message: 'The purchase date cannot be in the future.',
    };
  if (todayDay - day > ACTIVATION_WINDOW_DAYS)
    return {
      error_code: 'PURCHASE_DATE_TOO_OLD',
      field: 'purchase_date',
      message: `Plans sold more than ${ACTIVATION_WINDOW_DAYS} days ago can no longer be registered.`,
    };
  return null;
}

/**
 * When the plan counts as bought: now for a sale made today, else midday (India time) of the
 * purchase day — a calendar day is all a partner reports, and the purchase windows compare days.
 */
export function partnerPurchaseInstant(purchaseDate: string, now: Date): Date {
  return istDay(purchaseDate) === istDay(now) ? now : new Date(`${purchaseDate}T12:00:00+05:30`);
}
