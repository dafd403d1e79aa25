import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CustomerSignedInResponse } from '@kavach/contracts';
import type { CustomerRow } from '@kavach/db';
import { deviceLabel } from '@kavach/domain';
import type { AppDeps } from '../../deps';
import { forgetCurrentSession } from '../../lib/current-session';
import { customerSubject, rememberDevice } from '../../lib/sign-in-guard';
import {
  ANONYMOUS_SESSION_TTL_MS,
  rotateSession,
  setCsrfCookie,
  type SessionOptions,
} from '../../plugins/session';
import { customerView } from './customer-view';

/** docs/product/security-tests.md#t2-4: a customer sign-in lasts 12 hours at most (and 30 minutes without a request). */
export const CUSTOMER_SIGN_IN_TTL_MS = 12 * 60 * 60 * 1000;

/**
 * Signs a customer in on a NEW session id (docs/product/security-tests.md#t2-2: password, phone code, email code and app login
 * alike); the old id is deleted, the cart and orders it held move to the new one.
 */
export async function signInCustomer(
  deps: AppDeps,
  sessionOptions: SessionOptions,
  request: FastifyRequest,
  reply: FastifyReply,
  customer: CustomerRow,
  how: { method: string; verifiedPhone?: string | null },
): Promise<CustomerSignedInResponse> {
  const now = deps.clock.now();
  const { raw, publicId } = await rotateSession(request, reply, sessionOptions, {
    ttlMs: ANONYMOUS_SESSION_TTL_MS,
    customerId: customer.publicId,
    customerExpiresAt: new Date(now.getTime() + CUSTOMER_SIGN_IN_TTL_MS),
    verifiedPhone: how.verifiedPhone ?? null,
    keepBelongings: true,
    // "Where you're signed in" (decision 102): the device's label, never the User-Agent itself.
    data: { device: deviceLabel(request.headers['user-agent']), sign_in_method: how.method },
  });
  // This browser is the account's own device from now on: failures elsewhere never slow it (docs/product/security-tests.md#t5-3).
  rememberDevice(reply, sessionOptions, customerSubject(customer.id).accountKey);
  forgetCurrentSession(request);
  request.log.info(
    { event: 'customer_login', outcome: 'success', actor: customer.publicId, method: how.method },
    'customer signed in',
  );
  reply.header('cache-control', 'no-store');
  return {
    csrf_token: setCsrfCookie(reply, sessionOptions, raw),
    session_id: publicId,
    customer: await customerView(deps.db, customer),
  };
}
