import type { DeskHolidaysResponse } from '@kavach/contracts';
import type { z } from 'zod';
import { formatDayMonthCommaYear } from '@kavach/domain';
import { FormAlert } from '@/components/form-alert';
import { removeHolidayAction } from '../holiday-actions';
import { holidayAddedBy, holidayLine, holidayPlace } from '../holiday-form';
import { HolidayAddForm } from './holiday-add-form';

type Holiday = z.infer<typeof DeskHolidaysResponse>['data']['items'][number];

const WEEKDAY = new Intl.DateTimeFormat('en-IN', { weekday: 'short', timeZone: 'Asia/Kolkata' });
const weekday = (day: string) => WEEKDAY.format(new Date(`${day}T12:00:00+05:30`));

/** What the last add or remove did, from the page's query (the actions redirect here). */
export type HolidayNotice = { tone: 'success' | 'error'; text: string } | null;

/**
 * The holiday calendar on the service desk (decision 078; docs/product/service-requests.md#holiday-calendar):
 * the holidays from today on, national and per city, each with where its date comes from and who
 * added it, and a Remove button; and the form to add one. Holidays stop the SLA clock and close
 * slots in their city (all cities for a national one). Every button is a plain form post.
 */
export function DeskHolidays({
  items,
  today,
  notice,
}: {
  items: Holiday[];
  today: string;
  notice: HolidayNotice;
}) {
  return (
    <div className="grid gap-6">
      <p className="max-w-2xl text-slate-800">
        A holiday stops the SLA clock and closes appointment slots: in every city for a national holiday, else
        in its city. Adding or removing one moves the due times of open requests whose clock runs over that
        day.
      </p>
      <FormAlert text={notice?.text ?? null} tone={notice?.tone ?? 'success'} />
      <section className="kv-card">
        <HolidayAddForm today={today} />
      </section>
      <section aria-labelledby="holiday-list" className="grid gap-3">
        <h2 id="holiday-list" className="kv-h4">
          Coming holidays ({items.length})
        </h2>
        {items.length === 0 ? (
          <p className="kv-card">
            No holidays from today on. Add the next year&apos;s from the official orders.
          </p>
        ) : (
          <ul className="grid gap-2">
            {items.map((h) => (
              <li key={h.id} className="kv-card flex flex-wrap items-start gap-x-4 gap-y-2 sm:flex-nowrap">
                <p className="w-full shrink-0 font-semibold text-slate-900 sm:w-40">
                  {formatDayMonthCommaYear(h.day)}
                  <span className="font-normal text-slate-700"> · {weekday(h.day)}</span>
                </p>
                <div className="min-w-0 flex-1">
                  <p className="font-medium text-slate-900">
                    {h.name}{' '}
                    <span
                      className={`ml-1 inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${
                        h.city ? 'bg-amber-100 text-amber-950' : 'bg-brand-50 text-brand-900'
                      }`}
                    >
                      {holidayPlace(h.city)}
                    </span>
                  </p>
                  <p className="text-sm break-words text-slate-700">
                    {h.source} · {holidayAddedBy(h.added_by)}
                  </p>
                </div>
                <form action={removeHolidayAction} className="shrink-0">
                  <input type="hidden" name="id" value={h.id} />
                  <button type="submit" className="kv-btn2 min-h-11" aria-label={`Remove ${holidayLine(h)}`}>
                    Remove
                  </button>
                </form>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
