const TRY_AGAIN = 'No money was taken; you can try again.';

/** The gateway's reason as a sentence, led by "Payment failed" once. */
export function failureMessage(description: string): string {
  const reason = description.trim().replace(/[.!]?$/, '.');
  const lead = /^payment failed/i.test(reason) ? reason : `Payment failed. ${reason}`;
  return `${lead} ${TRY_AGAIN}`;
}
