import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ActivateEmailBody,
  CustomerLoginBody,
  CustomerSignedInResponse,
  EmailStageResponse,
  OtpRouteErrors,
  ResendActivationBody,
  SignUpBody,
} from '@kavach/contracts';
import type { RouteDeps } from '../../deps';
import { activateEmail, logIn, resendActivation, signUp } from './customers.service';

const tags = ['customer'];
const ERRORS = OtpRouteErrors;

/**
 * Customer sign-in, sign-up, email activation and sign-out (docs/product/api.md#customer, docs/product/accounts.md#session Authentication;
 * issue 4 §1). Every sign-in issues a new session id (docs/product/security-tests.md#t2-2).
 */
export function customerAuthRoutes(deps: RouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/customers/login',
      { schema: { tags, body: CustomerLoginBody, response: { 200: CustomerSignedInResponse, ...ERRORS } } },
      async (request, reply) => logIn(deps, request, reply, request.body),
    );

    app.post(
      '/customers',
      { schema: { tags, body: SignUpBody, response: { 200: EmailStageResponse, ...ERRORS } } },
      async (request) => signUp(deps, request, request.body),
    );

    app.post(
      '/v3/customer/activate_email',
      { schema: { tags, body: ActivateEmailBody, response: { 200: CustomerSignedInResponse, ...ERRORS } } },
      async (request, reply) => activateEmail(deps, request, reply, request.body),
    );

    app.post(
      '/v3/customer/resend_activation',
      { schema: { tags, body: ResendActivationBody, response: { 200: EmailStageResponse, ...ERRORS } } },
      async (request) => resendActivation(deps, request, request.body.email),
    );
  };
}
