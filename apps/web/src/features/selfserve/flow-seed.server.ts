import 'server-only';
import {
  AddressListResponse,
  CategoryIssuesResponse,
  CustomerResponse,
  OrderItemResponse,
  OrderItemsResponse,
  PlanCoversResponse,
  SelfserveRestrictedResponse,
  SlotAvailabilityResponse,
  SrPincodeDetailResponse,
  TicketDisclaimerResponse,
} from '@kavach/contracts';
import type { z } from 'zod';
import { readAsCustomer } from '@/lib/customer-read.server';
import { isPincode, resolveAddress } from './address-choice';
import { getAsVisitor } from './api.server';
import { choiceContext, selfserveSlotsPath, slotsKey } from './flow-seed';
import type { FlowSeed } from './flow-seed';
import { coverStepError, openingState, stateFromChoice } from './flow-start';
import type { UrlChoice } from './flow-url';

const enc = encodeURIComponent;

/** One read for the seed: its body, 'sign-in', or undefined when the island should ask itself. */
async function read<S extends z.ZodType>(
  path: string,
  schema: S,
): Promise<z.infer<S> | 'sign-in' | undefined> {
  try {
    const answer = await readAsCustomer(path, schema);
    if (answer.status === 'sign-in') return 'sign-in';
    return answer.status === 'ok' ? answer.value : undefined;
  } catch {
    // The API failed: the island reads it again in the browser and shows its own error and Retry.
    return undefined;
  }
}

const seeded = <T>(value: T | 'sign-in' | undefined): T | undefined =>
  value === 'sign-in' ? undefined : value;

/**
 * What the step the URL leads to needs, read on the server as the visitor (decisions 066, 071):
 * the plans (no osid), or the plan, whether it is restricted, its covers; past the cover step the
 * cover's problems; past the problems the saved addresses and the account's contact; past the
 * address the PIN's serviceability (sr_pincode_detail) and, when the address passes, the free
 * slots. The same reads the island makes in the browser (selfserve-api.ts). 'sign-in' when the
 * API no longer knows the visitor.
 */
export async function readFlowSeed(
  osid: string | null,
  choice: UrlChoice,
  today: string,
): Promise<FlowSeed | 'sign-in'> {
  if (!osid) {
    const plans = await read('/v3/selfserve/order_items', OrderItemsResponse);
    return plans === 'sign-in' ? 'sign-in' : { plans };
  }
  const [plan, restricted, covers] = await Promise.all([
    read(`/v3/selfserve/order_item/${enc(osid)}`, OrderItemResponse),
    read(`/selfserve/is_selfserve_restricted?osid=${enc(osid)}`, SelfserveRestrictedResponse),
    read(`/v3/selfserve/plan_covers?osid=${enc(osid)}`, PlanCoversResponse),
  ]);
  if (plan === 'sign-in' || restricted === 'sign-in' || covers === 'sign-in') return 'sign-in';
  const seed: FlowSeed = { plan: seeded(plan), restricted: seeded(restricted), covers: seeded(covers) };
  const cover = (covers?.data.covers ?? []).find((c) => c.cover_id === choice.cover);
  // An edit the review started reads what the review reads: the whole flow is rebuilt to it.
  const past = (steps: readonly string[]) => steps.includes(choice.returnTo ?? choice.step);
  if (!cover || !past(['issues', 'address', 'appointment', 'documents', 'review'])) return seed;
  if (coverStepError(cover.cover_id, choice.incident, today)) return seed;
  const toAddress = past(['address', 'appointment', 'documents', 'review']);
  const [issues, addresses, me] = await Promise.all([
    read(
      `/v3/selfserve/category_issues?osid=${enc(osid)}&cover_id=${enc(cover.cover_id)}`,
      CategoryIssuesResponse,
    ),
    toAddress ? read('/v3/customer/addresses', AddressListResponse) : undefined,
    toAddress ? read('/v3/customer/me', CustomerResponse) : undefined,
  ]);
  if (issues === 'sign-in' || addresses === 'sign-in' || me === 'sign-in') return 'sign-in';
  if (issues) seed.issues = { cover_id: cover.cover_id, body: issues };
  if (addresses) seed.addresses = addresses;
  if (me) seed.me = me;
  if (!past(['appointment', 'documents', 'review']) || !choice.address) return seed;

  const { pincode } = resolveAddress(choice.address.address, addresses?.addresses ?? []);
  if (!isPincode(pincode)) return seed;
  const pin = await getAsVisitor(
    `/v3/selfserve/sr_pincode_detail?pincode=${enc(pincode)}&osid=${enc(osid)}`,
    SrPincodeDetailResponse,
  );
  seed.pin = pin.ok ? { pincode, ok: true, body: pin.data } : { pincode, ok: false, message: pin.message };
  // The slots only for an address the step's checks let through (the same function the island runs).
  const { state } = stateFromChoice(openingState(osid, today), choice, choiceContext(seed, today));
  if (state.step !== 'appointment') return seed;
  const slots = seeded(await read(selfserveSlotsPath(osid, pincode, cover.title), SlotAvailabilityResponse));
  if (slots) seed.slots = { key: slotsKey(osid, pincode, cover.cover_id), body: slots };
  if (!past(['review'])) return seed;
  const disclaimer = seeded(
    await read(`/v3/disclaimer/get_ticket?cover_id=${enc(cover.cover_id)}`, TicketDisclaimerResponse),
  );
  if (disclaimer) seed.disclaimer = { cover_id: cover.cover_id, body: disclaimer };
  return seed;
}
