import type { PlansByCategory } from '@kavach/contracts';
import { formatInr } from '@kavach/domain';
import { planHref } from '../plan-link';

/** Every category with its plans and starting prices, each linking to where it is sold. */
export function PlansByCategoryList({ groups }: { groups: PlansByCategory['groups'] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {groups.map(({ category, plans }) => (
        <li key={category.slug} className="rounded-xl border border-slate-200 bg-white p-5">
          <h3 className="text-lg font-semibold text-slate-900">
            <a href={category.landing_path} className="hover:text-brand-800 hover:underline">
              {category.plural_name}
            </a>
          </h3>
          <ul className="mt-2 divide-y divide-slate-100">
            {plans.map((plan) => (
              <li key={plan.id}>
                <a
                  href={planHref(plan, category)}
                  className="flex min-h-11 items-center justify-between gap-3 py-2 text-slate-800 hover:text-brand-800"
                >
                  <span>{plan.display_title}</span>
                  <span className="shrink-0 text-sm text-slate-600">
                    from <strong className="text-slate-900">{formatInr(plan.starting_price)}</strong>
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
