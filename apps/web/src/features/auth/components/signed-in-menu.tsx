import type { Customer } from '@kavach/contracts';
import { ACCOUNT_MENU } from '@/features/account/account-menu';
import { SignOutButton } from './sign-out-button';

/** The profile menu of a signed-in customer: the name, the docs/product/accounts.md#account-menu-and-pages account menu and 'Sign out'. */
export function SignedInMenu({ customer }: { customer: Customer }) {
  return (
    <div className="p-2">
      <p className="px-2 pt-2 pb-1 font-semibold break-words text-slate-900">
        Hi, {customer.first_name || customer.name || 'there'}
      </p>
      <nav aria-label="My account menu">
        <ul className="grid">
          {ACCOUNT_MENU.map((item) => (
            <li key={item.key}>
              <a
                href={item.href}
                className="flex min-h-11 items-center rounded-md px-2 text-slate-900 hover:bg-brand-50"
              >
                {item.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-1 border-t border-slate-200 px-2 pt-1">
        <SignOutButton className="kv-tlink gap-2 text-slate-800" />
      </div>
    </div>
  );
}
