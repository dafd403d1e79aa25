/**
 * "Why are you cancelling?" as a required radio group (`reason_code`), for the forms that end
 * something at the customer's request: a service request (decision 086), a plan (decision 093);
 * and what a complaint is about (decision 100).
 * Each choice is a 44-pixel row; nothing needs a script.
 */
export function ReasonRadios({
  reasons,
  legend = 'Why are you cancelling?',
  className = 'grid gap-2',
  checked = null,
}: {
  /** The codes and their words, in the order shown. */
  reasons: Readonly<Record<string, string>>;
  legend?: string;
  className?: string;
  /** The code chosen before the form came back with what went wrong (a complaint, decision 100). */
  checked?: string | null;
}) {
  return (
    <fieldset className={className}>
      <legend className="mb-1 font-semibold text-slate-900">{legend}</legend>
      {Object.entries(reasons).map(([code, label]) => (
        <label key={code} className="flex min-h-11 items-center gap-3">
          <input
            type="radio"
            name="reason_code"
            value={code}
            required
            defaultChecked={code === checked}
            className="size-5 shrink-0"
          />
          {label}
        </label>
      ))}
    </fieldset>
  );
}
