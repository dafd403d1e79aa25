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
      <div className="kv-faq divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {faqs.map((faq) => (
          <details key={faq.question}>
            <summary>{faq.question}</summary>
            <p>{faq.answer}</p>
          </details>
        ))}
      </div>
    </Section>
  );
}
