import type { FastifyReply } from 'fastify';
import type { OtpRefusal } from '@kavach/domain';
import { AppError } from '../../lib/http-errors';

const retryLater = (errorCode: string, message: string, retryAfterSeconds: number) =>
  new AppError(429, errorCode, message, { retry_after_seconds: retryAfterSeconds });

/** The expected outcomes of the OTP routes, each with a stable `error_code` (conventions 7). */
export const otpErrors = {
  invalidPhone: () => new AppError(400, 'INVALID_PHONE', 'Enter a valid 10-digit Indian mobile number.'),
  invalidEmail: () => new AppError(400, 'INVALID_EMAIL', 'Enter a valid email address.'),
  notFound: () =>
    new AppError(404, 'OTP_NOT_FOUND', 'There is no active OTP here. Please request a new OTP.'),
  expired: () => new AppError(410, 'OTP_EXPIRED', 'This OTP has expired. Please request a new OTP.'),
  invalid: (attemptsLeft: number) =>
    new AppError(
      400,
      'OTP_INVALID',
      attemptsLeft > 0
        ? `The OTP is incorrect. ${attemptsLeft} ${attemptsLeft === 1 ? 'attempt' : 'attempts'} left.`
        : 'The OTP is incorrect. Please request a new OTP.',
      { attempts_left: attemptsLeft },
    ),
  exhausted: (retryAfterSeconds: number) =>
    retryLater(
      'OTP_ATTEMPTS_EXHAUSTED',
      'Too many incorrect attempts for this OTP. Please request a new OTP.',
      retryAfterSeconds,
    ),
  refused: ({ reason, retryAfterSeconds }: OtpRefusal) => {
    if (reason === 'locked') {
      const minutes = Math.ceil(retryAfterSeconds / 60);
      return retryLater(
        'OTP_LOCKED',
        `Too many incorrect OTPs. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
        retryAfterSeconds,
      );
    }
    if (reason === 'too_soon') {
      return retryLater(
        'OTP_TOO_SOON',
        `Please wait ${retryAfterSeconds} seconds before requesting another OTP.`,
        retryAfterSeconds,
      );
    }
    return retryLater(
      'OTP_RATE_LIMITED',
      'Too many OTP requests. Please try again later.',
      retryAfterSeconds,
    );
  },
};

/**
 * Runs an OTP handler: logs the outcome as `{ event, outcome }` (never a code, never a target) and
 * sends the wait of a 429 as the `Retry-After` header too.
 */
export async function runOtp<T>(reply: FastifyReply, event: string, handler: () => Promise<T>): Promise<T> {
  try {
    const result = await handler();
    reply.request.log.info({ event, outcome: 'ok' }, 'otp');
    return result;
  } catch (err) {
    if (err instanceof AppError) {
      reply.request.log.info({ event, outcome: err.errorCode }, 'otp');
      const wait = err.extra.retry_after_seconds;
      if (typeof wait === 'number') reply.header('retry-after', String(wait));
    }
    throw err;
  }
}
