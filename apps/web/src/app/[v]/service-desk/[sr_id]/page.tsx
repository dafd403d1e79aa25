import { notFound, redirect } from 'next/navigation';
import { SR_STATE_LABELS } from '@kavach/domain';
import { accountMetadata } from '@/features/account/account-metadata';
import { getDeskRequest } from '@/features/service-desk/api.server';
import { deskAppointmentNotice } from '@/features/service-desk/components/desk-appointment-form';
import { deskComplaintNotice } from '@/features/service-desk/components/desk-complaint';
import { DeskForbidden, DeskShell } from '@/features/service-desk/components/desk-shell';
import { DeskRequestView } from '@/features/service-desk/components/desk-request-view';
import { parseVariant } from '@/lib/variant';

/**
 * /service-desk/{sr_id} (issue 20 §4): one request for the service team — what the customer sees,
 * the adjudication reasons, documents, history and one form per move the transition table allows.
 * After an action the page is read again; `?changed=1` when someone else moved it first (409 SR_CHANGED).
 * The appointment's own form (decision 088) comes back with `appointment=changed` or `appointment_error`;
 * the reply to a complaint (decision 100) with `complaint=answered` or `complaint_error`, said in its card.
 */
export const dynamic = 'force-dynamic';
export const metadata = accountMetadata('Service request');

type Query = Record<string, string | string[] | undefined>;

function noticeOf(q: Query): string | null {
  if (q.changed === '1')
    return 'Someone else updated this request. It has been reloaded: check its state and try again.';
  if (typeof q.done === 'string') {
    const label = (SR_STATE_LABELS as Record<string, string>)[q.done];
    return `Done: the request is now “${label ?? q.done}”.`;
  }
  return deskAppointmentNotice(q.appointment, q.appointment_error);
}

export default async function DeskRequestPage({
  params,
  searchParams,
}: {
  params: Promise<{ v: string; sr_id: string }>;
  searchParams: Promise<Query>;
}) {
  const { v, sr_id: srId } = await params;
  const variant = parseVariant(v);
  const read = await getDeskRequest(srId);
  const q = await searchParams;
  if (read.status === 'sign-in') redirect(`/agent/login?next=${encodeURIComponent(`/service-desk/${srId}`)}`);
  if (read.status === 'not-found') notFound();
  return (
    <DeskShell
      variant={variant}
      title={read.status === 'ok' ? `Request ${read.value.data.request.sr_id}` : 'Service request'}
    >
      <p className="mb-4 text-sm">
        <a className="kv-tlink" href="/service-desk">
          Back to the queue
        </a>
      </p>
      {read.status === 'forbidden' ? <DeskForbidden /> : null}
      {read.status === 'ok' ? (
        <DeskRequestView
          data={read.value.data}
          now={new Date()}
          notice={noticeOf(q)}
          complaintNotice={deskComplaintNotice(q.complaint, q.complaint_error)}
        />
      ) : null}
    </DeskShell>
  );
}
