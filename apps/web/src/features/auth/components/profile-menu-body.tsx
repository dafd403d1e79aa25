import { Suspense, lazy, useEffect, useState } from 'react';
import type { Customer } from '@kavach/contracts';
import { getSessionBootstrap } from '@/lib/api-client.browser';
import { appRoutes } from '@/lib/app-routes';

/** Signed-in customers only: loaded when one is found, not with every page. */
const SignedInMenu = lazy(() => import('./signed-in-menu').then((m) => ({ default: m.SignedInMenu })));

/** A browser without the CSRF cookie has no session yet, so nobody is signed in: no call needed. */
const mayBeSignedIn = () => document.cookie.split('; ').some((c) => c.startsWith('csrftoken='));

/**
 * The header's profile menu: for a signed-in customer (docs/product/accounts.md#session: the bootstrap carries a customer) the
 * name, the docs/product/accounts.md#account-menu-and-pages account menu and 'Sign out'; otherwise 'Login' and 'Register'. It reads the page's
 * one bootstrap (shared with the cart badge), and only when this browser has a session.
 */
export function ProfileMenuBody() {
  const [customer, setCustomer] = useState<Customer | null>(null);

  useEffect(() => {
    if (!mayBeSignedIn()) return;
    let live = true;
    void getSessionBootstrap().then((boot) => {
      if (live) setCustomer(boot?.customer ?? null);
    });
    return () => {
      live = false;
    };
  }, []);

  if (!customer)
    return (
      <div className="p-4">
        <p className="text-sm text-slate-700">Manage plans, activate devices and track service requests.</p>
        <ul className="mt-3 grid gap-2">
          <li>
            <a href={appRoutes.login} className="kv-btn flex">
              Login
            </a>
          </li>
          <li>
            <a href={appRoutes.register} className="kv-btn2 flex">
              Register
            </a>
          </li>
        </ul>
      </div>
    );

  return (
    <Suspense
      fallback={<p className="p-4 text-slate-700">Hi, {customer.first_name || customer.name || 'there'}</p>}
    >
      <SignedInMenu customer={customer} />
    </Suspense>
  );
}
