import Link from 'next/link';
import type { ReactNode } from 'react';
import {
  AC_EW_SLUG,
  CITIES,
  DEVICE_CATEGORIES,
  PLAN_PAGES,
  REPAIR_SERVICES,
  STATIC_PAGES,
  coveredCities,
  paths,
} from '@kavach/domain';
import { supportPhone, supportPhoneHref } from '@/lib/site-config';

interface FooterLink {
  href: string;
  label: string;
}

const planLinks: FooterLink[] = [
  ...DEVICE_CATEGORIES.map((c) => ({
    href: paths.extendedWarranty(c),
    label: `${c.pluralName} Extended Warranty`,
  })),
  { href: `/${AC_EW_SLUG}`, label: 'AC Extended Warranty' },
  ...PLAN_PAGES.map((p) => ({ href: paths.planPage(p), label: p.title })),
];

/** Repair pages grouped by city, only where the service is offered (spec §2). */
const repairByCity = CITIES.map((city) => ({
  city,
  links: REPAIR_SERVICES.filter((s) => coveredCities(s).some((c) => c.key === city.key)).map((s) => ({
    href: paths.repair(s, city),
    label: s.name,
  })),
})).filter((g) => g.links.length > 0);

const genericRepairLinks: FooterLink[] = REPAIR_SERVICES.map((s) => ({
  href: paths.repair(s),
  label: s.name,
}));

const companyLinks: FooterLink[] = STATIC_PAGES.map((p) => ({ href: p.path, label: p.title }));

const linkClass =
  'inline-flex min-h-11 items-center py-1 text-sm text-slate-300 hover:text-white hover:underline md:min-h-8';

function LinkList({ links, columns = false }: { links: FooterLink[]; columns?: boolean }) {
  return (
    <ul className={columns ? 'grid grid-cols-1 gap-x-6 sm:grid-cols-2 lg:grid-cols-3' : ''}>
      {links.map((l) => (
        <li key={l.href}>
          <Link href={l.href} prefetch={false} className={linkClass}>
            {l.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * A footer link group: a disclosure on phones (keeps the footer short), always open from 769 px
 * (globals.css `.kv-fgroup`). The heading stays a real heading inside the summary.
 */
function Group({
  id,
  title,
  className = '',
  children,
}: {
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <nav aria-labelledby={id} className={className}>
      <details className="kv-fgroup border-b border-slate-700 md:border-0">
        <summary className="flex min-h-12 cursor-pointer items-center justify-between md:min-h-0 md:cursor-default">
          <h2 id={id} className="text-sm font-bold tracking-wide text-white uppercase md:mb-2">
            {title}
          </h2>
          <span aria-hidden="true" className="kv-fgroup-marker text-xl text-slate-400 md:hidden">
            +
          </span>
        </summary>
        <div className="pb-4 md:pb-0">{children}</div>
      </details>
    </nav>
  );
}

export function SiteFooter() {
  return (
    <footer className="bg-slate-900 pb-24 text-slate-300 md:pb-10">
      <div className="mx-auto max-w-6xl px-4 pt-10">
        <p className="text-lg text-white">
          Need help? Give us a call at{' '}
          <a href={supportPhoneHref()} className="font-semibold text-white underline underline-offset-4">
            {supportPhone()}
          </a>
        </p>
        <div className="mt-8 grid md:grid-cols-4 md:gap-8">
          <Group id="ft-plans" title="Protection plans" className="md:col-span-2">
            <LinkList links={planLinks} columns />
          </Group>
          <Group id="ft-company" title="Kavach">
            <LinkList links={companyLinks} />
          </Group>
          <Group id="ft-repair" title="Repair services">
            <LinkList links={genericRepairLinks} />
          </Group>
        </div>
        <Group id="ft-cities" title="Repair by city" className="md:mt-8">
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {repairByCity.map(({ city, links }) => (
              <section key={city.key} aria-label={`Repair services in ${city.name}`}>
                <h3 className="text-sm font-semibold text-white">{city.name}</h3>
                <LinkList links={links.map((l) => ({ ...l, label: `${l.label} in ${city.name}` }))} />
              </section>
            ))}
          </div>
        </Group>
        <div className="mt-10 border-t border-slate-700 pt-6 text-xs text-slate-400">
          <p>PIN code data — Source: Department of Posts, Government of India, via data.gov.in</p>
          <p className="mt-2">
            © {new Date().getFullYear()} Kavach Protection Services Pvt. Ltd. All rights reserved.
          </p>
        </div>
      </div>
    </footer>
  );
}
