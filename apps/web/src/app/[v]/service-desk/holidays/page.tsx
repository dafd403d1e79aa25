import { redirect } from 'next/navigation';
import { accountMetadata } from '@/features/account/account-metadata';
import { istToday } from '@/features/activation/ist-today';
import { getDeskHolidays } from '@/features/service-desk/api.server';
import { DeskHolidays } from '@/features/service-desk/components/desk-holidays';
import type { HolidayNotice } from '@/features/service-desk/components/desk-holidays';
import { DeskForbidden, DeskShell } from '@/features/service-desk/components/desk-shell';
import { HOLIDAYS_PATH, holidayLine, movedSentence } from '@/features/service-desk/holiday-form';
import { parseVariant } from '@/lib/variant';

/**
 * /service-desk/holidays (decision 078): the holiday calendar the SLA clock and the slot lists read,
 * kept by staff with the `service` role — list, add, remove. Without a staff sign-in, the staff
 * sign-in page and back here. Dynamic, never indexed.
 */
export const dynamic = 'force-dynamic';
export const metadata = accountMetadata('Holidays · Service desk');

const REMOVE_FAILED: Record<string, string> = {
  HOLIDAY_NOT_FOUND: 'That holiday is no longer in the calendar: it may have been removed already.',
};

export default async function DeskHolidaysPage({
  params,
  searchParams,
}: {
  params: Promise<{ v: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const variant = parseVariant((await params).v);
  const q = await searchParams;
  const read = await getDeskHolidays();
  if (read.status === 'sign-in') redirect(`/agent/login?next=${encodeURIComponent(HOLIDAYS_PATH)}`);
  const items = read.status === 'ok' ? read.value.data.items : [];
  const added = typeof q.added === 'string' ? items.find((h) => String(h.id) === q.added) : undefined;
  const moved =
    typeof q.moved === 'string' && /^\d{1,9}$/.test(q.moved) ? ` ${movedSentence(Number(q.moved))}` : '';
  const notice: HolidayNotice = added
    ? { tone: 'success', text: `Added ${holidayLine(added)}.${moved}` }
    : q.removed
      ? { tone: 'success', text: `Holiday removed. The calendar keeps who removed it and when.${moved}` }
      : typeof q.error === 'string'
        ? {
            tone: 'error',
            text: REMOVE_FAILED[q.error] ?? 'The holiday could not be removed. Please try again.',
          }
        : null;
  return (
    <DeskShell variant={variant} title="Holidays">
      <p className="mb-4 text-sm">
        <a className="kv-tlink" href="/service-desk">
          Service requests
        </a>
      </p>
      {read.status === 'forbidden' ? <DeskForbidden /> : null}
      {read.status === 'ok' ? <DeskHolidays items={items} today={istToday()} notice={notice} /> : null}
    </DeskShell>
  );
}
