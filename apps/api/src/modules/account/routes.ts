import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AccountPlansResponse,
  AttachPlanBody,
  AttachPlanResponse,
  ErrorBody,
  MyOrdersResponse,
  MyRequestsResponse,
  OrderSummary,
} from '@kavach/contracts';
import {
  coversOfPlans,
  findCustomerById,
  findOrderOfCustomer,
  movePlansOfOrder,
  orderRefsOf,
  orders,
  ordersOfCustomer,
  plansOfCustomer,
  requestsOfCustomer,
} from '@kavach/db';
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../deps';
import { requireCustomer } from '../../lib/current-session';
import { AppError } from '../../lib/http-errors';
import { orderSummary } from '../orders/summary';
import { accountPlanView } from './plan-view';

const tags = ['account'];
const notFound = () => new AppError(404, 'ORDER_NOT_FOUND', 'We could not find this order.');

/**
 * My account reads (docs/product/catalogue.md#screens-and-routes account routes, docs/product/api.md#customer; issue 4 §2). Every read is scoped to the
 * signed-in customer in the query itself (docs/product/security-tests.md#t6-1): another customer's order id is a 404.
 */
export function accountRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });

    app.get(
      '/v3/customer/plans',
      { schema: { tags, response: { 200: AccountPlansResponse, 401: ErrorBody } } },
      async (request) => {
        const now = deps.clock.now();
        const { customer } = await requireCustomer(deps.db, request, now);
        const [plans, requests, row] = await Promise.all([
          plansOfCustomer(deps.db, customer.id),
          requestsOfCustomer(deps.db, customer.id),
          findCustomerById(deps.db, customer.id),
        ]);
        const [covers, refs] = await Promise.all([
          coversOfPlans(
            deps.db,
            plans.map((p) => p.planId),
          ),
          orderRefsOf(
            deps.db,
            plans.map((p) => p.orderId),
          ),
        ]);
        const views = plans.map((p) =>
          accountPlanView(
            p,
            {
              orderRef: refs.get(p.orderId) ?? '',
              blacklisted: row?.blacklisted ?? false,
              covers: covers.get(p.planId) ?? [],
              requests: requests.filter((r) => r.customerPlanId === p.id),
            },
            now,
          ),
        );
        return {
          has_plans: views.length > 0,
          plans: views,
          activation_plans: views.filter((v) => v.action.label === 'Activate Now'),
        };
      },
    );

    app.get(
      '/v3/customer/my_orders',
      { schema: { tags, response: { 200: MyOrdersResponse, 401: ErrorBody } } },
      async (request) => {
        const { customer } = await requireCustomer(deps.db, request, deps.clock.now());
        const list = await ordersOfCustomer(deps.db, customer.id);
        return { orders: await Promise.all(list.map((o) => orderSummary(deps.db, o))) };
      },
    );

    app.get(
      '/v3/customer/order/:id',
      {
        schema: {
          tags,
          params: z.object({ id: z.string().max(40) }),
          response: { 200: OrderSummary, 401: ErrorBody, 404: ErrorBody },
        },
      },
      async (request) => {
        const { customer } = await requireCustomer(deps.db, request, deps.clock.now());
        const order = await findOrderOfCustomer(deps.db, customer.id, request.params.id);
        if (!order) throw notFound();
        return orderSummary(deps.db, order);
      },
    );

    app.get(
      '/v3/customer/requests',
      { schema: { tags, response: { 200: MyRequestsResponse, 401: ErrorBody } } },
      async (request) => {
        const { customer } = await requireCustomer(deps.db, request, deps.clock.now());
        const [requests, plans] = await Promise.all([
          requestsOfCustomer(deps.db, customer.id),
          plansOfCustomer(deps.db, customer.id),
        ]);
        const planById = new Map(plans.map((p) => [p.id, p]));
        return {
          requests: requests.map((r) => {
            const plan = planById.get(r.customerPlanId);
            return {
              sr_id: r.srRef,
              plan_name: plan?.planName ?? '',
              osid: plan?.osid ?? '',
              cover_title: r.coverTitle,
              process_type: r.processType,
              status: r.status,
              milestone: r.milestone,
              created_at: r.createdAt.toISOString(),
              updated_at: r.updatedAt.toISOString(),
              device: { brand: plan?.device.brand ?? null, model: plan?.device.model ?? null },
            };
          }),
        };
      },
    );

    app.post(
      '/v3/customer/attach_plan',
      {
        schema: {
          tags,
          body: AttachPlanBody,
          response: { 200: AttachPlanResponse, 401: ErrorBody, 404: ErrorBody },
        },
      },
      async (request) => {
        const now = deps.clock.now();
        const { customer } = await requireCustomer(deps.db, request, now);
        return deps.db.transaction(async (tx) => {
          const [order] = await tx
            .select()
            .from(orders)
            .where(and(eq(orders.activationToken, request.body.token)))
            .limit(1)
            .for('update');
          if (!order) throw notFound();
          if (order.customerId !== customer.id && order.customerId !== null) {
            // Only plans still on an account nobody signed up for (made from the phone at payment)
            // can be claimed with the order's activation token; a real account's plans stay put —
            // and an account whose phone is verified (a checkout or sign-in code) is a real owner
            // (issue 18 #3, decision 039).
            const owner = await findCustomerById(tx, order.customerId);
            const real =
              owner !== null &&
              (owner.passwordHash !== null ||
                owner.emailVerifiedAt !== null ||
                owner.phoneVerifiedAt !== null);
            if (real) throw notFound();
          }
          const attached = await movePlansOfOrder(tx, order.id, customer.id, now);
          return { attached, order_id: order.orderRef };
        });
      },
    );
  };
}
