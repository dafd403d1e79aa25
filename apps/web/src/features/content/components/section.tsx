import type { ReactNode } from 'react';

interface SectionProps {
  id?: string;
  title: string;
  /** Short line under the heading. */
  lead?: string;
  tone?: 'white' | 'muted';
  children: ReactNode;
}

/** A page section with an h2; sections are the second heading level under the page's h1. */
export function Section({ id, title, lead, tone = 'white', children }: SectionProps) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={`scroll-mt-20 py-10 md:py-14 ${tone === 'muted' ? 'bg-slate-50' : 'bg-white'}`}
    >
      <div className="mx-auto max-w-6xl px-4">
        <h2 id={headingId} className="text-2xl font-bold tracking-tight text-slate-900 md:text-3xl">
          {title}
        </h2>
        {lead ? <p className="mt-2 max-w-2xl text-slate-600">{lead}</p> : null}
        <div className="mt-6">{children}</div>
      </div>
    </section>
  );
}
