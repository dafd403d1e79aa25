import { DEVICE_CATEGORIES } from '@kavach/domain';
import type { CategoryGroup } from '@kavach/domain';
import { QUESTION_POPUP_PARAM } from '../popup-param';

const GROUP_TITLES: Readonly<Record<CategoryGroup, string>> = {
  mobile: 'Phones & tablets',
  computing: 'Computers & printers',
  entertainment: 'TV, audio & cameras',
  wearable: 'Wearables',
  'large-appliance': 'Large appliances',
  'small-appliance': 'Kitchen & small appliances',
};

/**
 * Every question-popup category (docs/product/catalogue.md#question-popup), grouped. Each link re-opens this page with
 * `?question_popup=<slug>`: the proxy sends one-question categories straight to their plan page,
 * the popup island asks the question for the rest.
 */
export function CategoryList({ basePath }: { basePath: string }) {
  const groups = Object.keys(GROUP_TITLES) as CategoryGroup[];
  return (
    <div className="space-y-8">
      {groups.map((group) => {
        const categories = DEVICE_CATEGORIES.filter((c) => c.group === group);
        if (categories.length === 0) return null;
        return (
          <section key={group} aria-labelledby={`group-${group}`}>
            <h2 id={`group-${group}`} className="text-xl font-bold text-slate-900">
              {GROUP_TITLES[group]}
            </h2>
            <ul className="mt-3 grid grid-cols-2 gap-2 lg:grid-cols-3">
              {categories.map((c) => (
                <li key={c.slug}>
                  <a
                    href={`${basePath}?${QUESTION_POPUP_PARAM}=${encodeURIComponent(c.questionSlug)}`}
                    className="flex min-h-12 items-center justify-between gap-2 rounded-xl border border-slate-200 bg-white px-3 py-2 font-medium text-slate-900 hover:border-brand-700 hover:text-brand-800"
                  >
                    {c.pluralName}
                    <span aria-hidden="true" className="text-brand-700">
                      →
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
