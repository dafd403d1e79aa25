/**
 * A form's message region: always in the page (so screen readers announce what appears in it),
 * shown only when it has text. `tone` picks error (alert) or information (status) colours.
 */
export function FormAlert({
  text,
  tone = 'error',
  id,
}: {
  text: string | null;
  tone?: 'error' | 'info' | 'success';
  id?: string;
}) {
  const colours = {
    error: 'border-red-300 bg-red-50 text-red-900',
    info: 'border-brand-100 bg-brand-50 text-brand-900',
    success: 'border-green-300 bg-green-50 text-green-950',
  }[tone];
  return (
    <div id={id} role={tone === 'error' ? 'alert' : 'status'} className="empty:hidden">
      {text ? <p className={`rounded-lg border p-3 ${colours}`}>{text}</p> : null}
    </div>
  );
}
