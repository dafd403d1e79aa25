interface CodeFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** Id of the element that tells what happened (the code was sent, wrong code, …). */
  describedBy?: string;
  invalid?: boolean;
  label?: string;
  autoFocus?: boolean;
}

/** The 6-digit one-time code (OTP): digits only, the platform's one-time-code autofill. */
export function CodeField({
  id,
  value,
  onChange,
  describedBy,
  invalid,
  label = 'Enter the 6-digit OTP',
  autoFocus,
}: CodeFieldProps) {
  return (
    <div>
      <label htmlFor={id} className="block font-medium text-slate-900">
        {label}
      </label>
      <input
        id={id}
        name="otp"
        value={value}
        onChange={(e) => onChange(e.target.value.replace(/\D/g, '').slice(0, 6))}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={6}
        // Appears right after the code was sent: the code is what the customer types next.
        autoFocus={autoFocus}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy}
        className="kv-input mt-1 w-44 text-center font-mono text-xl tracking-[0.4em]"
      />
    </div>
  );
}
