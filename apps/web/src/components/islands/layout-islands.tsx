'use client';

import { deferredIsland } from '@/lib/deferred-island';

/**
 * Mounted once for every page by src/app/[v]/layout.tsx: the question popup (docs/product/accounts.md#sign-in), the app-mode
 * sign-in (docs/product/accounts.md#sign-in) and the docs/product/cart.md#adding-and-removing-items session watch. All three render nothing until the address or the session
 * asks for them, so their code is one chunk fetched at hydration (decision 029).
 */
export const LayoutIslands = deferredIsland(() =>
  import('./layout-islands.impl').then((m) => m.LayoutIslands),
);
