import { appRoutes } from '@/lib/app-routes';

/** docs/product/accounts.md#account-menu-and-pages account menu entries (key: label), in the spec's order, with their routes. */
export const ACCOUNT_MENU = [
  { key: 'plans', label: 'My Plans', href: appRoutes.account.plans },
  { key: 'activation', label: 'Activate Plan', href: appRoutes.account.activation },
  { key: 'profile', label: 'My Profile', href: appRoutes.account.profile },
  { key: 'requests', label: 'My Requests', href: appRoutes.account.requests },
  { key: 'orders', label: 'Orders & Bookings', href: appRoutes.account.orders },
  { key: 'help', label: 'Help & Support', href: appRoutes.account.help },
] as const;

export type AccountMenuKey = (typeof ACCOUNT_MENU)[number]['key'];
