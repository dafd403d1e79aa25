import type { Metadata } from 'next';
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
 * ship the navigation and footer twice on every page. For the same reason it uses plain anchors
 * (no next/link client component) and short component classes.
 */
export default function NotFound() {
  return (
    <main id="main">
      <header className="border-b border-slate-200 bg-white">
        <div className="kv-wrap flex h-16 items-center">
          <a href="/" className="text-xl font-extrabold">
            Kavach
          </a>
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
        <a href="/" className="kv-btn mt-8 min-h-12 px-6">
          Go to the home page
        </a>
        <h2 className="mt-12 text-lg font-bold text-slate-900">Popular plans</h2>
        <ul className="kv-nf mt-4 grid gap-2 text-left sm:grid-cols-2">
          {popular.map((p) => (
            <li key={p.href}>
              <a href={p.href}>{p.label}</a>
            </li>
          ))}
        </ul>
      </div>
    </main>
  );
}
