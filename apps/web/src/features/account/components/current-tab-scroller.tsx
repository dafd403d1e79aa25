'use client';

import { useEffect } from 'react';

/** On phones the menu scrolls sideways: bring the current page's tab into view once. */
export function CurrentTabScroller() {
  useEffect(() => {
    const current = document.querySelector<HTMLElement>('.kv-acc-nav [aria-current="page"]');
    const list = current?.closest<HTMLElement>('.kv-acc-nav');
    if (!current || !list || list.scrollWidth <= list.clientWidth) return;
    list.scrollLeft = current.offsetLeft - (list.clientWidth - current.offsetWidth) / 2;
  }, []);
  return null;
}
