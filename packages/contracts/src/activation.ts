import { z } from 'zod';
import { ErrorBody } from './common';

/*
 * Plan activation (docs/product/activation.md#device-details Activation order, Device form field sets; docs/product/accounts.md#plan-statuses, Activation
 * sections; docs/product/activation.md#required-fields-by-plan; docs/product/api.md#slots-and-addresses send_certificate_wa; issue 4 §3). Bodies are strict: an unknown field (status,
 * plan_status, customer_id, price, channel, …) is a 400 and nothing is stored (docs/product/security-tests.md#t6-3). Money is paise,
 * warranty months, dates ISO days (YYYY-MM-DD, India time).
 */
const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .regex(/^[^<>]*$/, 'Remove the characters < and >');
const isoDay = z.union([z.literal(''), z.iso.date('Enter a valid date')]);

/** docs/product/activation.md#device-details Device form fields, every one optional: a submit stores what was typed as a draft. */
export const ActivationDeviceValues = z
  .object({
    brand: text(60),
    model: text(80),
    serial: z
      .string()
      .trim()
      .max(40)
      .regex(/^[A-Za-z0-9 ./-]*$/, 'Use letters, digits, spaces, . / and - only'),
    device_name: text(80),
    device_price: z.number().int().nonnegative().max(100_000_000_00),
    device_purchased_date: isoDay,
    manufacturer_warranty: z.number().int().nonnegative().max(120),
    manufacturer_warranty_custom: text(60),
    device_condition: text(40),
    preferred_plan_start_date: isoDay,
  })
  .partial()
  .strict();
export type ActivationDeviceValues = z.infer<typeof ActivationDeviceValues>;

/** docs/product/activation.md#required-fields-by-plan Activation order customer: name, email, phone, pincode. */
export const ActivationPersonal = z
  .object({
    name: text(120),
    email: z.string().trim().max(254),
    phone: z.string().trim().max(20),
    pincode: z.string().trim().max(6),
  })
  .partial()
  .strict();
export type ActivationPersonal = z.infer<typeof ActivationPersonal>;

/** POST /v3/activation/{osid}. */
export const ActivationSubmitBody = z
  .object({ device: ActivationDeviceValues, personal: ActivationPersonal.optional() })
  .strict();
export type ActivationSubmitBody = z.infer<typeof ActivationSubmitBody>;

export const ActivationProblem = z.object({ code: z.string(), message: z.string() });
export type ActivationProblem = z.infer<typeof ActivationProblem>;

/** 400 ACTIVATION_INVALID / DOCUMENTS_REQUIRED: per-field messages and eligibility problems. */
export const ActivationErrorBody = ErrorBody.extend({ problems: z.array(ActivationProblem).optional() });
export type ActivationErrorBody = z.infer<typeof ActivationErrorBody>;

export const ActivationDocument = z.object({
  id: z.string(),
  /** 0 purchase invoice, 1 device photo. */
  document_type: z.number().int(),
  name: z.string(),
  content_type: z.string(),
  size: z.number().int(),
  created_at: z.string(),
});
export type ActivationDocument = z.infer<typeof ActivationDocument>;

/** The stored values as shown back (draft or registered). */
export const ActivationDeviceValuesView = z
  .object({
    brand: z.string(),
    model: z.string(),
    serial: z.string(),
    device_name: z.string(),
    device_price: z.number().int(),
    device_purchased_date: z.string(),
    manufacturer_warranty: z.number().int(),
    manufacturer_warranty_custom: z.string(),
    device_condition: z.string(),
    preferred_plan_start_date: z.string(),
  })
  .partial();

const Section = z.object({ complete: z.boolean(), missing: z.array(z.string()) });

/** One device (one plan) of the activation order. */
export const ActivationDeviceView = z.object({
  /** The plan's osid. */
  id: z.string(),
  plan: z.object({
    name: z.string(),
    type: z.string(),
    category: z.string().nullable(),
    tenure_months: z.number().int(),
    status: z.object({ label: z.string(), code: z.number().int() }),
    purchased_on: z.string(),
    starts_on: z.string().nullable(),
    ends_on: z.string().nullable(),
  }),
  /** Which docs/product/accounts.md#input-rules requirements apply; null for plans with nothing to activate. */
  kind: z.enum(['protection', 'amc']).nullable(),
  /** Fields the form shows, in order (docs/product/checkout.md#orders-and-payments set of the variant plus any required one it lacks). */
  fields: z.array(z.string()),
  required_fields: z.array(z.string()),
  values: ActivationDeviceValuesView,
  documents: z.array(ActivationDocument),
  required_documents: z.array(z.number().int()),
  /** docs/product/activation.md#sections-and-errors Activation sections: each collapses once complete. */
  sections: z.object({ device: Section, personal: Section, uploads: Section }),
  /** The errors of the saved draft (what the last submit was refused for); null when none. */
  errors: z
    .object({ fields: z.record(z.string(), z.string()), problems: z.array(ActivationProblem) })
    .nullable(),
  registered: z.boolean(),
  /** The certificate download (docs/product/api.md#orders download link), once registered. */
  certificate_url: z.string().nullable(),
});
export type ActivationDeviceView = z.infer<typeof ActivationDeviceView>;

/** GET /v3/activation/{osid} and the 200 of POST: the order's plans of this customer. */
export const ActivationOrderResponse = z.object({
  order_id: z.string(),
  devices: z.array(ActivationDeviceView),
  customer: z.object({
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    pincode: z.string(),
  }),
  personal_details_locked: z.boolean(),
  activation_in_progress: z.boolean(),
  show_congratulations: z.boolean(),
  message: z.string().nullable(),
});
export type ActivationOrderResponse = z.infer<typeof ActivationOrderResponse>;

/** POST /v3/activation/{osid}/documents (raw body; headers x-document-type, x-file-name). */
export const DocumentUploadResponse = z.object({ document: ActivationDocument });
export type DocumentUploadResponse = z.infer<typeof DocumentUploadResponse>;

export const DocumentDeleteResponse = z.object({ id: z.string(), deleted: z.literal(true) });

/** POST /v3/activation/send_certificate_wa. */
export const SendCertificateBody = z.object({ osid: z.string().min(1).max(64) }).strict();
export const SendCertificateResponse = z.object({
  /** How the link is sent: on WhatsApp, to the plan's (else the account's) mobile number (decision 028). */
  channel: z.enum(['whatsapp']),
  masked_phone: z.string(),
  message: z.string(),
});
export type SendCertificateResponse = z.infer<typeof SendCertificateResponse>;
