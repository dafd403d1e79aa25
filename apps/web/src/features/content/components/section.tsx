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
      className={tone === 'muted' ? 'kv-section kv-muted' : 'kv-section'}
    >
      <div className="kv-wrap">
        <h2 id={headingId} className="kv-h2">
          {title}
        </h2>
        {lead ? <p className="kv-lead">{lead}</p> : null}
        <div className="mt-6">{children}</div>
      </div>
    </section>
  );
}
