import { z } from 'zod';
import { EMAIL_MAX_LENGTH, PHONE_INPUT_MAX_LENGTH } from '@kavach/domain';

/*
 * Customer accounts (docs/product/accounts.md#addresses Customer and Address, docs/product/api.md#customer; issue 4 §1). Every body is strict:
 * an unknown field (price, status, customer_id, phone_verified, is_authenticate, channel, …) is a
 * 400, never persisted (docs/product/security-tests.md#t6-3). Phone and email rules are applied by the API (INVALID_PHONE /
 * INVALID_EMAIL); the schemas bound the input.
 */
const phone = z.string().max(PHONE_INPUT_MAX_LENGTH);
const email = z.string().max(EMAIL_MAX_LENGTH);
const otp = z.string().regex(/^\d{6}$/, 'Enter the 6-digit OTP');
/** No composition rules (docs/product/security-tests.md#t5-1); length is checked by the API with a readable message. */
const password = z.string().max(256);
const name = z
  .string()
  .trim()
  .max(60)
  .regex(/^[^<>]*$/, 'Remove the characters < and >');

export const CustomerAddress = z.object({
  id: z.number().int(),
  address: z.string(),
  address2: z.string(),
  landmark: z.string(),
  label: z.string(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
  is_verified: z.boolean(),
  additional_details: z.record(z.string(), z.unknown()).optional(),
});
export type CustomerAddress = z.infer<typeof CustomerAddress>;

/** docs/product/accounts.md#customer-profile Customer as the wire shows it to its owner. */
export const Customer = z.object({
  id: z.string(),
  token_id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  phone_verified: z.boolean(),
  email_verified: z.boolean(),
  email_activation_pending: z.boolean(),
  has_password: z.boolean(),
  is_authenticate: z.literal(true),
  whatsapp_subscribed: z.boolean(),
  /** The first 3 saved addresses, without additional_details (docs/product/accounts.md#addresses, docs/product/catalogue.md#formats-and-constants). */
  address: z.array(CustomerAddress),
});
export type Customer = z.infer<typeof Customer>;

/** POST /customers/login: a password, or a phone and the one-time code sent to it. */
export const CustomerLoginBody = z.union([
  z.object({ username: z.string().max(EMAIL_MAX_LENGTH), password }).strict(),
  z.object({ phone, otp }).strict(),
]);
export type CustomerLoginBody = z.infer<typeof CustomerLoginBody>;

export const CustomerSignedInResponse = z.object({
  csrf_token: z.string(),
  session_id: z.string(),
  customer: Customer,
});
export type CustomerSignedInResponse = z.infer<typeof CustomerSignedInResponse>;

/** POST /customers (sign up). */
export const SignUpBody = z
  .object({
    first_name: name.pipe(z.string().min(1, 'Required field')),
    last_name: name,
    email,
    phone: phone.optional(),
    password,
  })
  .strict();
export type SignUpBody = z.infer<typeof SignUpBody>;

/** docs/product/accounts.md#email-verification stages: 2 = code sent, 3 = email already registered, code sent. */
export const EmailStageResponse = z.object({
  stage: z.union([z.literal(2), z.literal(3)]),
  message: z.string(),
  email: z.string(),
});
export type EmailStageResponse = z.infer<typeof EmailStageResponse>;

/** POST /v3/customer/activate_email. */
export const ActivateEmailBody = z.object({ email, otp }).strict();
/** POST /v3/customer/resend_activation. */
export const ResendActivationBody = z.object({ email }).strict();

/** POST /customers/check_customer_existence (inherently enumerating: rate limited, docs/product/security-tests.md#t4-11). */
export const CheckExistenceBody = z.union([z.object({ phone }).strict(), z.object({ email }).strict()]);
export const CheckExistenceResponse = z.object({ is_existing: z.boolean(), has_password: z.boolean() });

/** POST /customers/send_reset_password_link: the same answer whether or not the account exists. */
export const ResetLinkBody = z.object({ email }).strict();

/** POST /customers/verify_token: is a reset link still good; optionally send the phone step's code. */
export const VerifyTokenBody = z
  .object({ token: z.string().min(1).max(128), send_code: z.boolean().optional() })
  .strict();
export const VerifyTokenResponse = z.object({
  valid: z.boolean(),
  phone_code_required: z.boolean(),
  masked_phone: z.string().nullable(),
  message: z.string(),
});
export type VerifyTokenResponse = z.infer<typeof VerifyTokenResponse>;

/** POST /customers/reset_password (docs/product/security-tests.md#t5-4, docs/product/security-tests.md#t5-5). */
export const ResetPasswordBody = z
  .object({ token: z.string().min(1).max(128), password, otp: otp.optional() })
  .strict();

/** POST /customers/update and PATCH /v3/customer/partial_update/{id}: names and WhatsApp only without a password; email change needs the current password (docs/product/security-tests.md#t2-5). */
export const CustomerUpdateBody = z
  .object({
    first_name: name.pipe(z.string().min(1, 'Required field')).optional(),
    last_name: name.optional(),
    whatsapp_subscribed: z.boolean().optional(),
    email: email.optional(),
    current_password: password.optional(),
    new_password: password.optional(),
  })
  .strict();
export type CustomerUpdateBody = z.infer<typeof CustomerUpdateBody>;

export const CustomerResponse = z.object({ customer: Customer, message: z.string().optional() });
export type CustomerResponse = z.infer<typeof CustomerResponse>;

/** POST /v3/customer/ratings. */
export const RatingBody = z
  .object({
    rating: z.number().int().min(1).max(5),
    subject: z.enum(['order', 'service_request', 'website']),
    subject_ref: z.string().max(64).optional(),
    comment: z
      .string()
      .max(1000)
      .regex(/^[^<>]*$/, 'Remove the characters < and >')
      .optional(),
  })
  .strict();

/** POST /auth/update_session: only the non-privileged bootstrap fields (H10). */
export const UpdateSessionBody = z
  .object({ tabId: z.string().max(64).optional(), lead_id: z.string().max(64).optional() })
  .strict();
export const UpdateSessionResponse = z.object({ session_id: z.string() });

/** POST /v3/otp/web_render_login: the app's single-use token (issue 4 §1 app mode). */
export const WebRenderLoginBody = z.object({ usertoken: z.string().min(1).max(128) }).strict();
/** POST /v3/customer/app_token: a signed-in app session asks for a token to open the web inside the app. */
export const AppTokenResponse = z.object({ usertoken: z.string(), expires_in_seconds: z.number().int() });

/** POST /v3/customer/address, PATCH /v3/customer/address/{id}. */
const addressText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .regex(/^[^<>]*$/, 'Remove the characters < and >');
export const AddressBody = z
  .object({
    address: addressText(200).pipe(z.string().min(1, 'Required field')),
    address2: addressText(200).optional(),
    landmark: addressText(100).optional(),
    label: addressText(30).optional(),
    pincode: z.string().regex(/^\d{6}$/, 'Enter a 6-digit PIN code'),
    lat: z.number().min(-90).max(90).optional(),
    lng: z.number().min(-180).max(180).optional(),
    additional_details: z.record(z.string().max(40), z.string().max(200)).optional(),
  })
  .strict();
export type AddressBody = z.infer<typeof AddressBody>;
export const AddressPatchBody = AddressBody.partial().strict();
/** DELETE /myaccount/address. */
export const AddressDeleteBody = z.object({ id: z.number().int().positive() }).strict();
export const AddressResponse = z.object({ address: CustomerAddress });
export const AddressListResponse = z.object({ addresses: z.array(CustomerAddress) });
