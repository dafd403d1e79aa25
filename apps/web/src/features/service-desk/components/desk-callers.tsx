import type { DeskCallersResponse } from '@kavach/contracts';

type Caller = DeskCallersResponse['callers'][number];

const TIME = new Intl.DateTimeFormat('en-IN', {
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
  timeZone: 'Asia/Kolkata',
});

/** '10:32 am' in India. */
export const deskTime = (iso: string) => TIME.format(new Date(iso));

/** The queue's search for a caller's requests: their mobile, else their email; null when neither is known. */
export function callerSearchHref(c: Pick<Caller, 'phone' | 'email'>): string | null {
  const q = c.phone ?? c.email;
  return q ? `/service-desk?${new URLSearchParams({ q })}` : null;
}

/**
 * "Calling now" on the service desk (decision 094): the signed-in customers who tapped our number
 * in the last 15 minutes, newest first — name, mobile (else email), when, and their requests by the queue's own
 * search. Nothing when nobody is calling.
 */
export function DeskCallers({ callers }: { callers: readonly Caller[] }) {
  if (callers.length === 0) return null;
  return (
    <section aria-labelledby="desk-callers" className="kv-card mb-5 grid gap-3 border-brand-200 bg-brand-50">
      <h2 id="desk-callers" className="kv-h4">
        Calling now
      </h2>
      <p className="text-sm text-slate-800">
        These customers tapped our number while signed in and let us see their account.
      </p>
      <ul className="grid gap-2">
        {callers.map((c) => {
          const href = callerSearchHref(c);
          return (
            <li
              key={`${c.phone ?? c.email ?? ''}-${c.allowed_at}`}
              className="flex flex-wrap items-center gap-x-4 gap-y-1 rounded-lg bg-white px-3 py-2"
            >
              <span className="font-semibold text-slate-900">{c.name ?? 'Customer'}</span>
              {c.phone || c.email ? (
                <span className="font-mono text-sm break-all text-slate-800">{c.phone ?? c.email}</span>
              ) : null}
              <span className="text-sm text-slate-700">
                since {deskTime(c.allowed_at)}, until {deskTime(c.expires_at)}
              </span>
              {href ? (
                <a className="kv-tlink ml-auto" href={href}>
                  Their requests
                </a>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
