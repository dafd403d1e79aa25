import type { ReactNode } from 'react';
import type { PlanPageData } from '@kavach/contracts';
import { formatInr } from '@kavach/domain';
import { tenureLabel } from '@/features/plans/pricing-model';
import { PLAN_TYPE_FACTS } from '../plan-type-facts';

export interface ComparedPage {
  path: string;
  data: PlanPageData;
}

interface Row {
  label: string;
  cell: (page: ComparedPage) => ReactNode;
}

const tenures = (data: PlanPageData): string =>
  [...new Set(data.plans.flatMap((p) => p.prices.map((x) => x.tenure_months)))]
    .sort((a, b) => a - b)
    .map(tenureLabel)
    .join(', ') || '—';

const from = (data: PlanPageData): string => {
  const prices = data.plans.map((p) => p.starting_price).filter((p) => p > 0);
  return prices.length > 0 ? formatInr(Math.min(...prices)) : '—';
};

const bullets = (items: readonly string[]) => (
  <ul className="list-disc space-y-1 pl-4">
    {items.slice(0, 3).map((i) => (
      <li key={i}>{i}</li>
    ))}
  </ul>
);

const ROWS: readonly Row[] = [
  {
    label: 'Price from',
    cell: ({ data }) => <strong className="text-lg text-slate-900">{from(data)}</strong>,
  },
  { label: 'What it’s for', cell: ({ data }) => PLAN_TYPE_FACTS[data.plan_type].blurb },
  { label: 'Covered', cell: ({ data }) => bullets(data.plans[0]?.covers ?? []) },
  { label: 'Not covered', cell: ({ data }) => bullets(data.plans[0]?.exclusions ?? []) },
  { label: 'When to buy', cell: ({ data }) => PLAN_TYPE_FACTS[data.plan_type].when },
  { label: 'Plan length', cell: ({ data }) => tenures(data) },
  { label: 'Cost when you claim', cell: ({ data }) => PLAN_TYPE_FACTS[data.plan_type].claimCost },
];

/** Side-by-side comparison; scrolls sideways on phones with the row labels pinned. */
export function ComparisonTable({ pages }: { pages: readonly ComparedPage[] }) {
  return (
    <div
      className="overflow-x-auto rounded-xl border border-slate-200"
      tabIndex={0}
      role="region"
      aria-label="Plan comparison"
    >
      <table className="w-full min-w-[640px] border-collapse text-left text-sm">
        <caption className="sr-only">Mobile phone plans compared</caption>
        <thead>
          <tr className="bg-brand-50">
            <td className="sticky left-0 w-32 bg-brand-50 p-3" />
            {pages.map(({ path, data }) => (
              <th key={path} scope="col" className="p-3 align-bottom text-base font-semibold text-slate-900">
                <a href={path} className="text-brand-800 underline underline-offset-2">
                  {data.title.replace(/^Mobile Phone /, '')}
                </a>
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {ROWS.map((row) => (
            <tr key={row.label}>
              <th
                scope="row"
                className="sticky left-0 w-32 bg-white p-3 align-top font-semibold text-slate-900"
              >
                {row.label}
              </th>
              {pages.map((page) => (
                <td key={page.path} className="p-3 align-top text-slate-800">
                  {row.cell(page)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
