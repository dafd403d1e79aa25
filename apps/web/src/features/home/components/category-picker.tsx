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
          <li key={c.slug} className="kv-card flex flex-col p-3 shadow-sm sm:p-4">
            <h3 className="font-semibold sm:text-lg">{c.plural_name}</h3>
            <p className="text-sm text-slate-600">
              {c.starting_price !== null ? `Plans from ${formatInr(c.starting_price)}` : 'Plans and repairs'}
            </p>
            <div className="mt-3 grid flex-1 content-end gap-2">
              <a href={c.landing_path} className="kv-btn px-3 text-sm">
                View plans
                <span className="sr-only"> for {c.plural_name}</span>
              </a>
              <a href={paths.questionPopup(c.question_slug)} className="kv-btn2 px-3 text-sm">
                Help me choose
                <span className="sr-only"> for {c.plural_name}</span>
              </a>
            </div>
          </li>
        ))}
      </ul>
      <p className="mt-6 flex flex-wrap gap-x-6 gap-y-2">
        <a href={paths.static.questions()} className="kv-tlink">
          All 30 device categories
        </a>
        <a href={paths.static.protectionPlans()} className="kv-tlink">
          Compare all protection plans
        </a>
      </p>
    </Section>
  );
}
