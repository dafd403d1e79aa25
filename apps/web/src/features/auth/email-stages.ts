/** docs/product/accounts.md#email-verification messages, verbatim, by stage (docs/product/accounts.md#email-verification stages). */
export const EMAIL_STAGE_MESSAGES = {
  1: 'An OTP will be sent to this email for verification',
  2: 'An OTP has been sent to this email',
  3: 'This email is already registered. We have sent an OTP on this email for verification',
} as const;

export type EmailStage = keyof typeof EMAIL_STAGE_MESSAGES;

/** `?stage=` of the email verification page: 2 or 3 once a code was sent, else 1 (nothing sent yet). */
export function stageFromQuery(value: string | null): EmailStage {
  return value === '2' ? 2 : value === '3' ? 3 : 1;
}
