import { notFound, redirect } from 'next/navigation';
import { FormAlert } from '@/components/form-alert';
import { SiteChrome } from '@/components/site-chrome';
import { accountMetadata } from '@/features/account/account-metadata';
import { getRequestSlots, getTrackedRequest } from '@/features/selfserve/api.server';
import { ShownOnArrival } from '@/components/shown-on-arrival';
import { TrackerDetail } from '@/features/selfserve/components/tracker-detail';
import { ANSWERED } from '@/features/selfserve/components/tracker-approval';
import { appointmentText } from '@/features/selfserve/components/tracker-reschedule';
import { defaultSlot } from '@/features/selfserve/flow-checks';
import { randomKey } from '@/features/selfserve/flow-storage';
import { appRoutes } from '@/lib/app-routes';
import { queryErrorCode } from '@/lib/query-values';
import { parseVariant } from '@/lib/variant';

/**
 * /selfserve/tracker/service-request/{sr_id} (spec §1 routes; issue 20 §3): one request for its
 * owner, read on the server with the visitor's session (GET /v3/tracker/service_request/{sr_id}).
 * Another customer's or an unknown number is the not-found page with tracker search; without a
 * sign-in, the login page and back here. Dynamic, never cached or indexed. Pay and Reopen work
 * before the page's scripts (decision 066): `?pay=1` opens the co-pay Checkout once hydrated,
 * `?reopen=1` renders the reopen form open, with the free slots of its plan, PIN and cover, and
 * posts to a server action. Cancel (decision 086) is a native disclosure with a form posting to a
 * server action; `cancel=1` and `cancel_error` bring it back open with what went wrong, and
 * `cancelled=1` says it was done. Change appointment (decision 088) alike: `reschedule=1` renders its
 * form with the free slots, `reschedule_error` says what went wrong, `rescheduled=1` the new one.
 * Rating the service (decision 089): `rated=1` thanks, `rating_error` says what went wrong. An
 * estimate awaiting approval (decision 090): `estimate=approve|decline` says what happens next.
 * A complaint (decision 100) is a native disclosure with a form posting to a server action alike:
 * `complaint=1`, `complaint_error` and `complaint_reason` bring it back open with what went wrong
 * and the reason chosen, `complained=1` thanks them beside the complaint's reference and dates.
 */
export const dynamic = 'force-dynamic';
export const metadata = accountMetadata('Track Request');

export default async function TrackerPage({
  params,
  searchParams,
}: {
  params: Promise<{ v: string; sr_id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { v, sr_id: srId } = await params;
  const query = await searchParams;
  const variant = parseVariant(v);
  const read = await getTrackedRequest(srId);
  if (read.status === 'sign-in')
    redirect(appRoutes.loginThen(`/selfserve/tracker/service-request/${encodeURIComponent(srId)}`));
  if (read.status === 'not-found') notFound();
  // A reopen picks its appointment (spec §9): the free slots, read only when it can be reopened.
  const now = new Date();
  const slots = read.value.reopen_eligible ? await getRequestSlots(read.value, 'reopen') : null;
  // A change of appointment (decision 088) offers the free slots only once its form is open.
  const rescheduleError = typeof query.reschedule_error === 'string' ? query.reschedule_error : null;
  const rescheduleOpen = query.reschedule === '1' && read.value.reschedule === 'ok';
  const rescheduleSlots = rescheduleOpen ? await getRequestSlots(read.value, 'reschedule') : null;
  const newAppointment = appointmentText(read.value.appointment);
  return (
    <SiteChrome page="selfserve" variant={variant} stickyBottomBar>
      <div className="kv-wrap max-w-3xl pt-4 pb-28 md:pt-8 md:pb-16">
        <p className="mb-2 text-sm">
          <a className="kv-tlink" href={appRoutes.account.requests}>
            My Requests
          </a>
        </p>
        <h1 className="kv-h2">Track Request</h1>
        {query.cancelled === '1' && read.value.status === 'cancelled' ? (
          <ShownOnArrival id="sr-cancelled">
            <FormAlert tone="success" text={`Your request ${read.value.sr_id} has been cancelled.`} />
          </ShownOnArrival>
        ) : null}
        {typeof query.estimate === 'string' && ANSWERED[query.estimate] ? (
          <ShownOnArrival id="sr-estimate-answered">
            <FormAlert tone="success" text={ANSWERED[query.estimate]!} />
          </ShownOnArrival>
        ) : null}
        {query.rescheduled === '1' && newAppointment ? (
          <ShownOnArrival id="sr-rescheduled">
            <FormAlert tone="success" text={`Your appointment is now ${newAppointment}.`} />
          </ShownOnArrival>
        ) : null}
        <div className="mt-4">
          <TrackerDetail
            request={read.value}
            now={now}
            actions={{
              pay: query.pay === '1' && read.value.copay.status === 'due',
              reopen: query.reopen === '1',
              token: randomKey(24),
              slots,
              initialSlot: slots ? defaultSlot(slots, now) : null,
              cancel: {
                open: query.cancel === '1',
                error: typeof query.cancel_error === 'string' ? query.cancel_error : null,
              },
              reschedule: { open: rescheduleOpen, slots: rescheduleSlots, error: rescheduleError },
              estimateError: typeof query.estimate_error === 'string' ? query.estimate_error : null,
              rating: {
                thanked: query.rated === '1',
                error: typeof query.rating_error === 'string' ? query.rating_error : null,
              },
              complaint: {
                open: query.complaint === '1',
                error: queryErrorCode(query.complaint_error),
                reason: queryErrorCode(query.complaint_reason),
                received: query.complained === '1',
              },
            }}
          />
        </div>
      </div>
    </SiteChrome>
  );
}
