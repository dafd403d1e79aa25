import { NAVIGATION, STATIC_PAGES } from '@kavach/domain';
import { CloseIcon } from './icons';

export const NAV_DIALOG_ID = 'kv-nav';

const QUICK_LINKS = STATIC_PAGES.filter((p) =>
  ['protectionPlans', 'whatIsCovered', 'aboutUs', 'writeToUs'].includes(p.key),
);

/**
 * Hamburger navigation: every category link from the domain navigation model, in a modal drawer.
 * Plain server-rendered anchors styled by `.kv-nav` (globals.css): the list is rendered once, with
 * no per-link client component to hydrate.
 */
export function NavPanel() {
  return (
    <dialog
      id={NAV_DIALOG_ID}
      aria-label="Browse plans"
      className="kv-drawer m-0 h-dvh max-h-none w-[min(22rem,88vw)] max-w-none overflow-y-auto bg-white p-0 text-slate-900 backdrop:bg-slate-900/50"
    >
      <div className="sticky top-0 flex items-center justify-between border-b border-slate-200 bg-white px-4 py-1">
        <p className="font-semibold">Browse plans</p>
        <form method="dialog">
          <button type="submit" aria-label="Close menu" className="kv-ibtn">
            <CloseIcon />
          </button>
        </form>
      </div>
      <nav aria-label="Plans by device" className="kv-nav px-4 pb-8">
        {NAVIGATION.map((section) => (
          <section key={section.key} aria-labelledby={`nav-${section.key}`}>
            <h2 id={`nav-${section.key}`}>{section.title}</h2>
            <ul>
              {section.links.map((link) => (
                <li key={link.href}>
                  <a href={link.href}>
                    {link.label}
                    {link.isNew && <span className="kv-new">New</span>}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ))}
        <section aria-labelledby="nav-more" className="mt-4 border-t border-slate-200">
          <h2 id="nav-more">More from Kavach</h2>
          <ul>
            {QUICK_LINKS.map((page) => (
              <li key={page.key}>
                <a href={page.path}>{page.title}</a>
              </li>
            ))}
          </ul>
        </section>
      </nav>
    </dialog>
  );
}
