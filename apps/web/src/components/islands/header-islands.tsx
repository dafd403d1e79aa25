'use client';

import { deferredIsland } from '@/lib/deferred-island';

/**
 * The chrome's client code — cart icon and drawer, menu buttons, the profile menu's body, the
 * scroll behaviours — as one chunk fetched at hydration, not with the page (decision 029). Until it
 * arrives the server-rendered links work as plain links (the cart icon goes to /cart).
 */
const load = () => import('./header-islands.impl');

export const HeaderCart = deferredIsland(() => load().then((m) => m.HeaderCart));
export const MenuButton = deferredIsland(() => load().then((m) => m.MenuButton));
export const ProfileMenuBody = deferredIsland(() => load().then((m) => m.ProfileMenuBody));
export const ScrollChrome = deferredIsland(() => load().then((m) => m.ScrollChrome));
