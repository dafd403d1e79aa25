'use client';

import { useCallback, useEffect, useState } from 'react';
import { usePathname } from 'next/navigation';

/** docs/product/cart.md#toasts: a toast stays 5000 ms. */
export const TOAST_MS = 5000;

interface Shown {
  text: string;
  /** The route it was shown on: docs/product/cart.md#toasts the toast hides on route change. */
  path: string;
  /** A new id per show restarts the timer when the same text is shown again. */
  id: number;
}

/** A message that hides itself after `ms` or when the route changes. */
export function useTimedToast(ms = TOAST_MS) {
  const pathname = usePathname();
  const [shown, setShown] = useState<Shown | null>(null);

  useEffect(() => {
    if (!shown) return;
    const timer = window.setTimeout(() => setShown(null), ms);
    return () => window.clearTimeout(timer);
  }, [shown, ms]);

  const show = useCallback((text: string) => setShown({ text, path: pathname, id: Date.now() }), [pathname]);
  const hide = useCallback(() => setShown(null), []);
  const text = shown && shown.path === pathname ? shown.text : null;
  return { text, show, hide };
}
