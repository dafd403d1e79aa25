import type * as C from '@kavach/contracts';
import type { z } from 'zod';
import { pinCheck } from './address-choice';
import type { PinAnswer } from './address-choice';
import { availableProcessTypes, tenDigitPhone } from './flow-checks';
import type { ChoiceContext } from './flow-start';
import type { FlowContact } from './flow-types';
import type { SlotsAnswer } from './selfserve-api';

/**
 * The API's answers the server read for the step the URL leads to (flow-seed.server.ts), handed to
 * the island so its first render is that step with real data, not a loading state (decisions 066
 * and 071). Any one missing is read in the browser as before.
 */
export interface FlowSeed {
  plans?: z.infer<typeof C.OrderItemsResponse> | undefined;
  plan?: z.infer<typeof C.OrderItemResponse> | undefined;
  restricted?: z.infer<typeof C.SelfserveRestrictedResponse> | undefined;
  covers?: z.infer<typeof C.PlanCoversResponse> | undefined;
  issues?: { cover_id: string; body: z.infer<typeof C.CategoryIssuesResponse> } | undefined;
  /** The address step: the account's saved addresses and contact. */
  addresses?: z.infer<typeof C.AddressListResponse> | undefined;
  me?: z.infer<typeof C.CustomerResponse> | undefined;
  /** sr_pincode_detail for the PIN the address step sent. */
  pin?: PinAnswer | undefined;
  /** The appointment step: slot_availability for the plan, PIN and cover (`key` as AppointmentStep's). */
  slots?: { key: string; body: SlotsAnswer } | undefined;
  /** The review step: the cover's terms (`disclaimer/get_ticket`), shown before the agreement (decision 076). */
  disclaimer?: { cover_id: string; body: z.infer<typeof C.TicketDisclaimerResponse> } | undefined;
}

/** The account's contact as the address step starts from it (spec §4). */
export const accountContact = (c: z.infer<typeof C.Customer>): FlowContact => ({
  name: c.name,
  email: c.email ?? '',
  phone: tenDigitPhone(c.phone),
  has_whatsapp_opt_in: c.whatsapp_subscribed,
});

/** The key of the appointment step's slot read (the seed's and the island's alike). */
/** The self-serve slot_availability read of a plan, PIN and cover (the island's, the server's seed and the reopen form's). */
export const selfserveSlotsPath = (osid: string, pincode: string, coverTitle: string): string =>
  `/v4/app:website/fms/service/slot_availability?application=selfserve&osid=${encodeURIComponent(osid)}&pincode=${encodeURIComponent(pincode)}&cover_names=${encodeURIComponent(coverTitle)}`;

export const slotsKey = (osid: string, pincode: string, coverId: string): string =>
  `slots:${osid}:${pincode}:${coverId}`;

/** What stateFromChoice checks the URL's choice against: the seed's reads. */
export function choiceContext(seed: FlowSeed, today: string): ChoiceContext {
  const cover = seed.covers?.data.covers.find((c) => c.cover_id === seed.issues?.cover_id);
  const pinTypes = seed.pin?.ok ? seed.pin.body.data.process_types : null;
  return {
    today,
    coverIds: (seed.covers?.data.covers ?? []).map((c) => c.cover_id),
    problems: seed.issues?.body.data.issues.map((i) => i.name),
    saved: seed.addresses?.addresses,
    contact: seed.me ? accountContact(seed.me.customer) : undefined,
    pin: seed.pin ? pinCheck(seed.pin) : undefined,
    processTypes: cover ? availableProcessTypes(cover.process_types, pinTypes) : undefined,
    slots: seed.slots?.body.data,
    documentsRequired: cover?.documents_required,
  };
}
