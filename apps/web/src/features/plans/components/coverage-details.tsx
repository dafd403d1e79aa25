import type { Plan } from '@kavach/contracts';
import { Section } from '@/features/content/components/section';

/** What each plan covers and excludes; the plan-page scroll target (`#coverage-details`). */
export function CoverageDetails({
  plans,
}: {
  plans: readonly Pick<Plan, 'id' | 'display_title' | 'covers' | 'exclusions'>[];
}) {
  return (
    <Section id="coverage-details" title="What’s covered and what isn’t" tone="muted">
      <div className="grid gap-6 lg:grid-cols-2">
        {plans.map((plan) => (
          <article key={plan.id} className="rounded-xl border border-slate-200 bg-white p-5">
            <h3 className="text-lg font-semibold text-slate-900">{plan.display_title}</h3>
            <CoverList title="Covered" items={plan.covers} mark="✓" markClass="text-green-700" />
            <CoverList title="Not covered" items={plan.exclusions} mark="✕" markClass="text-red-700" />
          </article>
        ))}
      </div>
    </Section>
  );
}

export function CoverList({
  title,
  items,
  mark,
  markClass,
  level = 4,
}: {
  title: string;
  items: readonly string[];
  mark: string;
  markClass: string;
  /** Heading level of the list title, one below the enclosing heading. */
  level?: 3 | 4;
}) {
  if (items.length === 0) return null;
  const Heading = level === 3 ? 'h3' : 'h4';
  return (
    <>
      <Heading className="mt-4 text-sm font-semibold uppercase tracking-wide text-slate-600">{title}</Heading>
      <ul className="mt-2 space-y-2">
        {items.map((item) => (
          <li key={item} className="flex gap-2 text-slate-800">
            <span aria-hidden="true" className={`font-bold ${markClass}`}>
              {mark}
            </span>
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </>
  );
}
