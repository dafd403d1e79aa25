import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { CustomerSignedInResponse, CustomerUpdateBody, RatingBody } from '@kavach/contracts';
import {
  consumeCustomerToken,
  endCustomerSessions,
  findCustomerByEmail,
  findCustomerById,
  insertCustomerRating,
  issueCustomerToken,
  stopWhatsAppOfRequests,
  updateCustomer,
  type CustomerRow,
} from '@kavach/db';
import type { RouteDeps } from '../../deps';
import { requireCustomer, type CurrentSession, type SessionCustomer } from '../../lib/current-session';
import { AppError } from '../../lib/http-errors';
import { assertAcceptablePassword, hashPassword, verifyPassword } from '../../lib/password';
import { hashId } from '../../plugins/session';
import { OTP_PURPOSE, sendOtp } from '../otp/otp.service';
import { emailOf } from '../otp/contact-input';
import { customerView } from './customer-view';
import { signInCustomer } from './sign-in';
import { rateOwnRequest } from '../tracker/customer-rating.service';

type UpdateBody = z.infer<typeof CustomerUpdateBody>;

/** The app's silent-login token: single use, 5 minutes (issue 4 §1 app mode). */
export const APP_TOKEN_TTL_MS = 5 * 60 * 1000;
/** Single-use customer tokens are stored as their SHA-256, like session ids. */
const tokenHash = hashId;

/** The signed-in customer's session and account row, or 401. */
export async function currentCustomer(
  deps: RouteDeps,
  request: FastifyRequest,
): Promise<{ session: CurrentSession & { customer: SessionCustomer }; customer: CustomerRow }> {
  const session = await requireCustomer(deps.db, request, deps.clock.now());
  const customer = await findCustomerById(deps.db, session.customer.id);
  if (!customer) throw new AppError(401, 'SIGN_IN_REQUIRED', 'Please sign in to continue.');
  return { session, customer };
}

/** GET /v3/customer/me. */
export async function myProfile(deps: RouteDeps, request: FastifyRequest) {
  const { customer } = await currentCustomer(deps, request);
  return { customer: await customerView(deps.db, customer) };
}

/**
 * Profile changes (docs/product/api.md#customer). Names and WhatsApp need only the sign-in; an email or password
 * change needs the current password (docs/product/security-tests.md#t2-5 re-authentication) and ends the account's other sessions.
 */
async function applyUpdate(
  deps: RouteDeps,
  request: FastifyRequest,
  customer: CustomerRow,
  sessionHash: string,
  body: UpdateBody,
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
    // Decision 104: turning WhatsApp off withdraws the consent everywhere, requests included.
    if (body.whatsapp_subscribed === false) await stopWhatsAppOfRequests(tx, customer.id);
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

/**
 * POST /customers/update and PATCH /v3/customer/partial_update/:id. `accountId`, when given, must
 * be one's own account: another id reads as absent (docs/product/security-tests.md#t6-1).
 */
export async function updateProfile(
  deps: RouteDeps,
  request: FastifyRequest,
  body: UpdateBody,
  accountId?: string,
) {
  const { session, customer } = await currentCustomer(deps, request);
  if (accountId !== undefined && accountId !== customer.publicId)
    throw new AppError(404, 'NOT_FOUND', 'We could not find that account.');
  const result = await applyUpdate(deps, request, customer, session.idHash, body);
  return {
    customer: await customerView(deps.db, result.customer),
    ...(result.message ? { message: result.message } : {}),
  };
}

/** POST /v3/customer/ratings; a service request's service is rated by its owner, once (decision 089). */
export async function rate(deps: RouteDeps, request: FastifyRequest, body: z.infer<typeof RatingBody>) {
  const { customer } = await currentCustomer(deps, request);
  if (body.subject === 'service_request') {
    await rateOwnRequest(deps, customer.id, body);
    return { message: 'Thank you for your rating!' };
  }
  await insertCustomerRating(deps.db, {
    customerId: customer.id,
    rating: body.rating,
    subject: body.subject,
    subjectRef: body.subject_ref ?? null,
    comment: body.comment ?? '',
    createdAt: deps.clock.now(),
  });
  return { message: 'Thank you for your rating!' };
}

/** POST /v3/customer/app_token: a single-use token the app opens the website with. */
export async function issueAppToken(deps: RouteDeps, request: FastifyRequest) {
  const { customer } = await currentCustomer(deps, request);
  const now = deps.clock.now();
  const usertoken = randomBytes(32).toString('base64url');
  await issueCustomerToken(deps.db, {
    customerId: customer.id,
    purpose: 'app_login',
    tokenHash: tokenHash(usertoken),
    expiresAt: new Date(now.getTime() + APP_TOKEN_TTL_MS),
    now,
  });
  return { usertoken, expires_in_seconds: APP_TOKEN_TTL_MS / 1000 };
}

/** POST /v3/otp/web_render_login: the app's token, spent once, signs its customer in here. */
export async function webRenderLogin(
  deps: RouteDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  usertoken: string,
): Promise<CustomerSignedInResponse> {
  const now = deps.clock.now();
  const used = await consumeCustomerToken(deps.db, 'app_login', tokenHash(usertoken), now);
  const customer = used ? await findCustomerById(deps.db, used.customerId) : null;
  if (!customer)
    throw new AppError(
      401,
      'APP_LOGIN_FAILED',
      'This sign-in link has expired. Please open it again from the app.',
    );
  return signInCustomer(deps, deps.session, request, reply, customer, { method: 'web_render_login' });
}
