import 'server-only';
import {
  CategoryIssuesResponse,
  OrderItemResponse,
  OrderItemsResponse,
  PlanCoversResponse,
  SelfserveRestrictedResponse,
} from '@kavach/contracts';
import type { z } from 'zod';
import { readAsCustomer } from '@/lib/customer-read.server';
import type { FlowSeed } from './flow-seed';
import { coverStepError } from './flow-url';
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
 * What the flow's first step needs, read on the server as the visitor (decision 066): the plans
 * (no osid), or the plan, whether it is restricted, its covers — and the problems of the cover a
 * URL choice leads to. The same reads the island makes in the browser (selfserve-api.ts).
 * 'sign-in' when the API no longer knows the visitor.
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
  const cover = choice.cover;
  const known = cover !== null && (covers?.data.covers ?? []).some((c) => c.cover_id === cover);
  if (choice.step === 'issues' && known && !coverStepError(cover, choice.incident, today)) {
    const issues = seeded(
      await read(
        `/v3/selfserve/category_issues?osid=${enc(osid)}&cover_id=${enc(cover)}`,
        CategoryIssuesResponse,
      ),
    );
    if (issues) seed.issues = { cover_id: cover, body: issues };
  }
  return seed;
}
