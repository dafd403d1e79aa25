import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CategoryDetailsResponse,
  CategoryIssuesResponse,
  CopayAmountResponse,
  CopayCheckoutBody,
  CopayCheckoutResponse,
  CopaySuccessBody,
  CopaySuccessResponse,
  CreateTicketBody,
  CreateTicketResponse,
  ErrorBody,
  OrderItemResponse,
  OrderItemsResponse,
  Pincode,
  PlanCoversResponse,
  SelfserveRestrictedResponse,
  SrPincodeDetailResponse,
  TicketDisclaimerResponse,
} from '@kavach/contracts';
import type { RouteDeps } from '../../deps';
import { requireCustomer } from '../../lib/current-session';
import { serviceReport } from './service-report';
import { copayCheckout, copayCreditNote, copayReceipt, copaySuccess } from './copay.service';
import { createTicket } from './create-ticket.service';
import { srDocumentRoutes } from './document-routes';
import { selfservePlanView } from './selfserve-plan';
import {
  categoryDetails,
  categoryIssues,
  copayAmount,
  coverView,
  findCover,
  loadPlanContext,
  pincodeDetail,
  selfservePlans,
  selfserveRestricted,
  ticketDisclaimer,
} from './selfserve.service';

const tags = ['selfserve'];
const osid = z.string().min(1).max(80);
const coverId = z.string().min(1).max(40);
const errors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody } as const;

/**
 * Service requests, the customer's side (issue 20 §1; spec §7 Self-serve; decision 060). Every
 * route needs the signed-in owner: another customer's plan, request or document is the same 404
 * as an unknown one (T16.1). Paths are the spec's, verbatim, so this plugin has no prefix.
 */
export function serviceRequestRoutes(deps: RouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(srDocumentRoutes(deps));
    await app.register(selfserveRoutes(deps));
  };
}

function selfserveRoutes(deps: RouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });
    const customerOf = async (request: Parameters<typeof requireCustomer>[1]) => {
      const now = deps.clock.now();
      const { customer } = await requireCustomer(deps.db, request, now);
      return { customer, now };
    };

    app.get(
      '/v3/selfserve/order_items',
      { schema: { tags, response: { 200: OrderItemsResponse, 401: ErrorBody } } },
      async (request) => {
        const { customer, now } = await customerOf(request);
        return { data: { items: await selfservePlans(deps.db, customer.id, now) } };
      },
    );

    app.get(
      '/v3/selfserve/order_item/:id',
      {
        schema: {
          tags,
          params: z.object({ id: osid }).strict(),
          response: { 200: OrderItemResponse, ...errors },
        },
      },
      async (request) => {
        const { customer, now } = await customerOf(request);
        return {
          data: selfservePlanView(await loadPlanContext(deps.db, customer.id, request.params.id, now)),
        };
      },
    );

    app.get(
      '/v3/selfserve/plan_covers',
      {
        schema: {
          tags,
          querystring: z.object({ osid }).strict(),
          response: { 200: PlanCoversResponse, ...errors },
        },
      },
      async (request) => {
        const { customer, now } = await customerOf(request);
        const ctx = await loadPlanContext(deps.db, customer.id, request.query.osid, now);
        return { data: { covers: ctx.covers.map((c) => coverView(ctx, c, now)) } };
      },
    );

    app.get(
      '/v3/selfserve/sr_pincode_detail',
      {
        schema: {
          tags,
          querystring: z.object({ pincode: Pincode, osid: osid.optional() }).strict(),
          response: { 200: SrPincodeDetailResponse, ...errors },
        },
      },
      async (request) => {
        const { customer, now } = await customerOf(request);
        const ctx = request.query.osid
          ? await loadPlanContext(deps.db, customer.id, request.query.osid, now)
          : null;
        return { data: await pincodeDetail(deps.db, ctx, request.query.pincode) };
      },
    );

    app.get(
      '/v3/selfserve/category_issues',
      {
        schema: {
          tags,
          querystring: z.object({ osid, cover_id: coverId.optional() }).strict(),
          response: { 200: CategoryIssuesResponse, ...errors },
        },
      },
      async (request) => {
        const { customer, now } = await customerOf(request);
        const ctx = await loadPlanContext(deps.db, customer.id, request.query.osid, now);
        return { data: { issues: categoryIssues(ctx, request.query.cover_id) } };
      },
    );

    app.get(
      '/v3/selfserve/category_details',
      {
        schema: {
          tags,
          querystring: z.object({ osid }).strict(),
          response: { 200: CategoryDetailsResponse, ...errors },
        },
      },
      async (request) => {
        const { customer, now } = await customerOf(request);
        return {
          data: categoryDetails(await loadPlanContext(deps.db, customer.id, request.query.osid, now)),
        };
      },
    );

    app.get(
      '/selfserve/is_selfserve_restricted',
      {
        schema: {
          tags,
          querystring: z.object({ osid }).strict(),
          response: { 200: SelfserveRestrictedResponse, ...errors },
        },
      },
      async (request) => {
        const { customer, now } = await customerOf(request);
        return selfserveRestricted(await loadPlanContext(deps.db, customer.id, request.query.osid, now));
      },
    );

    app.get(
      '/v3/copay/get_amount',
      {
        schema: {
          tags,
          querystring: z.object({ osid, cover_id: coverId }).strict(),
          response: { 200: CopayAmountResponse, ...errors },
        },
      },
      async (request) => {
        const { customer, now } = await customerOf(request);
        const ctx = await loadPlanContext(deps.db, customer.id, request.query.osid, now);
        return { data: copayAmount(ctx, request.query.cover_id) };
      },
    );

    app.get(
      '/v3/disclaimer/get_ticket',
      {
        schema: {
          tags,
          querystring: z.object({ cover_id: coverId.optional(), osid: osid.optional() }).strict(),
          response: { 200: TicketDisclaimerResponse, ...errors },
        },
      },
      async (request) => {
        const { customer, now } = await customerOf(request);
        let type: string | null = null;
        if (request.query.osid && request.query.cover_id) {
          const ctx = await loadPlanContext(deps.db, customer.id, request.query.osid, now);
          type = findCover(ctx, request.query.cover_id).type;
        } else if (request.query.cover_id) {
          type = COVER_TYPES[request.query.cover_id] ?? null;
        }
        return { data: ticketDisclaimer(type) };
      },
    );

    app.post(
      '/v3/selfserve/create_ticket',
      {
        schema: {
          tags,
          body: CreateTicketBody,
          response: { 200: CreateTicketResponse, ...errors, 403: ErrorBody, 409: ErrorBody },
        },
      },
      async (request) => {
        const { customer } = await customerOf(request);
        return { data: await createTicket(deps, customer, request.body) };
      },
    );

    app.post(
      '/v3/selfserve/copay_checkout',
      {
        schema: {
          tags,
          body: CopayCheckoutBody,
          response: { 200: CopayCheckoutResponse, ...errors, 409: ErrorBody, 502: ErrorBody },
        },
      },
      async (request) => {
        const { customer } = await customerOf(request);
        return { data: await copayCheckout(deps, customer, request.body.sr_id) };
      },
    );

    app.post(
      '/v3/selfserve/copay_success',
      {
        schema: { tags, body: CopaySuccessBody, response: { 200: CopaySuccessResponse, ...errors } },
      },
      async (request) => {
        const { customer } = await customerOf(request);
        return { data: await copaySuccess(deps, customer, request.body) };
      },
    );

    // Ours (decision 060 names the paths the spec does not): the paid co-pay's GST receipt and,
    // once it is credited back, its credit note (decision 092); the service report once the work
    // is done (decision 101); owner only.
    for (const [path, make] of [
      ['/v3/selfserve/copay_receipt/:sr_id', copayReceipt],
      ['/v3/selfserve/copay_credit_note/:sr_id', copayCreditNote],
      ['/v3/selfserve/service_report/:sr_id', serviceReport],
    ] as const)
      app.get(
        path,
        {
          schema: {
            tags,
            params: z.object({ sr_id: z.string().regex(/^\d{6}-\d{6}$/) }).strict(),
            response: { ...errors, 409: ErrorBody },
          },
        },
        async (request, reply) => {
          const { customer } = await customerOf(request);
          const file = await make(deps, customer, request.params.sr_id);
          return reply
            .header('content-type', 'application/pdf')
            .header('content-disposition', `attachment; filename="${file.fileName}"`)
            .send(file.pdf as never);
        },
      );
  };
}

/** The cover type of the claim covers' ids (planCoversOf), for a disclaimer asked without a plan. */
const COVER_TYPES: Readonly<Record<string, string>> = {
  breakdown: 'warranty',
  repair_visit: 'warranty',
  accidental_damage: 'damage',
  screen_damage: 'screen',
  preventive_maintenance: 'maintenance',
  theft: 'theft',
};
