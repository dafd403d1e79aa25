import { NAVIGATION, paths } from '@kavach/domain';
import { Section } from '@/features/content/components/section';

const BLURBS: Readonly<Record<string, string>> = {
  'extended-warranty':
    'Brand-warranty cover for up to 4 more years. Cashless repairs, nothing to pay per claim.',
  'maintenance-repair': 'AMC, HomeCare bundles and doorstep repairs with a 90 day post-service warranty.',
  'damage-protection': 'Drops, spills and cracked screens covered from the day you buy.',
  'total-care': 'Breakdowns and accidental damage in one plan; on phones, theft and loss too.',
};
const MAX_LINKS = 6;

/** One card per plan type (the navigation's sections), each with its most popular devices. */
export function PlanTypeSections() {
  return (
    <Section id="plan-types" title="Plans for every need" tone="muted">
      <div className="grid gap-4 md:grid-cols-2">
        {NAVIGATION.map((section) => (
          <article key={section.key} className="kv-card">
            <h3 className="kv-h3 text-xl">{section.title}</h3>
            <p className="mt-1 text-slate-700">{BLURBS[section.key]}</p>
            <ul className="mt-3 flex flex-wrap gap-2">
              {section.links.slice(0, MAX_LINKS).map((link) => (
                <li key={link.href}>
                  <a href={link.href} className="kv-chip">
                    {link.label}
                    {link.isNew ? (
                      <span className="ml-2 rounded bg-amber-100 px-1.5 text-xs font-bold text-amber-900">
                        New
                      </span>
                    ) : null}
                  </a>
                </li>
              ))}
            </ul>
            {section.links.length > MAX_LINKS ? (
              <a href={paths.static.protectionPlans()} className="kv-tlink mt-3">
                All {section.links.length} {section.title.toLowerCase()} plans
              </a>
            ) : null}
          </article>
        ))}
      </div>
    </Section>
  );
}
