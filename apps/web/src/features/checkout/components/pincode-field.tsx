import { SpinnerIcon } from '@/components/icons';
import { TextField } from '@/components/text-field';
import type { PinLookup } from '../use-pincode-lookup';

interface PincodeFieldProps {
  value: string;
  error: string | undefined;
  lookup: PinLookup;
  onChange: (value: string) => void;
}

/** 6-digit PIN code; its city and state (read-only) come from the PIN directory as it is typed. */
export function PincodeField({ value, error, lookup, onChange }: PincodeFieldProps) {
  const found = lookup.status === 'found' ? lookup : null;
  const lookupError = lookup.status === 'error' ? lookup.message : undefined;
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <div>
        <TextField
          id="co-pincode"
          label="PIN code"
          required
          value={value}
          onChange={(v) => onChange(v.replace(/\D/g, '').slice(0, 6))}
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
      <TextField id="co-city" label="City" value={found?.city ?? ''} onChange={() => {}} readOnly />
      <TextField id="co-state" label="State" value={found?.state ?? ''} onChange={() => {}} readOnly />
    </div>
  );
}
