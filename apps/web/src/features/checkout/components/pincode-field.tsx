import type { Ref } from 'react';
import { Field } from '@/components/field';
import { SpinnerIcon } from '@/components/icons';
import type { PinLookup } from '../use-pincode-lookup';

interface PincodeFieldProps {
  value: string;
  error: string | undefined;
  lookup: PinLookup;
  onChange: (value: string) => void;
  /** The input, for a form that focuses its first invalid field (react-hook-form's controller). */
  inputRef?: Ref<HTMLInputElement & HTMLTextAreaElement>;
}

/** 6-digit PIN code; its city and state (read-only) come from the PIN directory as it is typed. */
export function PincodeField({ value, error, lookup, onChange, inputRef }: PincodeFieldProps) {
  const found = lookup.status === 'found' ? lookup : null;
  const lookupError = lookup.status === 'error' ? lookup.message : undefined;
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <div>
        <Field
          id="co-pincode"
          name="pincode"
          ref={inputRef}
          label="PIN code"
          required
          value={value}
          onChange={(e) => onChange(e.target.value.replace(/\D/g, '').slice(0, 6))}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          error={error ?? lookupError}
        />
        <p role="status" className="mt-1 flex items-center gap-1.5 text-sm text-slate-700 empty:hidden">
          {lookup.status === 'loading' ? (
            <>
              <SpinnerIcon width={14} height={14} /> Looking up {lookup.pincode}…
            </>
          ) : null}
        </p>
      </div>
      <Field id="co-city" name="city" label="City" value={found?.city ?? ''} readOnly />
      <Field id="co-state" name="state" label="State" value={found?.state ?? ''} readOnly />
    </div>
  );
}
