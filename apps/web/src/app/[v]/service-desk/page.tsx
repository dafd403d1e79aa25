import { redirect } from 'next/navigation';
import { DESK_SEARCH_HINT, DESK_SEARCH_MAX_LENGTH, deskSearchOf } from '@kavach/domain';
import { accountMetadata } from '@/features/account/account-metadata';
import { getDeskCallers, getDeskComplaints, getDeskQueue } from '@/features/service-desk/api.server';
import { DeskCallers } from '@/features/service-desk/components/desk-callers';
import { DeskComplaints } from '@/features/service-desk/components/desk-complaints';
import { queueQuery } from '@/features/service-desk/desk-form';
import { DeskQueue } from '@/features/service-desk/components/desk-queue';
import { DeskForbidden, DeskShell } from '@/features/service-desk/components/desk-shell';
import { parseVariant } from '@/lib/variant';

/**
 * /service-desk (issue 20 §4; decision 060): the queue of service requests for staff with the
 * `service` role, filtered by status, city, process and SLA, or searched by request number or the
 * customer's mobile or email, with who is calling now (decision 094) and the complaints waiting for
 * a reply (decision 100). Without a staff sign-in, the staff sign-in page and back here. Dynamic,
 * never indexed.
 */
export const dynamic = 'force-dynamic';
export const metadata = accountMetadata('Service desk');

type Query = Record<string, string | string[] | undefined>;
const one = (v: string | string[] | undefined): string => (typeof v === 'string' ? v.slice(0, 40) : '');

export default async function DeskQueuePage({
  params,
  searchParams,
}: {
  params: Promise<{ v: string }>;
  searchParams: Promise<Query>;
}) {
  const variant = parseVariant((await params).v);
  const q = await searchParams;
  const filters = {
    q: typeof q.q === 'string' ? q.q.trim().slice(0, DESK_SEARCH_MAX_LENGTH + 1) : '',
    status: one(q.status),
    city: one(q.city),
    process_type: one(q.process_type),
    sla: one(q.sla),
  };
  const page = /^\d{1,4}$/.test(one(q.page)) ? one(q.page) : '';
  const query = queueQuery({ ...filters, page });
  // What the box says is checked as the API checks it: a request number, a mobile or an email.
  const searchError = filters.q && !deskSearchOf(filters.q) ? DESK_SEARCH_HINT : null;
  const [read, calling, complaining] = await Promise.all([
    searchError ? null : getDeskQueue(query),
    getDeskCallers().catch(() => null),
    getDeskComplaints().catch(() => null),
  ]);
  const callers = calling?.status === 'ok' ? calling.value.callers : [];
  const complaints = complaining?.status === 'ok' ? complaining.value.data.items : null;
  if (!read)
    return (
      <DeskShell variant={variant} title="Service requests">
        <DeskCallers callers={callers} />
        <DeskComplaints complaints={complaints} />
        <DeskQueue queue={null} filters={filters} searchError={searchError} now={new Date()} />
      </DeskShell>
    );
  if (read.status === 'sign-in') redirect(`/agent/login?next=${encodeURIComponent(`/service-desk${query}`)}`);
  return (
    <DeskShell variant={variant} title="Service requests">
      {read.status === 'forbidden' ? <DeskForbidden /> : null}
      <DeskCallers callers={callers} />
      <DeskComplaints complaints={complaints} />
      {read.status === 'ok' ? (
        <p className="mb-4 text-sm">
          <a className="kv-tlink" href="/service-desk/holidays">
            Holiday calendar
          </a>
        </p>
      ) : null}
      {read.status === 'not-found' ? (
        <p className="kv-card">These filters are not valid. Clear them and try again.</p>
      ) : null}
      {read.status === 'ok' ? <DeskQueue queue={read.value.data} filters={filters} now={new Date()} /> : null}
    </DeskShell>
  );
}
