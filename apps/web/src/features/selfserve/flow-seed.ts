import type * as C from '@kavach/contracts';
import type { z } from 'zod';

/**
 * The API's answers the server read for the flow's first step (flow-seed.server.ts), handed to the
 * island so its first render is that step with real data, not a loading state (decision 066). Any
 * one missing is read in the browser as before.
 */
export interface FlowSeed {
  plans?: z.infer<typeof C.OrderItemsResponse> | undefined;
  plan?: z.infer<typeof C.OrderItemResponse> | undefined;
  restricted?: z.infer<typeof C.SelfserveRestrictedResponse> | undefined;
  covers?: z.infer<typeof C.PlanCoversResponse> | undefined;
  issues?: { cover_id: string; body: z.infer<typeof C.CategoryIssuesResponse> } | undefined;
}
