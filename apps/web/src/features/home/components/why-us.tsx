import type { HomeFeatures } from '@kavach/contracts';
import { Section } from '@/features/content/components/section';
import { FeatureIcon } from './feature-icon';

/** 'Why Kavach' features from `/home-features`. */
export function WhyUs({ features }: { features: HomeFeatures['features'] }) {
  if (features.length === 0) return null;
  return (
    <Section id="why-us" title="Why Kavach">
      <ul className="kv-grid">
        {features.map((f) => (
          <li key={f.title} className="kv-card flex gap-4">
            <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
              <FeatureIcon name={f.icon} />
            </span>
            <div>
              <h3 className="font-semibold">{f.title}</h3>
              <p className="kv-small">{f.description}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
