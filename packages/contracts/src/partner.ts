import { z } from 'zod';
import {
  EMAIL_MAX_LENGTH,
  PHONE_INPUT_MAX_LENGTH,
  isValidEmail,
  normaliseIndianMobile,
} from '@kavach/domain';
import { Paise } from './common';

/*
 * Partner plan registration (issue 4; decision 024): a marketplace or retail partner that sold one
 * of our plans on its own checkout registers the sale, server to server. Bodies are strict, so an
 * unknown field (price, status, customer_id, kind …) is a 400 and nothing is stored.
 */

/** The header carrying the partner's API key. */
export const PARTNER_KEY_HEADER = 'x-partner-key';

const name = z
  .string()
  .trim()
  .min(1)
  .max(120)
  .regex(/^[^<>]*$/, 'Remove the characters < and >');

export const PartnerCustomer = z
  .object({
    phone: z
      .string()
      .max(PHONE_INPUT_MAX_LENGTH)
      .refine((p) => normaliseIndianMobile(p) !== null, 'Enter a valid 10-digit mobile number'),
    name: name.optional(),
    email: z
      .string()
      .trim()
      .max(EMAIL_MAX_LENGTH)
      .refine((e) => isValidEmail(e), 'Enter a valid email address')
      .optional(),
  })
  .strict();

/** POST /v3/partner/plans. */
export const PartnerPlanBody = z
  .object({
    /** The partner's own order reference: the idempotency key of the registration. */
    partner_order_ref: z
      .string()
      .min(1)
      .max(64)
      .regex(/^[A-Za-z0-9][A-Za-z0-9._:/-]*$/, 'Use letters, digits and . _ : / - only'),
    /** The partner's own channel value; it must be one of the partner's kind (e.g. flipkart). */
    channel: z
      .string()
      .min(1)
      .max(40)
      .regex(/^[A-Za-z0-9_-]+$/, 'Use letters, digits, _ and - only'),
    customer: PartnerCustomer,
    /** A plan of our catalogue, by SKU (e.g. EW-MOBILE-PHONE). */
    sku: z.string().min(1).max(80),
    tenure_months: z.number().int().min(1).max(120),
    /** The device's price in paise: picks the catalogue's price band; required for banded plans. */
    device_price: Paise.max(100_000_000_00).optional(),
    /** The day the customer bought the plan from the partner (YYYY-MM-DD, India time). */
    purchase_date: z.iso.date('Enter a valid date (YYYY-MM-DD)'),
    /** The customer's PIN code, if the partner has it (pre-fills activation). */
    pincode: z
      .string()
      .regex(/^[1-9]\d{5}$/, 'Enter a 6-digit PIN code')
      .optional(),
  })
  .strict();
export type PartnerPlanBody = z.infer<typeof PartnerPlanBody>;

export const PartnerPlanView = z.object({
  /** Our plan handle: the activation page is /account/activation/{osid}. */
  osid: z.string(),
  plan_name: z.string(),
  sku: z.string(),
  tenure_months: z.number().int(),
  /** docs/product/activation.md#device-details device form field set the customer will see at activation. */
  form_variant: z.enum(['base', 'marketplace', 'retailer']),
});

/** 201 on the first registration of a reference, 200 with the same body on a repeat. */
export const PartnerPlanResponse = z.object({
  order_id: z.string(),
  partner_order_ref: z.string(),
  channel: z.string(),
  activation_token: z.string(),
  activation_url: z.string(),
  plans: z.array(PartnerPlanView),
});
export type PartnerPlanResponse = z.infer<typeof PartnerPlanResponse>;
