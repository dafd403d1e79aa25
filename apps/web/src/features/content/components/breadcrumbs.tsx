import type { Crumb } from '@/components/json-ld';

/** Visible breadcrumb trail; the last crumb is the current page. Pair with `breadcrumbLd`. */
export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="kv-wrap pt-4 text-sm">
      <ol className="flex flex-wrap items-center gap-x-1 text-slate-600">
        {crumbs.map((c, i) => {
          const last = i === crumbs.length - 1;
          return (
            <li key={c.path} className="flex items-center gap-1">
              {last ? (
                <span aria-current="page" className="font-medium text-slate-900">
                  {c.name}
                </span>
              ) : (
                <>
                  <a
                    href={c.path}
                    className="inline-flex min-h-11 items-center underline-offset-2 hover:underline"
                  >
                    {c.name}
                  </a>
                  <span aria-hidden="true">›</span>
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
