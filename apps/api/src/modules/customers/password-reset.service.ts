import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { ResetPasswordBody, VerifyTokenBody } from '@kavach/contracts';
import {
  consumeCustomerToken,
  endCustomerSessions,
  enqueueOutbox,
  findCustomerByEmail,
  findCustomerById,
  findLiveCustomerToken,
  issueCustomerToken,
  updateCustomer,
} from '@kavach/db';
import type { RouteDeps } from '../../deps';
import { requireSession } from '../../lib/current-session';
import { AppError } from '../../lib/http-errors';
import { maskRecipient } from '../../lib/mask';
import { hashId } from '../../plugins/session';
import { assertAcceptablePassword, hashPassword } from '../../lib/password';
import { OTP_PURPOSE, sendOtp, verifyOtp } from '../otp/otp.service';
import { emailOf } from '../otp/contact-input';

/** docs/product/security-tests.md#t5-4: a reset link works once, for 60 minutes at most; a newer link revokes older ones. */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
/** Single-use customer tokens are stored as their SHA-256, like session ids. */
const tokenHash = hashId;
export const RESET_LINK_SENT =
  'If an account exists for this email, we have sent a link to reset the password. It works for 60 minutes.';
const BAD_LINK = () =>
  new AppError(
    400,
    'RESET_LINK_INVALID',
    'This password reset link has expired or was already used. Please ask for a new one.',
  );

/** POST /customers/send_reset_password_link: a link goes out only if the account exists; the answer is the same. */
export async function sendResetLink(deps: RouteDeps, rawEmail: string) {
  const email = emailOf(rawEmail);
  const customer = await findCustomerByEmail(deps.db, email);
  if (customer) {
    const now = deps.clock.now();
    const token = randomBytes(32).toString('base64url');
    const link = `${deps.config.webOrigins[0]}/password-reset?token=${token}`;
    await deps.db.transaction(async (tx) => {
      await issueCustomerToken(tx, {
        customerId: customer.id,
        purpose: 'reset_password',
        tokenHash: tokenHash(token),
        expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
        now,
      });
      await enqueueOutbox(tx, {
        channel: 'email',
        topic: 'password_reset',
        recipient: email,
        payload: {
          subject: 'Reset your Kavach password',
          text: `Reset your Kavach password with this link (it works once, for 60 minutes): ${link}\nIf you did not ask for it, ignore this email.`,
        },
        idempotencyKey: `password_reset:${tokenHash(token)}`,
        availableAt: now,
        createdAt: now,
      });
    });
  }
  return { message: RESET_LINK_SENT };
}

/** POST /customers/verify_token: is the link live, and does the reset need a phone code (sent on request)? */
export async function verifyResetToken(
  deps: RouteDeps,
  request: FastifyRequest,
  body: z.infer<typeof VerifyTokenBody>,
) {
  const now = deps.clock.now();
  const live = await findLiveCustomerToken(deps.db, 'reset_password', tokenHash(body.token), now);
  const customer = live ? await findCustomerById(deps.db, live.customerId) : null;
  if (!customer)
    return {
      valid: false,
      phone_code_required: false,
      masked_phone: null,
      message: 'This password reset link has expired or was already used. Please ask for a new one.',
    };
  const phoneStep = customer.phone !== null && customer.phoneVerifiedAt !== null;
  if (phoneStep && body.send_code) {
    const session = await requireSession(deps.db, request, now);
    await sendOtp(deps, {
      target: customer.phone!,
      channel: 'sms',
      purpose: OTP_PURPOSE.resetPassword,
      sessionHash: session.idHash,
      ip: request.ip,
    });
  }
  return {
    valid: true,
    phone_code_required: phoneStep,
    masked_phone: phoneStep ? maskRecipient(customer.phone!) : null,
    message: phoneStep && body.send_code ? 'An OTP has been sent to your phone' : 'Choose a new password.',
  };
}

/** POST /customers/reset_password: spends the link, sets the password, ends every session of the account. */
export async function resetPassword(
  deps: RouteDeps,
  request: FastifyRequest,
  body: z.infer<typeof ResetPasswordBody>,
) {
  const now = deps.clock.now();
  const hash = tokenHash(body.token);
  const live = await findLiveCustomerToken(deps.db, 'reset_password', hash, now);
  const customer = live ? await findCustomerById(deps.db, live.customerId) : null;
  if (!customer) throw BAD_LINK();
  assertAcceptablePassword(body.password);
  if (customer.phone && customer.phoneVerifiedAt) {
    // docs/product/security-tests.md#t5-5: the reset cannot skip the account's phone verification.
    if (!body.otp)
      throw new AppError(
        400,
        'PHONE_CODE_REQUIRED',
        'Enter the OTP we sent to your phone to reset the password.',
      );
    const session = await requireSession(deps.db, request, now);
    await verifyOtp(deps, {
      target: customer.phone,
      purpose: OTP_PURPOSE.resetPassword,
      sessionHash: session.idHash,
      code: body.otp,
      proves: { phone: customer.phone },
    });
  }
  const passwordHash = await hashPassword(body.password);
  await deps.db.transaction(async (tx) => {
    const used = await consumeCustomerToken(tx, 'reset_password', hash, now);
    if (!used) throw BAD_LINK();
    await updateCustomer(tx, customer.id, {
      passwordHash,
      // Following the emailed link proves the email.
      emailVerifiedAt: customer.emailVerifiedAt ?? now,
      updatedAt: now,
    });
    await endCustomerSessions(tx, customer.publicId, null);
  });
  request.log.info({ event: 'password_reset', actor: customer.publicId }, 'password reset; sessions ended');
  return { message: 'Your password has been reset. Please sign in with the new password.' };
}
