import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody, Pincode } from '@kavach/contracts';
import { findOpenCartOfSession, findPincode } from '@kavach/db';
import { slotAvailability } from '@kavach/domain';
import type { AppDeps } from '../../deps';
import { findCurrentSession } from '../../lib/current-session';
import { AppError } from '../../lib/http-errors';

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
    days: z.coerce
      .number()
      .int()
      .refine((d) => d === 7 || d === 30, 'days is 7 or 30')
      .optional(),
  })
  .strict();

const SlotMap = z.record(z.string(), z.array(z.object({ slot_time: z.string(), is_available: z.boolean() })));

/** The one place a slot request decides AMC vs insta-repair: the asked sub-application, else the cart's type. */
async function slotKind(
  deps: AppDeps,
  sessionHash: string | null,
  asked: 'amc' | 'insta-repair' | undefined,
) {
  if (asked) return asked;
  const cart = sessionHash ? await findOpenCartOfSession(deps.db, sessionHash) : null;
  return cart?.type === 'amc' ? 'amc' : 'insta-repair';
}

export function slotRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    // `::` is a literal colon for the router: the path is /v4/app:website/fms/service/slot_availability.
    app.get(
      '/v4/app::website/fms/service/slot_availability',
      {
        schema: {
          tags: ['slots'],
          querystring: SlotQuery,
          response: { 200: z.object({ data: SlotMap }), 400: ErrorBody, 404: ErrorBody },
        },
      },
      async (request, reply) => {
        const now = deps.clock.now();
        const q = request.query;
        if (q.pincode) {
          const pin = await findPincode(deps.db, q.pincode);
          if (!pin || !pin.cityKey)
            throw new AppError(404, 'SLOT_NOT_FOUND', 'No visits are available at this PIN code yet.');
        }
        const session = await findCurrentSession(deps.db, request, now);
        const kind = await slotKind(deps, session?.idHash ?? null, q.sub_application);
        const result = slotAvailability({ now, kind, ...(q.days ? { days: q.days } : {}) });
        if (!result.ok) throw new AppError(404, result.error_code, result.message);
        reply.header('cache-control', 'no-store');
        return { data: result.slots };
      },
    );
  };
}
