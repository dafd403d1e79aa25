'use client';

import { deferredIsland } from '@/lib/deferred-island';

/**
 * Mounted once for every page by src/app/[v]/layout.tsx: the question popup (§2), the app-mode
 * sign-in (§2) and the §4 session watch. All three render nothing until the address or the session
 * asks for them, so their code is one chunk fetched at hydration (decision 029).
 */
export const LayoutIslands = deferredIsland(() =>
  import('./layout-islands.impl').then((m) => m.LayoutIslands),
);
