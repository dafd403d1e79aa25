/**
 * What just happened in a form (a code was sent, a wrong code…): a status line, announced as it
 * changes, shown only when it has text; `id` lets a control be described by it.
 */
export function StatusNote({
  id,
  note,
}: {
  id: string;
  note: { tone: 'info' | 'error'; text: string } | null;
}) {
  return (
    <p
      id={id}
      role="status"
      className={`text-sm font-medium empty:hidden ${note?.tone === 'error' ? 'text-red-700' : 'text-green-800'}`}
    >
      {note?.text ?? ''}
    </p>
  );
}
