import { formatDayMonthYear } from '../format/dates';
import { formatInr } from '../format/money';
import { isoOfDay } from './coverage-dates';
import { INSURER_CHANNELS } from './plan-card';
import { istDay } from './plan-status';

/**
 * A customer cancels a plan for a full refund (docs/product/accounts.md#cancelling-a-plan,
 * decision 093): within 30 days of buying it, and only while nothing has been claimed on it — no
 * service request raised, no visit made. Past that, or for a plan a partner store sold, the
 * customer is told who can help.
 */
export const PLAN_CANCEL_WINDOW_DAYS = 30;

/** Why a customer cancels, as My Plans offers it; the code is kept with the cancellation. */
export const PLAN_CANCEL_REASONS = {
  BOUGHT_BY_MISTAKE: 'I bought it by mistake',
  BETTER_PRICE: 'I found a better price elsewhere',
  DEVICE_GONE: 'I no longer have the device',
  NOT_NEEDED: 'I do not need the cover',
  OTHER: 'Another reason',
} as const;
export type PlanCancelReason = keyof typeof PLAN_CANCEL_REASONS;

export function isPlanCancelReason(code: string): code is PlanCancelReason {
  return Object.hasOwn(PLAN_CANCEL_REASONS, code);
}

export interface PlanCancellationInput {
  /** The plan's registration state (customer_plans.registration). */
  registration: string;
  consumed: boolean;
  purchasedAt: Date;
  /** Kavach invoiced the order (kavachInvoices): a partner store's sale is refunded by the store. */
  soldByKavach: boolean;
  /** The payment to refund is on record (or the plan cost nothing): else a person must look into it. */
  paymentOnRecord: boolean;
  /** The plan's sales channel: an insurer's plan is cancelled with the insurer. */
  channel: string;
  /** How many service requests were ever raised on the plan, whatever became of them. */
  requestsRaised: number;
  /** The visit booked with the plan at checkout (ISO day; AMC and insta-repair), or null. */
  visitOn: string | null;
  /** A renewal was bought for this plan (decision 091). */
  renewed: boolean;
  today: Date;
}

export type PlanCancelRefusalCode =
  | 'PLAN_CANCELLED'
  | 'PLAN_SOLD_BY_PARTNER'
  | 'CANCEL_WINDOW_CLOSED'
  | 'PLAN_HAS_REQUESTS'
  | 'PLAN_VISIT_DUE'
  | 'PLAN_RENEWED'
  | 'CANCEL_BY_PHONE';

export type PlanCancellation =
  | { ok: true; /** The last day it may be cancelled (ISO). */ lastDay: string }
  | { ok: false; status: 409; error_code: PlanCancelRefusalCode; message: string };

const CALL_US = 'Call us and we will help.';

/**
 * Whether a plan may be cancelled today for a full refund. In this order: already cancelled; sold
 * by a partner store; more than 30 days since it was bought; a request raised on it (even one
 * that was later cancelled: the service was asked for); its booked visit due today or past; a
 * renewal bought for it; no payment on record to refund. A consumed plan has been used, as a plan with a request.
 */
export function planCancellationOf(input: PlanCancellationInput): PlanCancellation {
  const refuse = (error_code: PlanCancelRefusalCode, message: string): PlanCancellation => ({
    ok: false,
    status: 409,
    error_code,
    message,
  });
  if (input.registration === 'cancelled') return refuse('PLAN_CANCELLED', 'This plan is already cancelled.');
  if (INSURER_CHANNELS.includes(input.channel.trim().toLowerCase()))
    return refuse(
      'PLAN_SOLD_BY_PARTNER',
      'This plan was sold by an insurer: call the insurer on its helpline to cancel it.',
    );
  if (!input.soldByKavach)
    return refuse(
      'PLAN_SOLD_BY_PARTNER',
      'This plan was sold by our partner store: the store where you bought it can cancel it.',
    );
  const today = istDay(input.today)!;
  const bought = istDay(input.purchasedAt)!;
  const lastDay = bought + PLAN_CANCEL_WINDOW_DAYS;
  if (today > lastDay)
    return refuse(
      'CANCEL_WINDOW_CLOSED',
      `A plan can be cancelled within ${PLAN_CANCEL_WINDOW_DAYS} days of buying it. This one was bought on ${formatDayMonthYear(input.purchasedAt)}.`,
    );
  if (input.requestsRaised > 0 || input.consumed)
    return refuse(
      'PLAN_HAS_REQUESTS',
      `A service request has been raised on this plan, so it can no longer be cancelled online. ${CALL_US}`,
    );
  if (input.visitOn !== null && istDay(`${input.visitOn}T12:00:00+05:30`)! <= today)
    return refuse(
      'PLAN_VISIT_DUE',
      `This plan's visit was booked for ${formatDayMonthYear(input.visitOn)}, so it can no longer be cancelled online. ${CALL_US}`,
    );
  if (input.renewed)
    return refuse(
      'PLAN_RENEWED',
      `This plan has been renewed, so it can no longer be cancelled online. ${CALL_US}`,
    );
  if (!input.paymentOnRecord)
    return refuse(
      'CANCEL_BY_PHONE',
      `We could not find the payment for this plan, so it cannot be cancelled online. ${CALL_US}`,
    );
  return { ok: true, lastDay: isoOfDay(lastDay) };
}

/**
 * What one plan of an order line cost the customer: the line's amount after its discount, shared
 * out over its units (one plan each) to the paisa — the first `amount % quantity` units carry the
 * odd paise — so the refunds of every unit add up to exactly what the line was paid.
 */
export function planUnitPaise(
  line: { unitPricePaise: number; quantity: number; discountPaise: number },
  unitIndex: number,
): number {
  const quantity = Math.max(1, line.quantity);
  if (!Number.isInteger(unitIndex) || unitIndex < 0 || unitIndex >= quantity)
    throw new RangeError(`unit ${unitIndex} is not on a line of ${quantity}`);
  const amount = Math.max(0, line.unitPricePaise * quantity - line.discountPaise);
  const base = Math.floor(amount / quantity);
  return base + (unitIndex < amount % quantity ? 1 : 0);
}

/** What the customer reads when their plan is cancelled (SMS and email). */
export function planCancelledText(input: {
  planName: string;
  device: string | null;
  refundPaise: number;
  url: string;
}): string {
  const what = input.device ? `${input.planName} for your ${input.device}` : input.planName;
  const refund =
    input.refundPaise > 0
      ? ` We are refunding ${formatInr(input.refundPaise)} to the account you paid from; refunds usually arrive in 5–7 working days.`
      : '';
  return `Kavach: your ${what} is cancelled, as you asked.${refund} Your credit note is in My Plans: ${input.url}`;
}
