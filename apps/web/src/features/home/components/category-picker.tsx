import type { CategorySummary } from '@kavach/contracts';
import { formatInr, paths } from '@kavach/domain';
import { Section } from '@/features/content/components/section';

/**
 * The home scroll target (`#service-selector`): featured device categories. 'Help me choose' opens
 * the question popup for the category; 'View plans' goes straight to its landing page.
 */
export function CategoryPicker({ categories }: { categories: readonly CategorySummary[] }) {
  return (
    <Section
      id="service-selector"
      title="What do you want to protect?"
      lead="Pick a device. Not sure which plan fits? We’ll ask one quick question."
    >
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {categories.map((c) => (
          <li
            key={c.slug}
            className="flex flex-col rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4"
          >
            <h3 className="font-semibold text-slate-900 sm:text-lg">{c.plural_name}</h3>
            <p className="text-sm text-slate-600">
              {c.starting_price !== null ? `Plans from ${formatInr(c.starting_price)}` : 'Plans and repairs'}
            </p>
            <div className="mt-3 grid flex-1 content-end gap-2">
              <a
                href={c.landing_path}
                className="inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-700 px-3 text-sm font-semibold text-white hover:bg-brand-800"
              >
                View plans
                <span className="sr-only"> for {c.plural_name}</span>
              </a>
              <a
                href={paths.questionPopup(c.question_slug)}
                className="inline-flex min-h-11 items-center justify-center rounded-lg border border-brand-700 px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50"
              >
                Help me choose
                <span className="sr-only"> for {c.plural_name}</span>
              </a>
            </div>
          </li>
        ))}
      </ul>
      <p className="mt-6 flex flex-wrap gap-x-6 gap-y-2">
        <a
          href={paths.static.questions()}
          className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-2"
        >
          All 30 device categories
        </a>
        <a
          href={paths.static.protectionPlans()}
          className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-2"
        >
          Compare all protection plans
        </a>
      </p>
    </Section>
  );
}
