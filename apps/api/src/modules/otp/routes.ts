import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OTP_RULES } from '@kavach/domain';
import {
  EmailVerifiedResponse,
  OtpErrorBody,
  OtpSentResponse,
  PhoneVerifiedResponse,
  SendEmailOtpBody,
  SendPhoneOtpBody,
  VerifyEmailOtpBody,
  VerifyPhoneOtpBody,
} from '@kavach/contracts';
import { markCustomerPhoneVerified } from '@kavach/db';
import type { RouteDeps } from '../../deps';
import { findCurrentSession, forgetCurrentSession, requireSession } from '../../lib/current-session';
import { emailOf, phoneOf } from './contact-input';
import { runOtp } from './otp-errors';
import { OTP_PURPOSE, sendOtp, verifyOtp } from './otp.service';

const SENT = {
  expires_in_seconds: OTP_RULES.ttlMs / 1000,
  resend_after_seconds: OTP_RULES.resendCooldownMs / 1000,
};
/** What the customer is told after asking for the code by voice call (issue 18 §3.4). */
export const VOICE_SENT_MESSAGE = 'You will get a call with your OTP shortly';
const ERRORS = {
  400: OtpErrorBody,
  401: OtpErrorBody,
  404: OtpErrorBody,
  410: OtpErrorBody,
  429: OtpErrorBody,
};
const schema = <B, R>(body: B, ok: R) => ({ tags: ['otp'], body, response: { 200: ok, ...ERRORS } });

/** A signed-in customer who proves their account's own phone gets it marked verified (issue 4). */
async function markAccountPhoneVerified(deps: RouteDeps, request: FastifyRequest, phone: string) {
  forgetCurrentSession(request);
  const session = await findCurrentSession(deps.db, request, deps.clock.now());
  if (!session?.customer) return;
  await markCustomerPhoneVerified(deps.db, session.customer.id, phone, deps.clock.now());
}

/**
 * POST /v3/otp/* (docs/product/api.md#session One-time codes): phone and email codes, verified into the server session.
 * Registered under the prefix /v3/otp: the paths below are relative to it.
 */
export function otpRoutes(deps: RouteDeps): FastifyPluginAsyncZod {
  const sessionHash = async (request: FastifyRequest) =>
    (await requireSession(deps.db, request, deps.clock.now())).idHash;
  const send = async (request: FastifyRequest, target: string, channel: 'sms' | 'voice' | 'email') => {
    const purpose = channel === 'email' ? OTP_PURPOSE.email : OTP_PURPOSE.phone;
    await sendOtp(deps, {
      target,
      channel,
      purpose,
      sessionHash: await sessionHash(request),
      ip: request.ip,
    });
  };
  return async (app) => {
    app.post('/send_otp', { schema: schema(SendPhoneOtpBody, OtpSentResponse) }, (request, reply) =>
      runOtp(reply, 'otp.send', async () => {
        await send(request, phoneOf(request.body.phone), 'sms');
        return { message: 'An OTP has been sent to your phone', ...SENT };
      }),
    );
    app.post('/send_voice_otp', { schema: schema(SendPhoneOtpBody, OtpSentResponse) }, (request, reply) =>
      runOtp(reply, 'otp.send_voice', async () => {
        await send(request, phoneOf(request.body.phone), 'voice');
        return { message: VOICE_SENT_MESSAGE, ...SENT };
      }),
    );
    app.post('/send_email_otp', { schema: schema(SendEmailOtpBody, OtpSentResponse) }, (request, reply) =>
      runOtp(reply, 'otp.send_email', async () => {
        await send(request, emailOf(request.body.email), 'email');
        return { message: 'An OTP has been sent to this email', ...SENT };
      }),
    );
    app.post('/verify_otp', { schema: schema(VerifyPhoneOtpBody, PhoneVerifiedResponse) }, (request, reply) =>
      runOtp(reply, 'otp.verify', async () => {
        const phone = phoneOf(request.body.phone);
        const key = { target: phone, purpose: OTP_PURPOSE.phone, sessionHash: await sessionHash(request) };
        await verifyOtp(deps, { ...key, code: request.body.otp, proves: { phone } });
        await markAccountPhoneVerified(deps, request, phone);
        return { verified: true as const, verified_phone: phone };
      }),
    );
    app.post(
      '/verify_email_otp',
      { schema: schema(VerifyEmailOtpBody, EmailVerifiedResponse) },
      (request, reply) =>
        runOtp(reply, 'otp.verify_email', async () => {
          const email = emailOf(request.body.email);
          const key = { target: email, purpose: OTP_PURPOSE.email, sessionHash: await sessionHash(request) };
          await verifyOtp(deps, { ...key, code: request.body.otp, proves: { email } });
          return { verified: true as const, verified_email: email };
        }),
    );
  };
}
