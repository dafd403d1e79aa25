import type {
  CartResponse,
  FetchDetails,
  OtpSentResponse,
  PhoneVerifiedResponse,
  SendLinkResponse,
  SlotAvailabilityResponse,
  UpdateCartBody,
} from '@kavach/contracts';
import type { z } from 'zod';
import { apiGet, apiPatch, apiPost } from '@/lib/api-client.browser';

/**
 * The checkout's calls of docs/product/api.md#orders from the browser (same-origin through `/api`, CSRF on writes).
 * Wire types come from `@kavach/contracts` as types only; every amount is integer paise.
 */

/** POST /v3/cart/{id} body (contracts `UpdateCartBody`): personal details and the address. */
export type DetailsBody = Required<z.infer<typeof UpdateCartBody>>;

export type SlotItemType = 'amc' | 'insta-repair';

/** docs/product/api.md#slots-and-addresses slot answer: map of date (YYYY-MM-DD) to timings with is_available. */
export type SlotsAnswer = SlotAvailabilityResponse;
export type SlotTiming = SlotsAnswer['data'][string][number];

export interface SlotChoice {
  date: string;
  time: string;
}

const enc = encodeURIComponent;

export const checkoutApi = {
  /** docs/product/api.md#geo-and-search Geo: city and state of a PIN code (404 PINCODE_NOT_FOUND with a message). */
  fetchDetails: (pincode: string) => apiPost<FetchDetails>('/fetch-details', { pincode }),
  saveDetails: (token: string, body: DetailsBody) => apiPost<CartResponse>(`/v3/cart/${enc(token)}`, body),
  sendOtp: (phone: string) => apiPost<OtpSentResponse>('/v3/otp/send_otp', { phone }),
  /** docs/product/api.md#one-time-codes: the same code by a voice call (offered once an SMS resend is allowed). */
  sendVoiceOtp: (phone: string) => apiPost<OtpSentResponse>('/v3/otp/send_voice_otp', { phone }),
  verifyOtp: (phone: string, otp: string) =>
    apiPost<PhoneVerifiedResponse>('/v3/otp/verify_otp', { phone, otp }),
  slots: (type: SlotItemType, pincode: string) =>
    apiGet<SlotsAnswer>(
      `/v4/app:website/fms/service/slot_availability?sub_application=${enc(type)}&pincode=${enc(pincode)}`,
    ),
  setSlot: (itemId: number, slot: SlotChoice) => apiPatch<CartResponse>(`/v3/cart/item/${itemId}`, { slot }),
  /** Agents only (issue 3 §4): creates the order and a payment link, or re-sends the same link. */
  sendLink: (token: string) => apiPost<SendLinkResponse>(`/v3/cart/send_link/${enc(token)}`, {}),
};
