import type { Banners } from '@kavach/contracts';
import { PromoStrip } from '@/features/content/components/promo-strip';

type Banner = Banners['banners'][number];

/** Home hero: the page's h1, the lead offer banner and the promo strip. Text only: a fast LCP. */
export function HomeHero({ banner }: { banner: Banner | null }) {
  return (
    <section className="kv-hero">
      <div className="kv-wrap grid gap-6 pt-8 pb-10 md:grid-cols-[3fr_2fr] md:items-center md:pt-14 md:pb-14">
        <div>
          <h1 className="kv-h1 mt-0">Protect every device at home, repairs sorted</h1>
          <p className="mt-3 max-w-xl text-lg text-slate-700">
            Extended warranty, damage protection and maintenance plans for phones, laptops, TVs, ACs and home
            appliances. Cashless repairs with genuine parts.
          </p>
          <a href="#service-selector" className="kv-btn mt-6 min-h-12 px-6 text-lg">
            Find the right plan
          </a>
        </div>
        {banner ? (
          <aside aria-label="Offer" className="rounded-2xl bg-brand-800 p-6 text-white shadow-lg">
            <p className="text-xl font-bold">{banner.title}</p>
            <p className="mt-2 text-brand-50">{banner.subtitle}</p>
            <a href={banner.cta_href} className="kv-btn2 mt-4 border-0 bg-white hover:bg-brand-50">
              {banner.cta_label}
            </a>
          </aside>
        ) : null}
      </div>
      <div className="kv-wrap pb-10">
        <PromoStrip />
      </div>
    </section>
  );
}
