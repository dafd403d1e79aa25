import type { SrPublicView } from '@kavach/contracts';
import { formatDateTimeShort } from '@kavach/domain';
import { nextLine, trackerPath } from '../tracker-view';

/** A search result: what anyone holding the number may see (status and milestones, nothing personal). */
export function SearchResult({ request: r }: { request: SrPublicView }) {
  const next = nextLine(r.next);
  const last = [...r.milestones].reverse().find((m) => m.reached);
  return (
    <article className="kv-card grid gap-1" aria-labelledby={`res-${r.sr_id}`}>
      <h3 id={`res-${r.sr_id}`} className="font-semibold text-slate-900">
        <span className="font-mono">{r.sr_id}</span> · {r.cover_title}
      </h3>
      <p className="font-medium text-brand-900">{r.status_label}</p>
      {last?.at ? (
        <p className="text-sm text-slate-700">{`${last.label}: ${formatDateTimeShort(last.at)}`}</p>
      ) : null}
      {r.next && next ? (
        <p className={`text-sm ${next.late ? 'font-semibold text-amber-900' : 'text-slate-700'}`}>
          Next: {r.next.label}. {next.text}
        </p>
      ) : null}
      <a className="kv-tlink justify-self-start text-sm" href={trackerPath(r.sr_id)}>
        Full details (for the account holder)<span className="sr-only"> of {r.sr_id}</span>
      </a>
    </article>
  );
}
