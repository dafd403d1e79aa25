import { z } from 'zod';
import { UserProfile } from './staff';
import { Customer } from './customer';

export const SetCsrfQuery = z.object({
  tabId: z.string().max(64).optional().catch(undefined),
  lead_id: z.string().max(64).optional().catch(undefined),
});

export const SetCsrfResponse = z.object({
  csrf_token: z.string(),
  /** Public, non-secret session handle. The real session id lives only in an HttpOnly cookie. */
  session_id: z.string(),
  user_profile: UserProfile.nullable(),
  cart: z.record(z.string(), z.unknown()).nullable(),
  customer: Customer.nullable(),
});
export type SetCsrfResponse = z.infer<typeof SetCsrfResponse>;

/** Header names: the browser sends the CSRF token and the public session key on every call (docs/product/api.md#conventions). */
export const CSRF_HEADER = 'x-csrftoken';
export const SESSION_KEY_HEADER = 'x-session-key';
