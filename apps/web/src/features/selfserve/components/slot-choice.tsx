import { formatSlotDay } from '@kavach/domain';
import type { SlotTime } from '../flow-types';
import { slotValue } from '../flow-url';
import type { SlotTiming } from '../selfserve-api';

const SLOT_TIMES: readonly SlotTime[] = ['10AM - 2PM', '2PM - 6PM'];

/**
 * One appointment preference (spec §9): a radio per date and time window of slot_availability, a
 * taken window disabled; posted as `name=date|time` (slotValue), so it works before hydration.
 * Used by the raise flow's appointment step and the tracker's reopen form, which hold the choice
 * (`onChange`); without `onChange` the radios keep it themselves and one is required (the
 * tracker's change of appointment, a server-rendered form).
 */
export function SlotChoice({
  legend,
  name,
  slots,
  dates,
  date,
  time,
  error,
  onChange,
  onClear,
}: {
  legend: string;
  name: string;
  slots: Record<string, SlotTiming[]>;
  dates: string[];
  date: string;
  time: SlotTime | '';
  error?: string | undefined;
  onChange?: ((date: string, time: SlotTime) => void) | undefined;
  onClear?: (() => void) | undefined;
}) {
  const errorId = `ss-${name}-slot-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="font-medium text-slate-900">{legend}</legend>
      <div className="mt-2 grid gap-3">
        {dates.map((d) => (
          <div key={d} className="flex flex-wrap items-center gap-2">
            <span className="w-full text-sm font-medium text-slate-800 sm:w-28">{formatSlotDay(d)}</span>
            {SLOT_TIMES.map((t) => {
              const open = slots[d]?.some((s) => s.slot_time === t && s.is_available) ?? false;
              return (
                <label key={t} className="kv-slot">
                  <input
                    type="radio"
                    name={name}
                    value={slotValue(d, t)}
                    className="sr-only"
                    disabled={!open}
                    {...(onChange
                      ? { checked: date === d && time === t, onChange: () => onChange(d, t) }
                      : { defaultChecked: date === d && time === t, required: true })}
                  />
                  {t}
                  <span className="sr-only">, {formatSlotDay(d)}</span>
                </label>
              );
            })}
          </div>
        ))}
      </div>
      {onClear ? (
        <button type="button" className="kv-tlink mt-2" onClick={onClear}>
          No second preference
        </button>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
