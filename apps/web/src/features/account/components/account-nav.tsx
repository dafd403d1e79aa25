import { ACCOUNT_MENU } from '../account-menu';
import type { AccountMenuKey } from '../account-menu';
import { CurrentTabScroller } from './current-tab-scroller';

/**
 * docs/product/accounts.md#account-menu-and-pages account menu with its exact labels: a row of tabs that scrolls sideways on phones, a sidebar
 * from the 769px breakpoint. Plain links; the current page is marked (and scrolled into view).
 */
export function AccountNav({ active }: { active: AccountMenuKey }) {
  return (
    <nav aria-label="My account" className="-mx-4 md:mx-0">
      <ul className="kv-acc-nav">
        {ACCOUNT_MENU.map((item) => (
          <li key={item.key}>
            <a href={item.href} aria-current={item.key === active ? 'page' : undefined}>
              {item.label}
            </a>
          </li>
        ))}
      </ul>
      <CurrentTabScroller />
    </nav>
  );
}
