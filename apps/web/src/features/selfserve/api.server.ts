import 'server-only';
import { headers } from 'next/headers';
import { SlotAvailabilityResponse, SrDetailResponse, TrackerSearchResponse } from '@kavach/contracts';
import type { SrDetailView } from '@kavach/contracts';
import type { z } from 'zod';
import { selfserveSlotsPath } from './flow-seed';
import type { TrackerAnswer } from './tracker-view';
import { readAsCustomer, sessionCookieHeader } from '@/lib/customer-read.server';
import type { CustomerRead } from '@/lib/customer-read.server';
import { env } from '@/lib/env';

const SR_ID = /^\d{6}-\d{6}$/;

/**
 * GET /v3/tracker/service_request/{sr_id} as the visitor's own session (decision 060): the request
 * if it is theirs; another customer's or an unknown number is not-found alike (T16.1).
 */
export async function getTrackedRequest(srId: string): Promise<CustomerRead<SrDetailView>> {
  if (!SR_ID.test(srId)) return { status: 'not-found' };
  const read = await readAsCustomer(
    `/v3/tracker/service_request/${encodeURIComponent(srId)}`,
    SrDetailResponse,
  );
  return read.status === 'ok' ? { status: 'ok', value: read.value.data } : read;
}

const UNAVAILABLE = 'Something went wrong on our side. Please try again in a minute.';

/** An API read's answer, or the message the page shows instead (the API's own for a 4xx). */
export type VisitorRead<T> = { ok: true; data: T } | { ok: false; message: string };

/**
 * A GET of the API as the visitor (decisions 066, 071): the visitor's session cookie and the client
 * address the web server saw, so per-address limits (T16.4) count the visitor, not this server.
 */
export async function getAsVisitor<S extends z.ZodType>(
  path: string,
  schema: S,
): Promise<VisitorRead<z.infer<S>>> {
  const cookie = await sessionCookieHeader();
  const forwarded = (await headers()).get('x-forwarded-for');
  try {
    const res = await fetch(`${env.API_ORIGIN}${path}`, {
      headers: {
        accept: 'application/json',
        ...(cookie ? { cookie } : {}),
        ...(forwarded ? { 'x-forwarded-for': forwarded } : {}),
      },
      cache: 'no-store',
      signal: AbortSignal.timeout(5000),
    });
    const body: unknown = await res.json().catch(() => null);
    if (res.ok) return { ok: true, data: schema.parse(body) as z.infer<S> };
    const message = (body as { message?: unknown } | null)?.message;
    return { ok: false, message: res.status < 500 && typeof message === 'string' ? message : UNAVAILABLE };
  } catch {
    return { ok: false, message: UNAVAILABLE };
  }
}

/**
 * GET /v3/tracker/search?query=… as the visitor (decision 066): the page with `?query=` (the search
 * form's GET before hydration) shows the answer without waiting for scripts. The visitor's session
 * cookie: an owner, or a session that proved the phone or email.
 */
export async function searchAsVisitor(query: string): Promise<TrackerAnswer> {
  const read = await getAsVisitor(
    `/v3/tracker/search?query=${encodeURIComponent(query)}&page=1`,
    TrackerSearchResponse,
  );
  return read.ok ? { ok: true, data: read.data.data } : read;
}

/**
 * The free appointment slots of `request` (spec §9): the self-serve slot_availability of its plan,
 * PIN and cover, read as the visitor; null when it cannot be read (the form then says so and the
 * API still checks the slot posted). A reopen (issue 20 §1) takes any process the cover offers; a
 * change of appointment (decision 088) keeps the request's own, as the API checks the new slot.
 */
export async function getRequestSlots(
  request: Pick<SrDetailView, 'osid' | 'cover_title' | 'address' | 'process_type'>,
  use: 'reopen' | 'reschedule',
): Promise<SlotAvailabilityResponse['data'] | null> {
  const path = selfserveSlotsPath(request.osid, request.address.pincode, request.cover_title);
  const read = await getAsVisitor(
    use === 'reschedule' ? `${path}&process_type=${encodeURIComponent(request.process_type)}` : path,
    SlotAvailabilityResponse,
  );
  return read.ok ? read.data.data : null;
}
