import { formatDayMonthYear } from '../format/dates';
import { formatInr } from '../format/money';

/**
 * The SMS and email that confirm a paid order, saying what the customer does next: activate the
 * plans that wait for it; for a renewal (decision 091), nothing — its next term is already
 * registered, so the message says when it starts; otherwise the plans are ready in My Plans.
 */
export function orderConfirmationText(input: {
  orderRef: string;
  amountPaise: number;
  /** Some plan of the order waits for its activation. */
  awaitingActivation: boolean;
  /** The first days (ISO) of the renewed terms the order bought. */
  renewalStarts: readonly string[];
}): string {
  const head = `Kavach: your order ${input.orderRef} of ${formatInr(input.amountPaise)} is confirmed.`;
  if (input.awaitingActivation) return `${head} Activate your plans at My Plans.`;
  const [only, ...more] = input.renewalStarts;
  if (only && more.length === 0)
    return `${head} Your plan is renewed: its next term starts on ${formatDayMonthYear(only)}.`;
  if (only) return `${head} Your plans are renewed; see them in My Plans.`;
  return `${head} Your plans are ready in My Plans.`;
}
