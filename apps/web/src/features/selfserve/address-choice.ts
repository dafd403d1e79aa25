import type { CustomerAddress, SrPincodeDetailResponse } from '@kavach/contracts';
import type { z } from 'zod';
import type { FlowAddress } from './flow-types';

/*
 * The address step's choice (spec §4 'Self-serve flow': saved addresses, PIN → city and
 * serviceability), as the browser makes it (address-step.tsx) and as the server reads it from the
 * step's GET form before the scripts run (decision 071).
 */

/** What the island says when sr_pincode_detail answers that the device cannot be served there. */
export const NOT_SERVICEABLE = 'We cannot serve this device at this PIN code yet. Try another address.';

/** A PIN code as the API takes it (six digits, not starting with 0). */
export const isPincode = (pincode: string): boolean => /^[1-9]\d{5}$/.test(pincode);

/** A saved address of the account as the flow keeps it. */
export const savedAddress = (a: CustomerAddress): FlowAddress => ({
  address_id: a.id,
  address1: a.address,
  address2: a.address2,
  pincode: a.pincode,
  city: a.city,
  state: a.state,
});

const PLACE: readonly (keyof FlowAddress)[] = ['address1', 'address2', 'pincode', 'city', 'state'];
const samePlace = (a: FlowAddress, b: FlowAddress) => PLACE.every((k) => a[k] === b[k]);

/**
 * The address a form sent: the chosen saved address — unless the fields were typed over, as typing
 * into them does in the browser (it drops the saved choice). Fields left empty, or showing one of
 * the saved addresses (the step prefilled them), were not typed over.
 */
export function resolveAddress(sent: FlowAddress, saved: readonly CustomerAddress[]): FlowAddress {
  const typed: FlowAddress = { ...sent, address_id: null };
  const chosen = saved.find((a) => a.id === sent.address_id);
  if (!chosen) return typed;
  const untouched =
    PLACE.every((k) => typed[k] === '') || saved.some((a) => samePlace(savedAddress(a), typed));
  return untouched ? savedAddress(chosen) : typed;
}

/** sr_pincode_detail's answer for a PIN, or the message of its failure (what the step shows). */
export type PinAnswer =
  | { pincode: string; ok: true; body: z.infer<typeof SrPincodeDetailResponse> }
  | { pincode: string; ok: false; message: string };

/** What the address step knows of a PIN: its city and state, and whether it can be served and why not. */
export interface PinCheck {
  pincode: string;
  city: string | null;
  state: string | null;
  serviceable: boolean;
  message: string | null;
}

export function pinCheck(answer: PinAnswer): PinCheck {
  if (!answer.ok)
    return { pincode: answer.pincode, city: null, state: null, serviceable: false, message: answer.message };
  const d = answer.body.data;
  return {
    pincode: answer.pincode,
    city: d.city,
    state: d.state,
    serviceable: d.serviceable,
    message: d.serviceable ? null : NOT_SERVICEABLE,
  };
}
