import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { isValidEmail, normaliseIndianMobile, otpCodeState, phoneProofOutcome } from '@kavach/domain';
import type {
  ActivateEmailBody,
  CustomerLoginBody,
  CustomerSignedInResponse,
  SignUpBody,
} from '@kavach/contracts';
import {
  findLatestOtpCode,
  findCustomerByEmail,
  findCustomerByPhone,
  insertCustomer,
  updateCustomer,
  type CustomerRow,
} from '@kavach/db';
import { randomBytes } from 'node:crypto';
import type { RouteDeps } from '../../deps';
import { requireSession } from '../../lib/current-session';
import { AppError } from '../../lib/http-errors';
import { assertAcceptablePassword, hashPassword, upgradedHash, verifyPassword } from '../../lib/password';
import {
  customerSubject,
  deviceOf,
  recordSignInFailure,
  refuseWhileWaiting,
  unknownSubject,
} from '../../lib/sign-in-guard';
import { otpErrors } from '../otp/otp-errors';
import { emailOf, phoneOf } from '../otp/contact-input';
import { OTP_PURPOSE, sendOtp, verifyOtp } from '../otp/otp.service';
import { accountOfPhone } from './phone-account';
import { signInCustomer } from './sign-in';

type LoginBody = z.infer<typeof CustomerLoginBody>;

/** docs/product/accounts.md#email-verification stage messages. */
export const EMAIL_STAGE_MESSAGES = {
  1: 'An OTP will be sent to this email for verification',
  2: 'An OTP has been sent to this email',
  3: 'This email is already registered. We have sent an OTP on this email for verification',
} as const;

/**
 * What the owner of an already registered email is told when someone signs up with it (issue 18
 * #8): the sign-up itself answers as for a new email, so only the mailbox learns the account exists.
 */
export const ACCOUNT_EXISTS_NOTE =
  'Someone, perhaps you, tried to create a Kavach account with this email, but you already have a ' +
  'Kavach account. To sign in to it, enter the code below; if you forgot the password, reset it ' +
  'from the sign-in page. If it was not you, ignore this email: nothing was changed.';

const LOGIN_FAILED = () =>
  new AppError(
    401,
    'LOGIN_FAILED',
    'That email or phone number and password do not match. Please try again.',
  );

/**
 * The account a login id names: an email, else an Indian mobile number — only a verified one: an
 * unverified number names no account (issue 18 #1).
 */
async function findByLoginId(deps: RouteDeps, username: string): Promise<CustomerRow | null> {
  const id = username.trim();
  if (id.includes('@')) return isValidEmail(id.toLowerCase()) ? findCustomerByEmail(deps.db, id) : null;
  const phone = normaliseIndianMobile(id);
  const found = phone ? await findCustomerByPhone(deps.db, phone) : null;
  return found?.phoneVerifiedAt ? found : null;
}

/**
 * Sends an email code; when one was sent to this session less than 30 s ago it is still the live
 * code, so the resend limit is not an error here (a double-click, a retried sign-in).
 */
async function sendEmailCode(deps: RouteDeps, request: FastifyRequest, email: string, note?: string) {
  const now = deps.clock.now();
  const session = await requireSession(deps.db, request, now);
  const key = { target: email, purpose: OTP_PURPOSE.email, sessionHash: session.idHash };
  try {
    await sendOtp(deps, { ...key, channel: 'email', ip: request.ip, ...(note ? { note } : {}) });
  } catch (err) {
    const live = await findLatestOtpCode(deps.db, key);
    const reusable =
      err instanceof AppError &&
      err.errorCode === 'OTP_TOO_SOON' &&
      live &&
      otpCodeState(live, now) === 'live';
    if (!reusable) throw err;
  }
}

/** POST /customers/login: a phone and its one-time code, or a login id and its password. */
export async function logIn(
  deps: RouteDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  body: LoginBody,
): Promise<CustomerSignedInResponse> {
  return 'otp' in body
    ? logInWithPhoneCode(deps, request, reply, body)
    : logInWithPassword(deps, request, reply, body);
}

/** Phone + one-time code (sent by POST /v3/otp/send_otp in this session). */
async function logInWithPhoneCode(
  deps: RouteDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  body: Extract<LoginBody, { otp: unknown }>,
): Promise<CustomerSignedInResponse> {
  const now = deps.clock.now();
  const phone = phoneOf(body.phone);
  const session = await requireSession(deps.db, request, now);
  await verifyOtp(deps, {
    target: phone,
    purpose: OTP_PURPOSE.phone,
    sessionHash: session.idHash,
    code: body.otp,
    proves: { phone },
  });
  // The code proves the phone: its own account, never one that claimed it unverified (decision 039).
  const customer = await deps.db.transaction((tx) => accountOfPhone(tx, phone, now, true));
  return signInCustomer(deps, deps.session, request, reply, customer, {
    method: 'phone_otp',
    verifiedPhone: phone,
  });
}

async function logInWithPassword(
  deps: RouteDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  body: Exclude<LoginBody, { otp: unknown }>,
): Promise<CustomerSignedInResponse> {
  const customer = await findByLoginId(deps, body.username);
  // docs/product/security-tests.md#t5-3 / issue 18 #7: a growing wait per account and per client, the same for an unknown id.
  const who = customer ? customerSubject(customer.id) : unknownSubject('customer', body.username);
  const device = deviceOf(request, deps.session, who.accountKey);
  await refuseWhileWaiting(deps, request, reply, who, device);
  const ok = await verifyPassword(customer?.passwordHash ?? null, body.password);
  if (!ok || !customer) {
    await recordSignInFailure(deps, request, who, device);
    request.log.info({ event: 'customer_login', outcome: 'failure' }, 'customer sign-in refused');
    throw LOGIN_FAILED();
  }
  // A hash made with older settings is replaced now that the password is known (decision 084).
  const upgraded = await upgradedHash(customer.passwordHash ?? '', body.password);
  if (upgraded) await updateCustomer(deps.db, customer.id, { passwordHash: upgraded });
  if (customer.emailVerifiedAt === null && customer.phoneVerifiedAt === null && customer.email) {
    // Right password, unverified account: a fresh code goes to the email (stage 2 of docs/product/accounts.md#email-verification).
    await sendEmailCode(deps, request, customer.email);
    throw new AppError(
      403,
      'EMAIL_NOT_VERIFIED',
      'Please verify your email first. ' + EMAIL_STAGE_MESSAGES[2] + '.',
      {
        email: customer.email,
      },
    );
  }
  return signInCustomer(deps, deps.session, request, reply, customer, { method: 'password' });
}

/** POST /customers: a new account (or, for a registered email, the same answer and a note by email). */
export async function signUp(deps: RouteDeps, request: FastifyRequest, body: z.infer<typeof SignUpBody>) {
  const email = emailOf(body.email);
  const phone = body.phone ? phoneOf(body.phone) : null;
  assertAcceptablePassword(body.password);
  const now = deps.clock.now();
  // Hashed for a known email too: the answer and its timing do not tell (issue 18 #8).
  const passwordHash = await hashPassword(body.password);
  const session = await requireSession(deps.db, request, now);
  const existing = await findCustomerByEmail(deps.db, email);
  if (!existing) {
    // A phone proven by a code in this session is stored verified (decision 039).
    const proven = phone !== null && session.verifiedPhone === phone;
    await deps.db.transaction(async (tx) => {
      const holder = phone ? await findCustomerByPhone(tx, phone) : null;
      const detach = proven && holder !== null && phoneProofOutcome(holder) === 'detach';
      if (detach) await updateCustomer(tx, holder.id, { phone: null, updatedAt: now });
      // A number already on another account is attached only once verified there (docs/product/security-tests.md#t6-3).
      const keep = phone !== null && (holder === null || detach);
      await insertCustomer(tx, {
        publicId: randomBytes(16).toString('base64url'),
        firstName: body.first_name,
        lastName: body.last_name,
        email,
        phone: keep ? phone : null,
        phoneVerifiedAt: keep && proven ? now : null,
        passwordHash,
        createdAt: now,
        updatedAt: now,
      });
    });
  }
  // docs/product/accounts.md#email-verification stage 2 for every email; the owner of a registered one hears of it by email instead.
  await sendEmailCode(deps, request, email, existing ? ACCOUNT_EXISTS_NOTE : undefined);
  return { stage: 2, message: EMAIL_STAGE_MESSAGES[2], email } as const;
}

/** POST /v3/customer/activate_email: the email's code verifies it and signs its account in. */
export async function activateEmail(
  deps: RouteDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  body: z.infer<typeof ActivateEmailBody>,
): Promise<CustomerSignedInResponse> {
  const email = emailOf(body.email);
  const now = deps.clock.now();
  const session = await requireSession(deps.db, request, now);
  await verifyOtp(deps, {
    target: email,
    purpose: OTP_PURPOSE.email,
    sessionHash: session.idHash,
    code: body.otp,
    proves: { email },
  });
  const customer = await findCustomerByEmail(deps.db, email);
  if (!customer) throw otpErrors.notFound();
  const verified = customer.emailVerifiedAt
    ? customer
    : await updateCustomer(deps.db, customer.id, { emailVerifiedAt: now, updatedAt: now });
  return signInCustomer(deps, deps.session, request, reply, verified, { method: 'email_otp' });
}

/** POST /v3/customer/resend_activation. */
export async function resendActivation(deps: RouteDeps, request: FastifyRequest, rawEmail: string) {
  const email = emailOf(rawEmail);
  // The same answer whether or not an account has this email (docs/product/security-tests.md#t4-11); a code goes out only if one does.
  if (await findCustomerByEmail(deps.db, email)) await sendEmailCode(deps, request, email);
  return { stage: 2, message: EMAIL_STAGE_MESSAGES[2], email } as const;
}
