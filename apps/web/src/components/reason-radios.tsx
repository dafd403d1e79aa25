/**
 * "Why are you cancelling?" as a required radio group (`reason_code`), for the forms that end
 * something at the customer's request: a service request (decision 086), a plan (decision 093).
 * Each choice is a 44-pixel row; nothing needs a script.
 */
export function ReasonRadios({
  reasons,
  legend = 'Why are you cancelling?',
  className = 'grid gap-2',
}: {
  /** The codes and their words, in the order shown. */
  reasons: Readonly<Record<string, string>>;
  legend?: string;
  className?: string;
}) {
  return (
    <fieldset className={className}>
      <legend className="mb-1 font-semibold text-slate-900">{legend}</legend>
      {Object.entries(reasons).map(([code, label]) => (
        <label key={code} className="flex min-h-11 items-center gap-3">
          <input type="radio" name="reason_code" value={code} required className="size-5" />
          {label}
        </label>
      ))}
    </fieldset>
  );
}
