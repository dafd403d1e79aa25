import type { Plan } from '@kavach/contracts';
import { PLAN_TYPES } from '@kavach/domain';
import { CoverList } from '@/features/plans/components/coverage-details';
import { PLAN_TYPE_FACTS } from '../plan-type-facts';

/** Covers and exclusions of each plan type, from one representative plan of that type. */
export function CoverageByType({ plans }: { plans: readonly Plan[] }) {
  const types = PLAN_TYPES.map((type) => ({ type, plan: plans.find((p) => p.plan_type === type.key) }));
  return (
    <div className="space-y-6">
      {types.map(({ type, plan }) =>
        plan ? (
          <section
            key={type.key}
            id={type.key}
            aria-labelledby={`${type.key}-title`}
            className="scroll-mt-20 rounded-xl border border-slate-200 bg-white p-5 md:p-6"
          >
            <h2 id={`${type.key}-title`} className="text-2xl font-bold text-slate-900">
              {type.name}
            </h2>
            <p className="mt-1 text-slate-700">{PLAN_TYPE_FACTS[type.key].blurb}</p>
            <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-2">
              <div>
                <dt className="font-semibold text-slate-900">When to buy</dt>
                <dd className="text-slate-700">{PLAN_TYPE_FACTS[type.key].when}</dd>
              </div>
              <div>
                <dt className="font-semibold text-slate-900">Cost when you claim</dt>
                <dd className="text-slate-700">{PLAN_TYPE_FACTS[type.key].claimCost}</dd>
              </div>
            </dl>
            <div className="grid gap-x-8 md:grid-cols-2">
              <div>
                <CoverList title="Covered" items={plan.covers} mark="tick" level={3} />
              </div>
              <div>
                <CoverList title="Not covered" items={plan.exclusions} mark="cross" level={3} />
              </div>
            </div>
          </section>
        ) : null,
      )}
    </div>
  );
}
