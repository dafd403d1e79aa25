import type { HomeFeatures } from '@kavach/contracts';
import { Section } from '@/features/content/components/section';
import { FeatureIcon } from './feature-icon';

/** 'Why Kavach' features from `/home-features`. */
export function WhyUs({ features }: { features: HomeFeatures['features'] }) {
  if (features.length === 0) return null;
  return (
    <Section id="why-us" title="Why Kavach">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {features.map((f) => (
          <li key={f.title} className="flex gap-4 rounded-xl border border-slate-200 p-5">
            <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
              <FeatureIcon name={f.icon} />
            </span>
            <div>
              <h3 className="font-semibold text-slate-900">{f.title}</h3>
              <p className="mt-1 text-sm text-slate-700">{f.description}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
