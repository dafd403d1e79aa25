import type { Banners } from '@kavach/contracts';
import { PromoStrip } from '@/features/content/components/promo-strip';

type Banner = Banners['banners'][number];

/** Home hero: the page's h1, the lead offer banner and the promo strip. Text only: a fast LCP. */
export function HomeHero({ banner }: { banner: Banner | null }) {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto grid max-w-6xl gap-6 px-4 pt-8 pb-10 md:grid-cols-[3fr_2fr] md:items-center md:pt-14 md:pb-14">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 md:text-5xl">
            Protect every device at home, repairs sorted
          </h1>
          <p className="mt-3 max-w-xl text-lg text-slate-700">
            Extended warranty, damage protection and maintenance plans for phones, laptops, TVs, ACs and home
            appliances. Cashless repairs with genuine parts.
          </p>
          <a
            href="#service-selector"
            className="mt-6 inline-flex min-h-12 items-center rounded-lg bg-brand-700 px-6 text-lg font-semibold text-white hover:bg-brand-800"
          >
            Find the right plan
          </a>
        </div>
        {banner ? (
          <aside aria-label="Offer" className="rounded-2xl bg-brand-800 p-6 text-white shadow-lg">
            <p className="text-xl font-bold">{banner.title}</p>
            <p className="mt-2 text-brand-50">{banner.subtitle}</p>
            <a
              href={banner.cta_href}
              className="mt-4 inline-flex min-h-11 items-center rounded-lg bg-white px-5 font-semibold text-brand-800 hover:bg-brand-50"
            >
              {banner.cta_label}
            </a>
          </aside>
        ) : null}
      </div>
      <div className="mx-auto max-w-6xl px-4 pb-10">
        <PromoStrip />
      </div>
    </section>
  );
}
