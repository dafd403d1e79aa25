'use client';

import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * false in the server HTML and during hydration, true once the page's JavaScript runs. Forms that
 * only work with JavaScript keep their fields disabled until then, so nothing typed or clicked in
 * the first moments is lost to a native submit.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
