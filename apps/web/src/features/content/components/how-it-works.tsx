import { Section } from './section';

export interface Step {
  title: string;
  text: string;
}

/** Numbered steps. */
export function HowItWorks({
  steps,
  title = 'How it works',
  tone,
}: {
  steps: readonly Step[];
  title?: string;
  tone?: 'white' | 'muted';
}) {
  return (
    <Section id="how-it-works" title={title} tone={tone}>
      <ol className="grid gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-4">
        {steps.map((s, i) => (
          <li key={s.title} className="kv-card flex gap-4 p-4 sm:block sm:p-5">
            <span aria-hidden="true" className="kv-step">
              {i + 1}
            </span>
            <div>
              <h3 className="font-semibold sm:mt-3">{s.title}</h3>
              <p className="kv-small">{s.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </Section>
  );
}
