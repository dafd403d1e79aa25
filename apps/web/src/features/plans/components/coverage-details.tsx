import type { Plan } from '@kavach/contracts';
import { categoryBySlug, coverTermsText, planCoversOf } from '@kavach/domain';
import { Section } from '@/features/content/components/section';

/** What each plan covers and excludes; the plan-page scroll target (`#coverage-details`). */
export function CoverageDetails({
  plans,
}: {
  plans: readonly Pick<
    Plan,
    'id' | 'display_title' | 'covers' | 'exclusions' | 'plan_type' | 'category_slug'
  >[];
}) {
  return (
    <Section id="coverage-details" title="What’s covered and what isn’t" tone="muted">
      <div className="grid gap-6 lg:grid-cols-2">
        {plans.map((plan) => (
          <article key={plan.id} className="kv-card">
            <h3 className="kv-h3">{plan.display_title}</h3>
            <CoverList title="Covered" items={plan.covers} mark="tick" />
            <CoverList title="Not covered" items={plan.exclusions} mark="cross" />
            <ClaimTerms planType={plan.plan_type} categorySlug={plan.category_slug} />
          </article>
        ))}
      </div>
    </Section>
  );
}

/**
 * What raising a request costs and allows under each cover (issue 20 §1: the co-pay is known before
 * buying), from the same domain table the self-serve flow and adjudication use.
 */
function ClaimTerms({
  planType,
  categorySlug,
}: {
  planType: Plan['plan_type'];
  categorySlug: string | null;
}) {
  const category = categorySlug ? categoryBySlug(categorySlug) : null;
  const covers = planCoversOf({ planType, category, devicePricePaise: 0, remainingPm: 0 });
  return (
    <>
      <h4 className="kv-h4 mt-4">When you raise a request</h4>
      <ul className="mt-2 space-y-2 text-slate-700">
        {covers.map((cover) => (
          <li key={cover.id}>
            <strong className="font-semibold">{cover.title}:</strong> {coverTermsText(cover)}
          </li>
        ))}
      </ul>
    </>
  );
}

export function CoverList({
  title,
  items,
  mark,
  level = 4,
}: {
  title: string;
  items: readonly string[];
  /** Decorative ✓ or ✕ before each item (CSS generated content with empty alt text). */
  mark: 'tick' | 'cross';
  /** Heading level of the list title, one below the enclosing heading. */
  level?: 3 | 4;
}) {
  if (items.length === 0) return null;
  const Heading = level === 3 ? 'h3' : 'h4';
  return (
    <>
      <Heading className="kv-h4">{title}</Heading>
      <ul className={mark === 'tick' ? 'kv-ticks mt-2 space-y-2' : 'kv-crosses mt-2 space-y-2'}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </>
  );
}
