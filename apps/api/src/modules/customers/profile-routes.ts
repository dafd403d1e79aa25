import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AppTokenResponse,
  CustomerResponse,
  CustomerSignedInResponse,
  CustomerUpdateBody,
  ErrorBody,
  MessageResponse,
  OtpErrorBody,
  RatingBody,
  WebRenderLoginBody,
} from '@kavach/contracts';
import type { RouteDeps } from '../../deps';
import { issueAppToken, myProfile, rate, updateProfile, webRenderLogin } from './profile.service';

const tags = ['customer'];
const ERRORS = { 400: OtpErrorBody, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody, 429: OtpErrorBody };

/** The signed-in customer's own account (docs/product/api.md#customer) and the app's silent sign-in. */
export function customerProfileRoutes(deps: RouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/v3/customer/me',
      { schema: { tags, response: { 200: CustomerResponse, 401: ErrorBody } } },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return myProfile(deps, request);
      },
    );

    app.post(
      '/customers/update',
      { schema: { tags, body: CustomerUpdateBody, response: { 200: CustomerResponse, ...ERRORS } } },
      async (request) => updateProfile(deps, request, request.body),
    );

    app.patch(
      '/v3/customer/partial_update/:id',
      {
        schema: {
          tags,
          params: z.object({ id: z.string().max(64) }),
          body: CustomerUpdateBody,
          response: { 200: CustomerResponse, ...ERRORS },
        },
      },
      // Only one's own account: another id reads as absent (docs/product/security-tests.md#t6-1).
      async (request) => updateProfile(deps, request, request.body, request.params.id),
    );

    app.post(
      '/v3/customer/ratings',
      { schema: { tags, body: RatingBody, response: { 200: MessageResponse, ...ERRORS } } },
      async (request) => rate(deps, request, request.body),
    );

    app.post(
      '/v3/customer/app_token',
      { schema: { tags, response: { 200: AppTokenResponse, 401: ErrorBody } } },
      async (request, reply) => {
        const token = await issueAppToken(deps, request);
        reply.header('cache-control', 'no-store');
        return token;
      },
    );

    app.post(
      '/v3/otp/web_render_login',
      {
        config: { rateLimit: { max: 30, timeWindow: '10 minutes' } },
        schema: {
          tags: ['otp'],
          body: WebRenderLoginBody,
          response: { 200: CustomerSignedInResponse, ...ERRORS },
        },
      },
      async (request, reply) => webRenderLogin(deps, request, reply, request.body.usertoken),
    );
  };
}
