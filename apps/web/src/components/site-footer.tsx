import type { ReactNode } from 'react';
import {
  AC_EW_SLUG,
  DEVICE_CATEGORIES,
  PLAN_PAGES,
  REPAIR_SERVICES,
  STATIC_PAGES,
  paths,
} from '@kavach/domain';
import { supportPhone, supportPhoneHref } from '@/lib/site-config';

interface FooterLink {
  href: string;
  label: string;
}

/**
 * The footer links the most-bought plans, every plan page, the repair services and the company
 * pages. Every other landing (all 30 extended-warranty categories, repair pages by city) is one
 * click away on the HTML sitemap and the protection-plans page, so the footer stays light: it is
 * rendered on every page, twice over (HTML and RSC payload).
 */
const FOOTER_EW_SLUGS = [
  'mobile-phone',
  'laptop',
  'television',
  'washing-machine',
  'refrigerator',
  'smart-watch',
];

const planLinks: FooterLink[] = [
  ...DEVICE_CATEGORIES.filter((c) => FOOTER_EW_SLUGS.includes(c.slug)).map((c) => ({
    href: paths.extendedWarranty(c),
    label: `${c.pluralName} Extended Warranty`,
  })),
  { href: `/${AC_EW_SLUG}`, label: 'AC Extended Warranty' },
  ...PLAN_PAGES.map((p) => ({ href: paths.planPage(p), label: p.title })),
  { href: paths.static.protectionPlans(), label: 'All protection plans' },
];

const repairLinks: FooterLink[] = [
  ...REPAIR_SERVICES.map((s) => ({ href: paths.repair(s), label: s.name })),
  { href: paths.static.sitemap(), label: 'Repair services by city' },
];

const companyLinks: FooterLink[] = STATIC_PAGES.map((p) => ({ href: p.path, label: p.title }));

function LinkList({ links, columns = false }: { links: FooterLink[]; columns?: boolean }) {
  return (
    <ul className={columns ? 'kv-flinks grid gap-x-6 sm:grid-cols-2' : 'kv-flinks'}>
      {links.map((l) => (
        <li key={l.href + l.label}>
          <a href={l.href}>{l.label}</a>
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
  className,
  children,
}: {
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <nav aria-labelledby={id} className={className}>
      <details className="kv-fgroup">
        <summary>
          <h2 id={id}>{title}</h2>
        </summary>
        {children}
      </details>
    </nav>
  );
}

export function SiteFooter() {
  return (
    <footer className="bg-slate-900 pb-24 text-slate-300 md:pb-10">
      <div className="kv-wrap pt-10">
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
          <Group id="ft-repair" title="Repair services">
            <LinkList links={repairLinks} />
          </Group>
          <Group id="ft-company" title="Kavach">
            <LinkList links={companyLinks} />
          </Group>
        </div>
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
