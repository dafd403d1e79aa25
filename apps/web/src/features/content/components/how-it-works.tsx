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
          <li
            key={s.title}
            className="flex gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:block sm:p-5"
          >
            <span
              aria-hidden="true"
              className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
            >
              {i + 1}
            </span>
            <div>
              <h3 className="font-semibold text-slate-900 sm:mt-3">{s.title}</h3>
              <p className="mt-1 text-sm text-slate-700">{s.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </Section>
  );
}
