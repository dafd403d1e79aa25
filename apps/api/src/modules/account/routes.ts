import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AcceptPlanTransferBody,
  AccountDeletionResponse,
  AccountPlansResponse,
  AccountSessionsResponse,
  AttachPlanBody,
  AttachPlanResponse,
  CancelPlanBody,
  CancelPlanResponse,
  CancelPlanTransferBody,
  DeleteAccountBody,
  ErrorBody,
  MessageResponse,
  MyDataResponse,
  MyOrdersResponse,
  MyRequestsResponse,
  OrderSummary,
  OtpRouteErrors,
  SignedOutResponse,
  SignOutSessionBody,
  TransferPlanBody,
} from '@kavach/contracts';
import type { RouteDeps } from '../../deps';
import { runOtp } from '../otp/otp-errors';
import { addressRoutes } from './address-routes';
import { attachPlan, myOrder, myOrders, myPlans, myRequests } from './account.service';
import { accountDeletionOf, deleteOwnAccount, sendAccountDeletionCode } from './account-deletion.service';
import { myData } from './my-data.service';
import { cancelOwnPlan } from './plan-cancellation.service';
import { acceptPlanTransfer, cancelOwnPlanTransfer, transferOwnPlan } from './plan-transfer.service';
import { mySignIns, signOutOne, signOutOthers } from './sessions.service';

const tags = ['account'];

/**
 * My account (docs/product/catalogue.md#screens-and-routes account routes, docs/product/api.md#customer; issue 4 §2). Every read is scoped to the
 * signed-in customer in the query itself (docs/product/security-tests.md#t6-1): another customer's order id is a 404.
 * Its paths share no prefix (`/v3/customer/…` and the address book's `/myaccount/address`).
 */
export function accountRoutes(deps: RouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(accountReadRoutes(deps));
    await app.register(addressRoutes(deps));
    await app.register(accountDeletionRoutes(deps));
    await app.register(signInRoutes(deps));
  };
}

/**
 * Where the customer is signed in (decision 102): the live sign-ins, and ending one other or all
 * others. Every answer private and never stored.
 */
function signInRoutes(deps: RouteDeps): FastifyPluginAsyncZod {
  const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
  return async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });
    app.get(
      '/v3/customer/sessions',
      { schema: { tags, response: { 200: AccountSessionsResponse, 401: ErrorBody, 403: ErrorBody } } },
      async (request) => mySignIns(deps, request),
    );
    app.post(
      '/v3/customer/sessions/sign_out',
      { schema: { tags, body: SignOutSessionBody, response: { 200: SignedOutResponse, ...errors } } },
      async (request) => signOutOne(deps, request, request.body.id),
    );
    app.post(
      '/v3/customer/sessions/sign_out_others',
      { schema: { tags, response: { 200: SignedOutResponse, ...errors } } },
      async (request) => signOutOthers(deps, request),
    );
  };
}

/**
 * Deleting one's own account (decision 096): whether it can go now, a code to confirm it, and the
 * deletion itself. Every answer private and never stored.
 */
function accountDeletionRoutes(deps: RouteDeps): FastifyPluginAsyncZod {
  const errors = OtpRouteErrors;
  return async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });

    app.get(
      '/v3/customer/delete_account',
      { schema: { tags, response: { 200: AccountDeletionResponse, 401: ErrorBody, 403: ErrorBody } } },
      async (request) => accountDeletionOf(deps, request),
    );

    app.post(
      '/v3/customer/delete_account/send_code',
      { schema: { tags, response: { 200: MessageResponse, ...errors } } },
      async (request, reply) =>
        runOtp(reply, 'account.delete.send_code', () => sendAccountDeletionCode(deps, request)),
    );

    app.post(
      '/v3/customer/delete_account',
      {
        schema: { tags, body: DeleteAccountBody, response: { 200: MessageResponse, ...errors } },
        config: { rateLimit: { max: 10, timeWindow: '1 hour' } },
      },
      async (request, reply) =>
        runOtp(reply, 'account.delete', () => deleteOwnAccount(deps, request, reply, request.body.otp)),
    );
  };
}

/** The plans, orders and requests reads and attach_plan: every answer private and never stored. */
function accountReadRoutes(deps: RouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });

    app.get(
      '/v3/customer/plans',
      { schema: { tags, response: { 200: AccountPlansResponse, 401: ErrorBody } } },
      async (request) => myPlans(deps, request),
    );

    app.get(
      '/v3/customer/my_orders',
      { schema: { tags, response: { 200: MyOrdersResponse, 401: ErrorBody } } },
      async (request) => myOrders(deps, request),
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
      async (request) => myOrder(deps, request, request.params.id),
    );

    app.get(
      '/v3/customer/my_data',
      {
        schema: { tags, response: { 200: MyDataResponse, 401: ErrorBody } },
        config: { rateLimit: { max: 10, timeWindow: '1 hour' } },
      },
      async (request, reply) => {
        const copy = await myData(deps, request);
        const day = copy.generated_at.slice(0, 10);
        void reply.header('content-disposition', `attachment; filename="Kavach-my-data-${day}.json"`);
        return copy;
      },
    );

    app.get(
      '/v3/customer/requests',
      { schema: { tags, response: { 200: MyRequestsResponse, 401: ErrorBody } } },
      async (request) => myRequests(deps, request),
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
      async (request) => attachPlan(deps, request, request.body.token),
    );

    app.post(
      '/v3/customer/cancel_plan',
      {
        schema: {
          tags,
          body: CancelPlanBody,
          response: {
            200: CancelPlanResponse,
            400: ErrorBody,
            401: ErrorBody,
            404: ErrorBody,
            409: ErrorBody,
          },
        },
      },
      async (request) => cancelOwnPlan(deps, request, request.body),
    );

    // Handing a plan to a new owner (decision 097).
    const transferErrors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody };
    app.post(
      '/v3/customer/transfer_plan',
      {
        schema: {
          tags,
          body: TransferPlanBody,
          response: {
            200: z.object({
              transfer: z.object({ osid: z.string(), to: z.string(), expires_on: z.string() }),
            }),
            ...transferErrors,
          },
        },
        config: { rateLimit: { max: 20, timeWindow: '1 hour' } },
      },
      async (request) => transferOwnPlan(deps, request, request.body),
    );
    app.post(
      '/v3/customer/cancel_plan_transfer',
      {
        schema: { tags, body: CancelPlanTransferBody, response: { 200: MessageResponse, ...transferErrors } },
      },
      async (request) => cancelOwnPlanTransfer(deps, request, request.body.osid),
    );
    app.post(
      '/v3/customer/accept_plan_transfer',
      {
        schema: {
          tags,
          body: AcceptPlanTransferBody,
          response: {
            200: z.object({ plan: z.object({ osid: z.string(), plan_name: z.string() }) }),
            ...transferErrors,
          },
        },
      },
      async (request) => acceptPlanTransfer(deps, request, request.body.transfer_id),
    );
  };
}
