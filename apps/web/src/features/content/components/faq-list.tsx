import type { Faq } from '@kavach/contracts';
import { Section } from './section';

/** FAQs as native disclosure widgets: accessible and interactive without any JavaScript. */
export function FaqList({
  faqs,
  title = 'Frequently asked questions',
  tone,
}: {
  faqs: readonly Faq[];
  title?: string;
  tone?: 'white' | 'muted';
}) {
  if (faqs.length === 0) return null;
  return (
    <Section id="faqs" title={title} tone={tone}>
      <div className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {faqs.map((faq) => (
          <details key={faq.question} className="group px-4">
            <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-4 py-3 font-semibold text-slate-900 [&::-webkit-details-marker]:hidden">
              <span>{faq.question}</span>
              <span
                aria-hidden="true"
                className="text-xl leading-none text-brand-700 transition-transform group-open:rotate-45"
              >
                +
              </span>
            </summary>
            <p className="pb-4 text-slate-700">{faq.answer}</p>
          </details>
        ))}
      </div>
    </Section>
  );
}
