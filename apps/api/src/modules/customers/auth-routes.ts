import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isValidEmail, normaliseIndianMobile, otpCodeState } from '@kavach/domain';
import {
  ActivateEmailBody,
  CustomerLoginBody,
  CustomerSignedInResponse,
  EmailStageResponse,
  ErrorBody,
  OtpErrorBody,
  ResendActivationBody,
  SignUpBody,
} from '@kavach/contracts';
import {
  findLatestOtpCode,
  findCustomerByEmail,
  findCustomerByPhone,
  insertCustomer,
  loginFailureCounts,
  recordLoginFailure,
  updateCustomer,
  type CustomerRow,
} from '@kavach/db';
import { randomBytes } from 'node:crypto';
import type { AppDeps } from '../../deps';
import { requireSession } from '../../lib/current-session';
import { AppError } from '../../lib/http-errors';
import { assertAcceptablePassword, hashPassword, verifyPassword } from '../../lib/password';
import type { SessionOptions } from '../../plugins/session';
import { otpErrors } from '../otp/otp-errors';
import { emailOf, phoneOf } from '../otp/contact-input';
import { OTP_PURPOSE, sendOtp, verifyOtp } from '../otp/otp.service';
import { signInCustomer } from './sign-in';

const tags = ['customer'];
const ERRORS = {
  400: OtpErrorBody,
  401: ErrorBody,
  403: ErrorBody,
  404: OtpErrorBody,
  409: ErrorBody,
  410: OtpErrorBody,
  429: OtpErrorBody,
};

/** T5.3: sign-in failures counted over 15 minutes; 10 per account, 30 per address. */
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const LOGIN_MAX_FAILURES_PER_ACCOUNT = 10;
export const LOGIN_MAX_FAILURES_PER_IP = 30;

/** Spec §8 email verification stage messages. */
export const EMAIL_STAGE_MESSAGES = {
  1: 'An OTP will be sent to this email for verification',
  2: 'An OTP has been sent to this email',
  3: 'This email is already registered. We have sent an OTP on this email for verification',
} as const;

const LOGIN_FAILED = () =>
  new AppError(
    401,
    'LOGIN_FAILED',
    'That email or phone number and password do not match. Please try again.',
  );

/** The account a login id names: an email, else an Indian mobile number. */
async function findByLoginId(deps: AppDeps, username: string): Promise<CustomerRow | null> {
  const id = username.trim();
  if (id.includes('@')) return isValidEmail(id.toLowerCase()) ? findCustomerByEmail(deps.db, id) : null;
  const phone = normaliseIndianMobile(id);
  return phone ? findCustomerByPhone(deps.db, phone) : null;
}

/**
 * Customer sign-in, sign-up, email activation and sign-out (spec §7 Customer, §4 Authentication;
 * issue 4 §1). Every sign-in issues a new session id (T2.2).
 */
export function customerAuthRoutes(deps: AppDeps, sessionOptions: SessionOptions): FastifyPluginAsyncZod {
  /**
   * Sends an email code; when one was sent to this session less than 30 s ago it is still the live
   * code, so the resend limit is not an error here (a double-click, a retried sign-in).
   */
  const sendEmailCode = async (request: FastifyRequest, email: string) => {
    const now = deps.clock.now();
    const session = await requireSession(deps.db, request, now);
    const key = { target: email, purpose: OTP_PURPOSE.email, sessionHash: session.idHash };
    try {
      await sendOtp(deps, { ...key, channel: 'email', ip: request.ip });
    } catch (err) {
      const live = await findLatestOtpCode(deps.db, key);
      const reusable =
        err instanceof AppError &&
        err.errorCode === 'OTP_TOO_SOON' &&
        live &&
        otpCodeState(live, now) === 'live';
      if (!reusable) throw err;
    }
  };

  return async (app) => {
    app.post(
      '/customers/login',
      { schema: { tags, body: CustomerLoginBody, response: { 200: CustomerSignedInResponse, ...ERRORS } } },
      async (request, reply) => {
        const body = request.body;
        const now = deps.clock.now();
        if ('otp' in body) {
          // Phone + one-time code (sent by POST /v3/otp/send_otp in this session).
          const phone = phoneOf(body.phone);
          const session = await requireSession(deps.db, request, now);
          await verifyOtp(deps, {
            target: phone,
            purpose: OTP_PURPOSE.phone,
            sessionHash: session.idHash,
            code: body.otp,
            proves: { phone },
          });
          let customer = await findCustomerByPhone(deps.db, phone);
          customer = customer
            ? customer.phoneVerifiedAt
              ? customer
              : await updateCustomer(deps.db, customer.id, { phoneVerifiedAt: now, updatedAt: now })
            : await insertCustomer(deps.db, {
                publicId: randomBytes(16).toString('base64url'),
                phone,
                phoneVerifiedAt: now,
                createdAt: now,
                updatedAt: now,
              });
          return signInCustomer(deps, sessionOptions, request, reply, customer, {
            method: 'phone_otp',
            verifiedPhone: phone,
          });
        }
        const customer = await findByLoginId(deps, body.username);
        const since = new Date(now.getTime() - LOGIN_WINDOW_MS);
        const failures = await loginFailureCounts(deps.db, {
          customerId: customer?.id ?? null,
          ip: request.ip,
          since,
        });
        if (failures.account >= LOGIN_MAX_FAILURES_PER_ACCOUNT || failures.ip >= LOGIN_MAX_FAILURES_PER_IP)
          throw new AppError(
            429,
            'RATE_LIMITED',
            'Too many sign-in attempts. Please try again in 15 minutes.',
            {
              retry_after_seconds: LOGIN_WINDOW_MS / 1000,
            },
          );
        const ok = await verifyPassword(customer?.passwordHash ?? null, body.password);
        if (!ok || !customer) {
          await recordLoginFailure(deps.db, { customerId: customer?.id ?? null, ip: request.ip, now });
          request.log.info({ event: 'customer_login', outcome: 'failure' }, 'customer sign-in refused');
          throw LOGIN_FAILED();
        }
        if (customer.emailVerifiedAt === null && customer.phoneVerifiedAt === null && customer.email) {
          // Right password, unverified account: a fresh code goes to the email (stage 2 of §8).
          await sendEmailCode(request, customer.email);
          throw new AppError(
            403,
            'EMAIL_NOT_VERIFIED',
            'Please verify your email first. ' + EMAIL_STAGE_MESSAGES[2] + '.',
            {
              email: customer.email,
            },
          );
        }
        return signInCustomer(deps, sessionOptions, request, reply, customer, { method: 'password' });
      },
    );

    app.post(
      '/customers',
      { schema: { tags, body: SignUpBody, response: { 200: EmailStageResponse, ...ERRORS } } },
      async (request) => {
        const body = request.body;
        const email = emailOf(body.email);
        const phone = body.phone ? phoneOf(body.phone) : null;
        assertAcceptablePassword(body.password);
        const now = deps.clock.now();
        const existing = await findCustomerByEmail(deps.db, email);
        if (!existing) {
          const phoneTaken = phone ? await findCustomerByPhone(deps.db, phone) : null;
          await insertCustomer(deps.db, {
            publicId: randomBytes(16).toString('base64url'),
            firstName: body.first_name,
            lastName: body.last_name,
            email,
            // A number already on another account is attached only once verified there (T6.3).
            phone: phoneTaken ? null : phone,
            passwordHash: await hashPassword(body.password),
            createdAt: now,
            updatedAt: now,
          });
        }
        await sendEmailCode(request, email);
        const stage = existing ? 3 : 2;
        return { stage, message: EMAIL_STAGE_MESSAGES[stage], email } as const;
      },
    );

    app.post(
      '/v3/customer/activate_email',
      { schema: { tags, body: ActivateEmailBody, response: { 200: CustomerSignedInResponse, ...ERRORS } } },
      async (request, reply) => {
        const email = emailOf(request.body.email);
        const now = deps.clock.now();
        const session = await requireSession(deps.db, request, now);
        await verifyOtp(deps, {
          target: email,
          purpose: OTP_PURPOSE.email,
          sessionHash: session.idHash,
          code: request.body.otp,
          proves: { email },
        });
        const customer = await findCustomerByEmail(deps.db, email);
        if (!customer) throw otpErrors.notFound();
        const verified = customer.emailVerifiedAt
          ? customer
          : await updateCustomer(deps.db, customer.id, { emailVerifiedAt: now, updatedAt: now });
        return signInCustomer(deps, sessionOptions, request, reply, verified, { method: 'email_otp' });
      },
    );

    app.post(
      '/v3/customer/resend_activation',
      { schema: { tags, body: ResendActivationBody, response: { 200: EmailStageResponse, ...ERRORS } } },
      async (request) => {
        const email = emailOf(request.body.email);
        // The same answer whether or not an account has this email (T4.11); a code goes out only if one does.
        if (await findCustomerByEmail(deps.db, email)) await sendEmailCode(request, email);
        return { stage: 2, message: EMAIL_STAGE_MESSAGES[2], email } as const;
      },
    );
  };
}
