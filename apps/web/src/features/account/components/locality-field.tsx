import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent, Ref } from 'react';
import type { AddressSuggestionItem } from '@kavach/contracts';
import { ADDRESS_SUGGESTION_MIN_QUERY } from '@kavach/domain';
import { accountApi } from '../account-api';

interface LocalityFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** A suggestion was chosen: the form takes its area and PIN code. */
  onPick: (suggestion: AddressSuggestionItem) => void;
  /** The selected city (docs/product/accounts.md#addresses: suggestions are kept only for it); null → no suggestions. */
  cityKey: string | null;
  cityName: string | null;
  error?: string | undefined;
  /** The input, for a form that focuses its first invalid field (react-hook-form's controller). */
  inputRef?: Ref<HTMLInputElement>;
}

const DEBOUNCE_MS = 200;
const control =
  'mt-1 block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600';

/**
 * 'Area or locality' with suggestions from the PIN directory for the selected city only (docs/product/accounts.md#addresses), as an
 * ARIA combobox: arrows move, Enter picks, Escape closes; typing on without picking is fine.
 */
export function LocalityField({
  value,
  onChange,
  onPick,
  cityKey,
  cityName,
  error,
  inputRef,
}: LocalityFieldProps) {
  const id = 'addr-address2';
  const listId = useId();
  const [items, setItems] = useState<AddressSuggestionItem[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [loading, setLoading] = useState(false);
  const latest = useRef('');
  // Suggestions follow what the person types, not a value set by picking or by the edited address.
  const [typed, setTyped] = useState(false);

  useEffect(() => {
    const q = value.trim();
    const key = `${cityKey}|${q}`;
    latest.current = key;
    if (!typed || !cityKey || q.length < ADDRESS_SUGGESTION_MIN_QUERY) {
      setItems([]);
      setLoading(false);
      return;
    }
    setLoading(true);
    const timer = setTimeout(() => {
      void accountApi.addressSuggestions(cityKey, q).then((res) => {
        if (latest.current !== key) return; // a newer text or city is on its way
        setLoading(false);
        setItems(res.ok ? res.data.suggestions : []);
        setActive(-1);
      });
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value, cityKey, typed]);

  const expanded = open && items.length > 0;
  const pick = (s: AddressSuggestionItem) => {
    setTyped(false);
    setOpen(false);
    setItems([]);
    onPick(s);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' && items.length > 0) {
      e.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % items.length);
    } else if (e.key === 'ArrowUp' && items.length > 0) {
      e.preventDefault();
      setOpen(true);
      setActive((i) => (i <= 0 ? items.length - 1 : i - 1));
    } else if (e.key === 'Enter' && expanded && active >= 0) {
      e.preventDefault();
      pick(items[active]!);
    } else if (e.key === 'Escape' && expanded) {
      e.preventDefault();
      setOpen(false);
    }
  };

  const hintId = `${id}-hint`;
  const describedBy = [hintId, error ? `${id}-error` : null].filter(Boolean).join(' ');
  const hint = cityKey
    ? `Start typing to see areas in ${cityName ?? 'your city'}.`
    : 'Enter your PIN code to see area suggestions for your city.';
  const status = loading
    ? 'Looking up areas…'
    : open && typed && value.trim().length >= ADDRESS_SUGGESTION_MIN_QUERY && cityKey
      ? items.length > 0
        ? `${items.length} area${items.length === 1 ? '' : 's'} in ${cityName ?? 'your city'}`
        : `No areas in ${cityName ?? 'your city'} match — type your own.`
      : '';

  return (
    <div className="relative">
      <label htmlFor={id} className="block font-medium text-slate-900">
        Area or locality<span className="font-normal text-slate-700"> (optional)</span>
      </label>
      <p id={hintId} className="text-sm text-slate-700">
        {hint}
      </p>
      <input
        id={id}
        ref={inputRef}
        name="address2"
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        autoComplete="address-line2"
        maxLength={200}
        value={value}
        className={`${control} ${error ? 'border-red-600' : 'border-slate-400'}`}
        onChange={(e) => {
          setTyped(true);
          setOpen(true);
          onChange(e.target.value);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        onFocus={() => setOpen(true)}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={cityName ? `Areas in ${cityName}` : 'Suggested areas'}
        hidden={!expanded}
        className="absolute z-20 mt-1 max-h-72 w-full overflow-auto rounded-lg border border-slate-300 bg-white py-1 shadow-lg"
      >
        {items.map((s, i) => (
          <li
            key={s.place_id}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === active}
            className={`cursor-pointer px-3 py-2 text-slate-900 ${i === active ? 'bg-brand-50' : ''}`}
            // mousedown, not click: the input must not blur (and close the list) first
            onMouseDown={(e) => {
              e.preventDefault();
              pick(s);
            }}
          >
            <span className="font-medium">{s.area}</span>
            <span className="text-slate-700">
              , {s.district} {s.pincode}
            </span>
          </li>
        ))}
      </ul>
      <p role="status" className="sr-only">
        {status}
      </p>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
