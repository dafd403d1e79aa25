import { z } from 'zod';

/*
 * GET /v3/customer/my_data (ours, decision 095): the signed-in customer's own copy of the personal
 * data we hold about them and what was done with it, as a JSON download.
 */
const Json = z.record(z.string(), z.unknown());
const When = z.string().nullable();
export const MyDataResponse = z.object({
  generated_at: z.string(),
  about: z.string(),
  not_included: z.array(z.string()),
  account: z.object({
    first_name: z.string(),
    last_name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    email_verified_at: When,
    phone_verified_at: When,
    whatsapp_subscribed: z.boolean(),
    created_at: z.string(),
  }),
  addresses: z.array(
    z.object({
      label: z.string(),
      address: z.string(),
      address2: z.string(),
      landmark: z.string(),
      city: z.string(),
      state: z.string(),
      pincode: z.string(),
      lat: z.number().nullable(),
      lng: z.number().nullable(),
      created_at: z.string(),
    }),
  ),
  orders: z.array(
    z.object({
      order_id: z.string(),
      status: z.string(),
      channel: z.string(),
      created_at: z.string(),
      paid_at: When,
      name: z.string(),
      email: z.string(),
      phone: z.string(),
      address: Json,
      amount_paise: z.number(),
      discount_paise: z.number(),
      lines: z.array(
        z.object({
          title: z.string(),
          sku: z.string(),
          quantity: z.number(),
          unit_price_paise: z.number(),
          discount_paise: z.number(),
          device_detail: Json,
          visit: Json.nullable(),
        }),
      ),
    }),
  ),
  plans: z.array(
    z.object({
      osid: z.string(),
      plan_name: z.string(),
      order_id: z.string().nullable(),
      purchased_at: z.string(),
      starts_on: When,
      ends_on: When,
      registration: z.string(),
      device: Json,
      personal: Json,
      documents: z.array(z.object({ type: z.string(), file_name: z.string(), uploaded_at: z.string() })),
      cancellation: z
        .object({
          cancelled_at: z.string(),
          reason_code: z.string(),
          refund_paise: z.number(),
          refunded_at: When,
        })
        .nullable(),
    }),
  ),
  service_requests: z.array(
    z.object({
      sr_id: z.string(),
      osid: z.string().nullable(),
      cover: z.string(),
      process: z.string(),
      status: z.string(),
      problems: z.array(z.string()),
      custom_issue: z.string().nullable(),
      comments: z.string().nullable(),
      incident_on: When,
      address: Json,
      appointment: Json,
      device: Json,
      whatsapp_opt_in: z.boolean(),
      created_at: z.string(),
      history: z.array(z.object({ at: z.string(), status: z.string(), reason_code: z.string().nullable() })),
      documents: z.array(z.object({ kind: z.string(), name: z.string(), uploaded_at: z.string() })),
      /** Complaints about the request and our replies (decision 100). */
      complaints: z.array(
        z.object({
          reference: z.string(),
          reason_code: z.string(),
          details: z.string(),
          received_at: z.string(),
          state: z.string(),
          answer: z.string().nullable(),
          answered_at: When,
        }),
      ),
    }),
  ),
  ratings: z.array(
    z.object({
      subject: z.string(),
      subject_ref: z.string().nullable(),
      rating: z.number(),
      comment: z.string(),
      created_at: z.string(),
    }),
  ),
  agent_connection: z.object({ allowed_at: z.string(), expires_at: z.string() }).nullable(),
  /** Plans this customer handed to someone or was handed (decision 097); the number in part. */
  plan_transfers: z.array(
    z.object({
      osid: z.string(),
      direction: z.enum(['given', 'received']),
      to: z.string(),
      status: z.string(),
      offered_at: z.string(),
      ended_at: z.string().nullable(),
    }),
  ),
  /**
   * The SMS, emails and WhatsApp messages we wrote to the account's verified phone and email
   * (decision 099), oldest first; `text` is null for one-time codes and password-reset links.
   */
  messages: z.array(
    z.object({
      channel: z.string(),
      topic: z.string(),
      to: z.string(),
      status: z.string(),
      created_at: z.string(),
      sent_at: When,
      subject: z.string().nullable(),
      text: z.string().nullable(),
    }),
  ),
  /** The sign-ins kept for the account: device label, method, when (decision 102). */
  sign_ins: z.array(
    z.object({
      device: z.string(),
      sign_in: z.string(),
      signed_in_at: z.string(),
      last_active_at: z.string(),
    }),
  ),
  /** The write-to-us messages sent from the account's verified email (decision 099). */
  write_to_us: z.array(
    z.object({
      reference: z.string(),
      name: z.string(),
      phone: z.string().nullable(),
      subject: z.string(),
      message: z.string(),
      created_at: z.string(),
    }),
  ),
});
export type MyDataResponse = z.infer<typeof MyDataResponse>;
