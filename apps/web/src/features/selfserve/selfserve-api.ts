import type {
  CategoryDetailsResponse,
  CategoryIssuesResponse,
  CopayAmountResponse,
  CopayCheckoutResponse,
  CopaySuccessResponse,
  CreateTicketBody,
  CreateTicketResponse,
  CustomerAddress,
  CustomerResponse,
  OrderItemResponse,
  OrderItemsResponse,
  OtpSentResponse,
  PlanCoversResponse,
  SelfserveRestrictedResponse,
  SlotAvailabilityResponse,
  SrDocumentUploadResponse,
  SrPincodeDetailResponse,
  SrSentDocumentResponse,
  TicketDisclaimerResponse,
  TrackerSearchResponse,
} from '@kavach/contracts';
import type { z } from 'zod';
import { SERVER_ERROR, apiGet, apiPost } from '@/lib/api-client.browser';
import type { ApiFailure } from '@/lib/api-client.browser';
import { uploadRaw } from '@/lib/upload-raw.browser';
import type { CodeCall } from './tracker-code';
import { selfserveSlotsPath } from './flow-seed';

const enc = encodeURIComponent;
type Wire<S extends z.ZodType> = z.infer<S>;

/** The slot answer (spec §7): map of date (YYYY-MM-DD) to timings with is_available. */
export type SlotsAnswer = SlotAvailabilityResponse;
export type SlotTiming = SlotsAnswer['data'][string][number];

/**
 * The self-serve flow's calls (spec §7 Self-serve; decision 060 for the paths the spec does not
 * name), same-origin through `/api`, CSRF on writes. Every one is scoped by the API to the
 * signed-in owner (401 without a sign-in).
 */
export const selfserveApi = {
  orderItems: () => apiGet<Wire<typeof OrderItemsResponse>>('/v3/selfserve/order_items'),
  orderItem: (osid: string) =>
    apiGet<Wire<typeof OrderItemResponse>>(`/v3/selfserve/order_item/${enc(osid)}`),
  restricted: (osid: string) =>
    apiGet<Wire<typeof SelfserveRestrictedResponse>>(`/selfserve/is_selfserve_restricted?osid=${enc(osid)}`),
  covers: (osid: string) =>
    apiGet<Wire<typeof PlanCoversResponse>>(`/v3/selfserve/plan_covers?osid=${enc(osid)}`),
  copayAmount: (osid: string, coverId: string) =>
    apiGet<Wire<typeof CopayAmountResponse>>(
      `/v3/copay/get_amount?osid=${enc(osid)}&cover_id=${enc(coverId)}`,
    ),
  issues: (osid: string, coverId: string) =>
    apiGet<Wire<typeof CategoryIssuesResponse>>(
      `/v3/selfserve/category_issues?osid=${enc(osid)}&cover_id=${enc(coverId)}`,
    ),
  categoryDetails: (osid: string) =>
    apiGet<Wire<typeof CategoryDetailsResponse>>(`/v3/selfserve/category_details?osid=${enc(osid)}`),
  pincode: (pincode: string, osid: string) =>
    apiGet<Wire<typeof SrPincodeDetailResponse>>(
      `/v3/selfserve/sr_pincode_detail?pincode=${enc(pincode)}&osid=${enc(osid)}`,
    ),
  slots: (osid: string, pincode: string, coverTitle: string) =>
    apiGet<SlotsAnswer>(selfserveSlotsPath(osid, pincode, coverTitle)),
  disclaimer: (coverId: string) =>
    apiGet<Wire<typeof TicketDisclaimerResponse>>(`/v3/disclaimer/get_ticket?cover_id=${enc(coverId)}`),
  createTicket: (body: CreateTicketBody) =>
    apiPost<Wire<typeof CreateTicketResponse>>('/v3/selfserve/create_ticket', body),
  copayCheckout: (srId: string) =>
    apiPost<Wire<typeof CopayCheckoutResponse>>('/v3/selfserve/copay_checkout', { sr_id: srId }),
  copaySuccess: (body: {
    sr_id: string;
    razorpay_payment_id: string;
    razorpay_order_id: string;
    razorpay_signature: string;
  }) => apiPost<Wire<typeof CopaySuccessResponse>>('/v3/selfserve/copay_success', body),
  addresses: () => apiGet<{ addresses: CustomerAddress[] }>('/v3/customer/addresses'),
  me: () => apiGet<CustomerResponse>('/v3/customer/me'),
  search: (query: string, page: number) =>
    apiGet<Wire<typeof TrackerSearchResponse>>(`/v3/tracker/search?query=${enc(query)}&page=${page}`),
  /** The tracker search's code to a phone or email (tracker-code.ts `sendCodeCall`). */
  sendCode: (call: CodeCall) => apiPost<OtpSentResponse>(call.path, call.body),
  /** Its check (tracker-code.ts `verifyCodeCall`): the session has proved the contact. */
  verifyCode: (call: CodeCall) => apiPost<{ verified: boolean }>(call.path, call.body),
};

function failureOf(body: unknown, status: number): ApiFailure {
  const b = body as { error_code?: unknown; message?: unknown } | null;
  if (b && typeof b.error_code === 'string' && typeof b.message === 'string')
    return { error_code: b.error_code, message: b.message };
  return status >= 500 || status === 0
    ? SERVER_ERROR
    : { error_code: `HTTP_${status}`, message: SERVER_ERROR.message };
}

/**
 * POST /v3/selfserve/documents?osid=: a document of the raise flow; the answer is the document
 * entry create_ticket takes (contracts `SrDocumentRef`).
 */
export const uploadSrDocument = (
  osid: string,
  type: string,
  file: File,
  onProgress: (fraction: number) => void,
) =>
  uploadRaw<Wire<typeof SrDocumentUploadResponse>, ApiFailure>(
    `/v3/selfserve/documents?osid=${enc(osid)}`,
    type,
    file,
    onProgress,
    failureOf,
  );

/**
 * POST /v3/selfserve/service_request/{sr_id}/documents (decision 074): a document the service desk
 * asked for, sent to the existing request from its tracker.
 */
export const sendRequestedDocument = (
  srId: string,
  type: string,
  file: File,
  onProgress: (fraction: number) => void,
) =>
  uploadRaw<Wire<typeof SrSentDocumentResponse>, ApiFailure>(
    `/v3/selfserve/service_request/${enc(srId)}/documents`,
    type,
    file,
    onProgress,
    failureOf,
  );
