import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
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
import {
  consumeCustomerToken,
  customerRatings,
  endCustomerSessions,
  findCustomerByEmail,
  findCustomerById,
  issueCustomerToken,
  updateCustomer,
  type CustomerRow,
} from '@kavach/db';
import type { AppDeps } from '../../deps';
import { requireCustomer } from '../../lib/current-session';
import { AppError } from '../../lib/http-errors';
import { assertAcceptablePassword, hashPassword, verifyPassword } from '../../lib/password';
import { hashId, type SessionOptions } from '../../plugins/session';
import { OTP_PURPOSE, sendOtp } from '../otp/otp.service';
import { emailOf } from '../otp/contact-input';
import { customerView } from './customer-view';
import { signInCustomer } from './sign-in';

const tags = ['customer'];
const ERRORS = { 400: OtpErrorBody, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody, 429: OtpErrorBody };
/** The app's silent-login token: single use, 5 minutes (issue 4 §1 app mode). */
export const APP_TOKEN_TTL_MS = 5 * 60 * 1000;
/** Single-use customer tokens are stored as their SHA-256, like session ids. */
const tokenHash = hashId;

/**
 * Profile changes (docs/product/api.md#customer). Names and WhatsApp need only the sign-in; an email or password
 * change needs the current password (docs/product/security-tests.md#t2-5 re-authentication) and ends the account's other sessions.
 */
async function applyUpdate(
  deps: AppDeps,
  request: FastifyRequest,
  customer: CustomerRow,
  sessionHash: string,
  body: z.infer<typeof CustomerUpdateBody>,
): Promise<{ customer: CustomerRow; message?: string }> {
  const now = deps.clock.now();
  const newEmail = body.email !== undefined ? emailOf(body.email) : undefined;
  const emailChanges = newEmail !== undefined && newEmail !== customer.email;
  // Re-authentication (docs/product/security-tests.md#t2-5) guards changing an email or a password. A phone-only account (made
  // at checkout) adding its FIRST email replaces nothing: the email is unverified until its code.
  const firstEmail = emailChanges && customer.email === null && body.new_password === undefined;
  if ((emailChanges && !firstEmail) || body.new_password !== undefined) {
    const ok =
      body.current_password !== undefined &&
      (await verifyPassword(customer.passwordHash, body.current_password));
    if (!ok)
      throw new AppError(
        401,
        'REAUTH_REQUIRED',
        'Enter your current password to change your email or password.',
        {
          fields: { current_password: 'Enter your current password.' },
        },
      );
  }
  if (body.new_password !== undefined) assertAcceptablePassword(body.new_password);
  if (emailChanges && (await findCustomerByEmail(deps.db, newEmail)))
    throw new AppError(
      409,
      'EMAIL_TAKEN',
      'Another account uses this email. Sign in to that account instead.',
    );
  const updated = await deps.db.transaction(async (tx) => {
    const row = await updateCustomer(tx, customer.id, {
      ...(body.first_name !== undefined ? { firstName: body.first_name } : {}),
      ...(body.last_name !== undefined ? { lastName: body.last_name } : {}),
      ...(body.whatsapp_subscribed !== undefined ? { whatsappSubscribed: body.whatsapp_subscribed } : {}),
      ...(emailChanges ? { email: newEmail, emailVerifiedAt: null } : {}),
      ...(body.new_password !== undefined ? { passwordHash: await hashPassword(body.new_password) } : {}),
      updatedAt: now,
    });
    if (emailChanges || body.new_password !== undefined)
      await endCustomerSessions(tx, customer.publicId, sessionHash);
    return row;
  });
  if (emailChanges) {
    await sendOtp(deps, {
      target: newEmail,
      channel: 'email',
      purpose: OTP_PURPOSE.email,
      sessionHash,
      ip: request.ip,
    });
    return { customer: updated, message: 'Verification Email Sent Successfully' };
  }
  return { customer: updated };
}

export function customerProfileRoutes(deps: AppDeps, sessionOptions: SessionOptions): FastifyPluginAsyncZod {
  const me = async (request: FastifyRequest) => {
    const session = await requireCustomer(deps.db, request, deps.clock.now());
    const customer = await findCustomerById(deps.db, session.customer.id);
    if (!customer) throw new AppError(401, 'SIGN_IN_REQUIRED', 'Please sign in to continue.');
    return { session, customer };
  };
  const update = async (request: FastifyRequest, body: z.infer<typeof CustomerUpdateBody>) => {
    const { session, customer } = await me(request);
    const result = await applyUpdate(deps, request, customer, session.idHash, body);
    return {
      customer: await customerView(deps.db, result.customer),
      ...(result.message ? { message: result.message } : {}),
    };
  };

  return async (app) => {
    app.get(
      '/v3/customer/me',
      { schema: { tags, response: { 200: CustomerResponse, 401: ErrorBody } } },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const { customer } = await me(request);
        return { customer: await customerView(deps.db, customer) };
      },
    );

    app.post(
      '/customers/update',
      { schema: { tags, body: CustomerUpdateBody, response: { 200: CustomerResponse, ...ERRORS } } },
      async (request) => update(request, request.body),
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
      async (request) => {
        const { customer } = await me(request);
        // Only one's own account: another id reads as absent (docs/product/security-tests.md#t6-1).
        if (request.params.id !== customer.publicId)
          throw new AppError(404, 'NOT_FOUND', 'We could not find that account.');
        return update(request, request.body);
      },
    );

    app.post(
      '/v3/customer/ratings',
      { schema: { tags, body: RatingBody, response: { 200: MessageResponse, ...ERRORS } } },
      async (request) => {
        const { customer } = await me(request);
        await deps.db.insert(customerRatings).values({
          customerId: customer.id,
          rating: request.body.rating,
          subject: request.body.subject,
          subjectRef: request.body.subject_ref ?? null,
          comment: request.body.comment ?? '',
          createdAt: deps.clock.now(),
        });
        return { message: 'Thank you for your rating!' };
      },
    );

    app.post(
      '/v3/customer/app_token',
      { schema: { tags, response: { 200: AppTokenResponse, 401: ErrorBody } } },
      async (request, reply) => {
        const { customer } = await me(request);
        const now = deps.clock.now();
        const usertoken = randomBytes(32).toString('base64url');
        await issueCustomerToken(deps.db, {
          customerId: customer.id,
          purpose: 'app_login',
          tokenHash: tokenHash(usertoken),
          expiresAt: new Date(now.getTime() + APP_TOKEN_TTL_MS),
          now,
        });
        reply.header('cache-control', 'no-store');
        return { usertoken, expires_in_seconds: APP_TOKEN_TTL_MS / 1000 };
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
      async (request, reply) => {
        const now = deps.clock.now();
        const used = await consumeCustomerToken(deps.db, 'app_login', tokenHash(request.body.usertoken), now);
        const customer = used ? await findCustomerById(deps.db, used.customerId) : null;
        if (!customer)
          throw new AppError(
            401,
            'APP_LOGIN_FAILED',
            'This sign-in link has expired. Please open it again from the app.',
          );
        return signInCustomer(deps, sessionOptions, request, reply, customer, { method: 'web_render_login' });
      },
    );
  };
}
