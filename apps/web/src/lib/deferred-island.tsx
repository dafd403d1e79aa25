'use client';

import { Suspense, createElement, lazy } from 'react';
import type { ComponentType, ReactNode } from 'react';

/**
 * A client component whose code loads when the page hydrates instead of with the page (decision
 * 029). The server renders it in full, so the page looks and reads the same and its links work
 * before then; React keeps the server's HTML and hydrates the island once its chunk has arrived.
 * Nothing in the page's HTML points at that chunk, so it is not part of the first-load JavaScript.
 */
export function deferredIsland<P extends object>(
  load: () => Promise<ComponentType<P>>,
): (props: P) => ReactNode {
  const Lazy = lazy(async () => ({ default: await load() }));
  return function DeferredIsland(props: P) {
    return <Suspense fallback={null}>{createElement(Lazy, props)}</Suspense>;
  };
}
