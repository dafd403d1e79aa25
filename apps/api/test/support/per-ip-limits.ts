/**
 * The five per-IP limits of issue 18's finding 2, as a client calls them (API path, body, how
 * many calls the limit allows and what they answer). Shared by the API test
 * (lib/trust-proxy-limits.test.ts) and the browser-side test through the web origin
 * (apps/web/e2e/client-address.spec.ts), which adds the `/api` prefix.
 */
export interface PerIpLimit {
  name: string;
  path: string;
  /** Calls allowed from one client address in the window; the next one is answered 429. */
  allowed: number;
  /** The status of an allowed call (the staff sign-in is refused: wrong password). */
  status: number;
  /**
   * The body of call `i` of a run (a small number that keeps runs apart); distinct where another
   * limit (per phone) would interfere.
   */
  body: (i: number, run: number) => Record<string, string>;
}

export const PER_IP_LIMITS: readonly PerIpLimit[] = [
  {
    name: 'check_customer_existence (T4.11: 10 per minute per address)',
    path: '/customers/check_customer_existence',
    allowed: 10,
    status: 200,
    body: (i, run) => ({ email: `probe.${run}.${i}@example.in` }),
  },
  {
    name: 'send_otp (T4.5: 20 SMS per hour per address, across phones)',
    path: '/v3/otp/send_otp',
    allowed: 20,
    status: 200,
    // A phone of its own per call and run: the per-phone limits never apply.
    body: (i, run) => ({ phone: `97${String(run % 10_000).padStart(4, '0')}${String(i).padStart(4, '0')}` }),
  },
  {
    name: 'staff sign-in (10 free failures per address, then a wait: decision 039)',
    path: '/v3/staff/login',
    allowed: 10,
    status: 401,
    // A username of its own per call: the per-account wait (3 free failures) never applies.
    body: (i, run) => ({ username: `nobody.${run}.${i}`, password: 'not-the-password' }),
  },
  {
    name: 'write-to-us (10 per 10 minutes per address)',
    path: '/selfserve/create_incident_emailterminator',
    allowed: 10,
    status: 200,
    body: (i, run) => ({
      name: 'Asha Rao',
      email: `asha.${run}.${i}@example.in`,
      subject: 'Plan question',
      message: 'When does my cover start?',
    }),
  },
  {
    name: 'send_app_link (3 SMS per 10 minutes per address)',
    path: '/send_app_link',
    allowed: 3,
    status: 200,
    body: () => ({ phone: '9123456780' }),
  },
];
