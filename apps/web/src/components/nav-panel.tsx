import Link from 'next/link';
import { NAVIGATION, STATIC_PAGES } from '@kavach/domain';
import { CloseIcon } from './icons';

export const NAV_DIALOG_ID = 'kv-nav';

const QUICK_LINKS = STATIC_PAGES.filter((p) =>
  ['protectionPlans', 'whatIsCovered', 'aboutUs', 'writeToUs'].includes(p.key),
);

/** Hamburger navigation: every category link from the domain navigation model, in a modal drawer. */
export function NavPanel() {
  return (
    <dialog
      id={NAV_DIALOG_ID}
      aria-label="Browse plans"
      className="kv-drawer m-0 h-dvh max-h-none w-[min(22rem,88vw)] max-w-none overflow-y-auto bg-white p-0 text-slate-900 backdrop:bg-slate-900/50"
    >
      <div className="sticky top-0 flex items-center justify-between border-b border-slate-200 bg-white px-4 py-1">
        <p className="text-base font-semibold">Browse plans</p>
        <form method="dialog">
          <button
            type="submit"
            aria-label="Close menu"
            className="inline-flex h-11 w-11 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100"
          >
            <CloseIcon />
          </button>
        </form>
      </div>
      <nav aria-label="Plans by device" className="px-4 pb-8">
        {NAVIGATION.map((section) => (
          <section key={section.key} aria-labelledby={`nav-${section.key}`} className="mt-4">
            <h2
              id={`nav-${section.key}`}
              className="text-xs font-bold tracking-wide text-slate-600 uppercase"
            >
              {section.title}
            </h2>
            <ul className="mt-1">
              {section.links.map((link) => (
                <li key={link.href}>
                  <Link
                    href={link.href}
                    prefetch={false}
                    className="flex min-h-11 items-center justify-between gap-2 rounded-md px-2 text-[0.95rem] hover:bg-brand-50"
                  >
                    <span>{link.label}</span>
                    {link.isNew && (
                      <span className="rounded bg-amber-300 px-1.5 py-0.5 text-[0.7rem] font-bold text-slate-900 uppercase">
                        New
                      </span>
                    )}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
        <section aria-labelledby="nav-more" className="mt-4 border-t border-slate-200 pt-4">
          <h2 id="nav-more" className="text-xs font-bold tracking-wide text-slate-600 uppercase">
            More from Kavach
          </h2>
          <ul className="mt-1">
            {QUICK_LINKS.map((page) => (
              <li key={page.key}>
                <Link
                  href={page.path}
                  prefetch={false}
                  className="flex min-h-11 items-center rounded-md px-2 hover:bg-brand-50"
                >
                  {page.title}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </nav>
    </dialog>
  );
}
