import { z } from 'zod';
import { EMAIL_MAX_LENGTH, PHONE_INPUT_MAX_LENGTH } from '@kavach/domain';
import { ErrorBody } from './common';

/*
 * One-time codes (docs/product/api.md#one-time-codes; security plan T4). The phone and email rules are applied
 * by the API so that a bad number answers 400 INVALID_PHONE / INVALID_EMAIL rather than a generic
 * validation error; the schemas only bound the input.
 */
const phone = z.string().max(PHONE_INPUT_MAX_LENGTH);
const email = z.string().max(EMAIL_MAX_LENGTH);
const otp = z.string().regex(/^\d{6}$/, 'Enter the 6-digit OTP');

/** POST /v3/otp/send_otp and /v3/otp/send_voice_otp. */
export const SendPhoneOtpBody = z.object({ phone }).strict();
export type SendPhoneOtpBody = z.infer<typeof SendPhoneOtpBody>;
/** POST /v3/otp/verify_otp. */
export const VerifyPhoneOtpBody = z.object({ phone, otp }).strict();
export type VerifyPhoneOtpBody = z.infer<typeof VerifyPhoneOtpBody>;
/** POST /v3/otp/send_email_otp. */
export const SendEmailOtpBody = z.object({ email }).strict();
export type SendEmailOtpBody = z.infer<typeof SendEmailOtpBody>;
/** POST /v3/otp/verify_email_otp. */
export const VerifyEmailOtpBody = z.object({ email, otp }).strict();
export type VerifyEmailOtpBody = z.infer<typeof VerifyEmailOtpBody>;

export const OtpSentResponse = z.object({
  message: z.string(),
  expires_in_seconds: z.number().int(),
  resend_after_seconds: z.number().int(),
});
export type OtpSentResponse = z.infer<typeof OtpSentResponse>;

export const PhoneVerifiedResponse = z.object({ verified: z.literal(true), verified_phone: z.string() });
export type PhoneVerifiedResponse = z.infer<typeof PhoneVerifiedResponse>;
export const EmailVerifiedResponse = z.object({ verified: z.literal(true), verified_email: z.string() });
export type EmailVerifiedResponse = z.infer<typeof EmailVerifiedResponse>;

/**
 * Errors of the OTP routes: INVALID_PHONE, INVALID_EMAIL, OTP_INVALID (with attempts_left),
 * OTP_EXPIRED, OTP_NOT_FOUND, and the 429s OTP_ATTEMPTS_EXHAUSTED, OTP_TOO_SOON, OTP_RATE_LIMITED,
 * OTP_LOCKED (with retry_after_seconds, also sent as the Retry-After header).
 */
export const OtpErrorBody = ErrorBody.extend({
  attempts_left: z.number().int().optional(),
  retry_after_seconds: z.number().int().optional(),
});
export type OtpErrorBody = z.infer<typeof OtpErrorBody>;

/**
 * GET /v3/customer/delete_account (decision 096): whether the signed-in customer's account can be
 * deleted now, what stands in the way (every blocker at once), and where the confirming code goes.
 */
export const AccountDeletionResponse = z.object({
  can_delete: z.boolean(),
  blockers: z.array(z.object({ error_code: z.string(), message: z.string() })),
  /** The account's phone (else email), shown in part: +91 ••••• •3210. */
  code_to: z.string(),
});
export type AccountDeletionResponse = z.infer<typeof AccountDeletionResponse>;

/** POST /v3/customer/delete_account: the code sent by /v3/customer/delete_account/send_code. */
export const DeleteAccountBody = z.object({ otp }).strict();
export type DeleteAccountBody = z.infer<typeof DeleteAccountBody>;

/**
 * The error answers of a route that checks a one-time code besides its own rules (sign-up,
 * activation, deleting an account): the code's errors carry their extra fields.
 */
export const OtpRouteErrors = {
  400: OtpErrorBody,
  401: ErrorBody,
  403: ErrorBody,
  404: OtpErrorBody,
  409: ErrorBody,
  410: OtpErrorBody,
  429: OtpErrorBody,
};
