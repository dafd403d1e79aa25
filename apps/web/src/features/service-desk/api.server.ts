import 'server-only';
import { unstable_rethrow } from 'next/navigation';
import type { z } from 'zod';
import {
  DeskCallersResponse,
  DeskComplaintsResponse,
  DeskHolidaysResponse,
  DeskQueueResponse,
  DeskRequestResponse,
} from '@kavach/contracts';
import { ApiError, apiGet } from '@/lib/api-client.server';
import { sessionCookieHeader } from '@/lib/customer-read.server';

/** A desk read: the answer, or why not (no staff sign-in; a signed-in non-service user; no such request). */
export type DeskRead<T> =
  { status: 'ok'; value: T } | { status: 'sign-in' } | { status: 'forbidden' } | { status: 'not-found' };

async function readAsStaff<S extends z.ZodType>(path: string, schema: S): Promise<DeskRead<z.infer<S>>> {
  const cookie = await sessionCookieHeader();
  if (!cookie) return { status: 'sign-in' };
  try {
    const value = await apiGet(path, schema, { cookie });
    return value ? { status: 'ok', value } : { status: 'not-found' };
  } catch (error) {
    unstable_rethrow(error);
    if (error instanceof ApiError && error.status === 401) return { status: 'sign-in' };
    if (error instanceof ApiError && error.status === 403) return { status: 'forbidden' };
    if (error instanceof ApiError && error.status === 400) return { status: 'not-found' };
    throw error;
  }
}

/** GET /v3/service-desk/requests with the queue's filters (decision 060). */
export const getDeskQueue = (query: string) =>
  readAsStaff(`/v3/service-desk/requests${query}`, DeskQueueResponse);

/** GET /v3/service-desk/requests/{sr_id}: the request, its history and the moves allowed from its state. */
export const getDeskRequest = (srId: string) =>
  /^\d{6}-\d{6}$/.test(srId)
    ? readAsStaff(`/v3/service-desk/requests/${encodeURIComponent(srId)}`, DeskRequestResponse)
    : Promise.resolve({ status: 'not-found' } as const);

/** GET /v3/service-desk/holidays: the holidays from today on, national and per city (decision 078). */
export const getDeskHolidays = () => readAsStaff('/v3/service-desk/holidays', DeskHolidaysResponse);

/** GET /v3/service-desk/callers: who is calling now, with the agent connection allowed (decision 094). */
export const getDeskCallers = () => readAsStaff('/v3/service-desk/callers', DeskCallersResponse);

/** GET /v3/service-desk/complaints: the complaints waiting for the desk's reply, the soonest due first (decision 100). */
export const getDeskComplaints = () => readAsStaff('/v3/service-desk/complaints', DeskComplaintsResponse);
