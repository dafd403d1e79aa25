interface EmptyStateProps {
  /** The docs/product/accounts.md#empty-states empty-state text, verbatim. */
  text: string;
  detail?: string;
  action: { href: string; label: string };
}

/** An account list with nothing in it: the docs/product/api.md#errors text and a way on (docs/product/catalogue.md#screens-and-routes empty-state links). */
export function EmptyState({ text, detail, action }: EmptyStateProps) {
  return (
    <div className="kv-card flex flex-col items-center px-6 py-10 text-center">
      <p className="text-lg font-semibold text-slate-900">{text}</p>
      {detail ? <p className="mt-1 max-w-md text-slate-700">{detail}</p> : null}
      <a href={action.href} className="kv-btn mt-5">
        {action.label}
      </a>
    </div>
  );
}
