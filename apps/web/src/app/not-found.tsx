import type { Metadata } from 'next';
import Link from 'next/link';
import { PLAN_PAGES, paths, parseLandingSlug } from '@kavach/domain';

export const metadata: Metadata = {
  title: 'Page not found',
  robots: { index: false, follow: true },
};

const POPULAR_SLUGS = [
  'mobile-phones-extended-warranty-plans',
  'televisions-extended-warranty-plans',
  'ac-extended-warranty-plans',
  'laptops-extended-warranty-plans',
];

const popular = [
  ...POPULAR_SLUGS.map(parseLandingSlug)
    .filter((l) => l !== null)
    .map((l) => ({
      href: `/${l.slug}`,
      label: l.kind === 'extended-warranty' ? `${l.category.pluralName} Extended Warranty` : l.slug,
    })),
  ...PLAN_PAGES.slice(0, 4).map((p) => ({ href: paths.planPage(p), label: p.title })),
];

/**
 * 404 for unknown URLs and `notFound()` anywhere (status 404 is set by Next). Deliberately light:
 * Next embeds the root not-found element in every page's payload, so the full chrome here would
 * ship the navigation and footer twice on every page.
 */
export default function NotFound() {
  return (
    <main id="main">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-6xl items-center px-4">
          <Link href="/" className="text-xl font-extrabold text-slate-900">
            Kavach
          </Link>
        </div>
      </header>
      <div className="mx-auto max-w-3xl px-4 py-16 text-center">
        <p className="text-sm font-bold tracking-wide text-brand-700 uppercase">Error 404</p>
        <h1 className="mt-2 text-3xl font-extrabold text-slate-900 sm:text-4xl">
          We couldn’t find that page
        </h1>
        <p className="mt-4 text-lg text-slate-700">
          The link may be old or mistyped. Your plans and requests are safe — try one of these instead.
        </p>
        <Link
          href="/"
          className="mt-8 inline-flex min-h-12 items-center rounded-lg bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800"
        >
          Go to the home page
        </Link>
        <h2 className="mt-12 text-lg font-bold text-slate-900">Popular plans</h2>
        <ul className="mt-4 grid gap-2 text-left sm:grid-cols-2">
          {popular.map((p) => (
            <li key={p.href}>
              <Link
                href={p.href}
                prefetch={false}
                className="flex min-h-11 items-center rounded-lg border border-slate-200 px-4 font-medium text-brand-700 hover:bg-brand-50"
              >
                {p.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </main>
  );
}
