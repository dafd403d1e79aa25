import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody, Pincode, SlotAvailabilityResponse } from '@kavach/contracts';
import type { RouteDeps } from '../../deps';
import { findPlanOfCustomerByHandle } from '@kavach/db';
import { findCurrentSession, requireCustomer } from '../../lib/current-session';
import { AppError } from '../../lib/http-errors';
import { availableSlots, selfserveSlots, slotHolidays } from './slots.service';

/** docs/product/api.md#slots-and-addresses Slots payload (query string): every field optional, short strings. */
const SlotQuery = z
  .object({
    category: z.string().max(60).optional(),
    brand_list: z.string().max(200).optional(),
    pincode: Pincode.optional(),
    application: z.string().max(40).optional(),
    cover_names: z.string().max(200).optional(),
    parent_sr_ref_no: z.string().max(40).optional(),
    sub_application: z.enum(['amc', 'insta-repair']).optional(),
    osid: z.string().max(80).optional(),
    /** Self-serve only: the process type chosen in the flow (spec §9). */
    process_type: z.enum(['carry-in', 'at-home', 'mail-in', 'theft']).optional(),
    days: z.coerce
      .number()
      .int()
      .refine((d) => d === 7 || d === 30, 'days is 7 or 30')
      .optional(),
  })
  .strict();

/** docs/product/api.md#slots-and-addresses visit slots, under the `/v4/app::website/fms/service` prefix app.ts registers it with. */
export function slotRoutes(deps: RouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/slot_availability',
      {
        schema: {
          tags: ['slots'],
          querystring: SlotQuery,
          response: { 200: SlotAvailabilityResponse, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
        },
      },
      async (request, reply) => {
        const now = deps.clock.now();
        const holidays = await slotHolidays(deps, request.query.pincode);
        reply.header('cache-control', 'no-store');
        if (request.query.application === 'selfserve') {
          // The self-serve variant (spec §7, §9): the caller's own plan decides the visit rules.
          const { customer } = await requireCustomer(deps.db, request, now);
          const osid = request.query.osid;
          const plan = osid ? await findPlanOfCustomerByHandle(deps.db, customer.id, osid) : null;
          if (!plan)
            throw new AppError(404, 'PLAN_NOT_FOUND', 'We could not find this plan in your account.');
          const coverId = request.query.cover_names?.split(',')[0]?.trim() || undefined;
          return {
            data: selfserveSlots(
              plan,
              { coverId, processType: request.query.process_type, days: request.query.days },
              now,
              holidays,
            ),
          };
        }
        const session = await findCurrentSession(deps.db, request, now);
        const slots = await availableSlots(deps, session?.idHash ?? null, request.query, now, holidays);
        return { data: slots };
      },
    );
  };
}
