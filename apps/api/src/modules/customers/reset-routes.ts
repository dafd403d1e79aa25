import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorBody,
  MessageResponse,
  OtpErrorBody,
  ResetLinkBody,
  ResetPasswordBody,
  VerifyTokenBody,
  VerifyTokenResponse,
} from '@kavach/contracts';
import type { RouteDeps } from '../../deps';
import { resetPassword, sendResetLink, verifyResetToken } from './password-reset.service';

const tags = ['customer'];
const ERRORS = { 400: OtpErrorBody, 401: ErrorBody, 404: OtpErrorBody, 410: OtpErrorBody, 429: OtpErrorBody };

/**
 * Password reset by an emailed link (docs/product/api.md#customer; docs/product/security-tests.md#t5-4, docs/product/security-tests.md#t5-5): the same answer whether or not
 * the account exists; where the account has a verified phone, a code sent to that phone is needed
 * too; a reset ends every session of the account.
 */
export function passwordResetRoutes(deps: RouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/customers/send_reset_password_link',
      {
        config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
        schema: { tags, body: ResetLinkBody, response: { 200: MessageResponse, ...ERRORS } },
      },
      async (request) => sendResetLink(deps, request.body.email),
    );

    app.post(
      '/customers/verify_token',
      { schema: { tags, body: VerifyTokenBody, response: { 200: VerifyTokenResponse, ...ERRORS } } },
      async (request) => verifyResetToken(deps, request, request.body),
    );

    app.post(
      '/customers/reset_password',
      { schema: { tags, body: ResetPasswordBody, response: { 200: MessageResponse, ...ERRORS } } },
      async (request) => resetPassword(deps, request, request.body),
    );
  };
}
