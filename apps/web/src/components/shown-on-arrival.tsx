'use client';

import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';

/**
 * What a form's action came back to say (decision 086's "has been cancelled", 093's plan cancelled), brought into view and
 * focused when it appears. Before the page's scripts the address's `#fragment` scrolls to it; after,
 * the action's redirect is a client navigation that keeps the scroll position, so this does it.
 */
export function ShownOnArrival({
  id,
  children,
  className = 'mt-4 scroll-mt-20',
}: {
  id: string;
  children: ReactNode;
  /** Where it sits (the tracker's notices have a top margin). */
  className?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView({ block: 'center' });
    ref.current?.focus({ preventScroll: true });
  }, []);
  return (
    <div id={id} ref={ref} tabIndex={-1} className={`${className} outline-none`}>
      {children}
    </div>
  );
}
