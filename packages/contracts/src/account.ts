import { z } from 'zod';
import { PLAN_CANCEL_REASONS, type PlanCancelReason } from '@kavach/domain';
import { OrderSummary } from './orders';

/*
 * My account (docs/product/catalogue.md#screens-and-routes account routes, docs/product/accounts.md#plan-statuses Account plan card, issue 4 §2). Paths ours where the spec
 * names none: GET /v3/customer/plans and GET /v3/customer/requests (docs/decisions/017).
 */
export const PlanBanner = z.object({
  tone: z.enum(['green', 'red', 'blue', 'orange', 'grey']),
  text: z.string(),
});
export const PlanAction = z.object({
  label: z.string(),
  href: z.string().nullable(),
  disabled: z.boolean(),
});

/** docs/product/accounts.md#plan-statuses Account plan card, plus the card's view computed by the one domain function. */
export const AccountPlan = z.object({
  osid: z.string(),
  tokenized_osid: z.string(),
  order_id: z.string(),
  plan_status: z.string(),
  status_code: z.number().int(),
  plan_name: z.string(),
  plan_type: z.string(),
  category: z.string().nullable(),
  plan_tenure: z.object({
    from: z.string().nullable(),
    to: z.string().nullable(),
    text: z.string().nullable(),
  }),
  tenure_months: z.number().int(),
  plan_purchased_date: z.string(),
  plan_validity: z.object({ is_valid: z.boolean(), is_hc_valid: z.boolean() }),
  active_sr_exists: z.boolean(),
  sr_id: z.string().nullable(),
  sr_time_stamp: z.string().nullable(),
  open_sr_count: z.number().int(),
  preventive_maintainance_data: z.object({ has_pm: z.boolean(), remaining_pm: z.number().int() }),
  reopen_eligible: z.boolean(),
  covers: z.array(z.string()),
  is_registered: z.boolean(),
  is_renewal: z.boolean(),
  blacklisted: z.boolean(),
  channel_name: z.string(),
  device: z.object({
    brand: z.string().nullable(),
    model: z.string().nullable(),
    name: z.string().nullable(),
  }),
  banner: PlanBanner.nullable(),
  action: PlanAction,
  status_line: z.string().nullable(),
  /**
   * Renewing the plan (decision 091): `open` while it may be renewed (30 days before its end to 30
   * days after), `renewed` once a renewal is bought; null otherwise. `starts_on` ('DD MMM YYYY'):
   * the first day of the next term.
   */
  renewal: z.object({ state: z.enum(['open', 'renewed']), starts_on: z.string() }).nullable(),
  /**
   * Cancelling the plan for a full refund (decision 093): `open` while it may be cancelled (within
   * 30 days of buying it, nothing claimed), with the last day ('DD MMM YYYY') and what comes back;
   * `cancelled` once it was, with the refund, whether the gateway has taken it and the credit
   * note's number (downloaded with `type=credit_note` and the osid); null otherwise.
   */
  cancellation: z
    .discriminatedUnion('state', [
      z.object({
        state: z.literal('open'),
        last_day: z.string(),
        refund_paise: z.number().int().nonnegative(),
      }),
      z.object({
        state: z.literal('cancelled'),
        cancelled_on: z.string(),
        refund_paise: z.number().int().nonnegative(),
        refunded: z.boolean(),
        credit_note: z.string(),
      }),
    ])
    .nullable(),
  /**
   * Handing the plan to a new owner (decision 097): open (it can be transferred now), pending (to
   * the number shown in part, until the day given), or null.
   */
  transfer: z
    .discriminatedUnion('state', [
      z.object({ state: z.literal('open') }),
      z.object({ state: z.literal('pending'), to: z.string(), expires_on: z.string() }),
    ])
    .nullable(),
});
export type AccountPlan = z.infer<typeof AccountPlan>;

/** POST /v3/customer/cancel_plan (decision 093): the signed-in customer's plan, by osid, and why. */
export const CancelPlanBody = z
  .object({
    osid: z.string().min(1).max(64),
    reason_code: z.enum(Object.keys(PLAN_CANCEL_REASONS) as [PlanCancelReason, ...PlanCancelReason[]], {
      message: 'Choose why you are cancelling.',
    }),
  })
  .strict();
export type CancelPlanBody = z.infer<typeof CancelPlanBody>;

export const CancelPlanResponse = z.object({
  cancellation: z.object({
    osid: z.string(),
    cancelled_on: z.string(),
    refund_paise: z.number().int(),
    credit_note: z.string(),
  }),
});
export type CancelPlanResponse = z.infer<typeof CancelPlanResponse>;

/** A plan someone is handing to the signed-in customer's phone number (decision 097). */
export const IncomingPlanTransfer = z.object({
  transfer_id: z.string(),
  plan_name: z.string(),
  device: z.string().nullable(),
  from_name: z.string(),
  expires_on: z.string(),
});
export type IncomingPlanTransfer = z.infer<typeof IncomingPlanTransfer>;

/** POST /v3/customer/transfer_plan: the owner's plan, by osid, to the buyer's mobile number. */
export const TransferPlanBody = z
  .object({ osid: z.string().min(1).max(64), phone: z.string().max(20) })
  .strict();
export type TransferPlanBody = z.infer<typeof TransferPlanBody>;
/** POST /v3/customer/cancel_plan_transfer. */
export const CancelPlanTransferBody = z.object({ osid: z.string().min(1).max(64) }).strict();
/** POST /v3/customer/accept_plan_transfer. */
export const AcceptPlanTransferBody = z.object({ transfer_id: z.string().min(1).max(64) }).strict();
export type AcceptPlanTransferBody = z.infer<typeof AcceptPlanTransferBody>;

export const AccountPlansResponse = z.object({
  has_plans: z.boolean(),
  plans: z.array(AccountPlan),
  /** Plans waiting for this customer to accept them (decision 097). */
  incoming_transfers: z.array(IncomingPlanTransfer).default([]),
  /** Plans still to activate (the Activate Plan menu entry). */
  activation_plans: z.array(AccountPlan),
});
export type AccountPlansResponse = z.infer<typeof AccountPlansResponse>;

export const MyOrdersResponse = z.object({ orders: z.array(OrderSummary) });
export type MyOrdersResponse = z.infer<typeof MyOrdersResponse>;

export const ServiceRequestItem = z.object({
  sr_id: z.string(),
  plan_name: z.string(),
  osid: z.string(),
  cover_title: z.string(),
  process_type: z.string(),
  status: z.string(),
  milestone: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  device: z.object({ brand: z.string().nullable(), model: z.string().nullable() }),
});
export type ServiceRequestItem = z.infer<typeof ServiceRequestItem>;
export const MyRequestsResponse = z.object({ requests: z.array(ServiceRequestItem) });
export type MyRequestsResponse = z.infer<typeof MyRequestsResponse>;

/** POST /v3/customer/attach_plan: a plan bought without signing in, claimed by its activation token. */
export const AttachPlanBody = z.object({ token: z.string().min(16).max(128) }).strict();
export const AttachPlanResponse = z.object({ attached: z.number().int(), order_id: z.string() });

/*
 * "Where you're signed in" (ours, decision 102): the customer's live sign-ins, each with the device
 * (browser and system, as read at sign-in), how they signed in, when, and when last active.
 */
export const AccountSession = z.object({
  /** The sign-in's public handle (never the session id): what "Sign out" names. */
  id: z.string(),
  device: z.string(),
  /** How they signed in, in words. */
  sign_in: z.string(),
  signed_in_at: z.string(),
  last_active_at: z.string(),
  /** The device this list was asked from. */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof AccountSession>;
/** GET /v3/customer/sessions: this device first, then the most recently active. */
export const AccountSessionsResponse = z.object({ sessions: z.array(AccountSession) });
export type AccountSessionsResponse = z.infer<typeof AccountSessionsResponse>;
/** POST /v3/customer/sessions/sign_out: end one other sign-in. */
export const SignOutSessionBody = z.object({ id: z.string().min(1).max(64) }).strict();
export type SignOutSessionBody = z.infer<typeof SignOutSessionBody>;
/** POST /v3/customer/sessions/sign_out and …/sign_out_others: what was done, and how many ended. */
export const SignedOutResponse = z.object({ message: z.string(), signed_out: z.number().int() });
export type SignedOutResponse = z.infer<typeof SignedOutResponse>;
