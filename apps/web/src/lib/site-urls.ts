import { AC_EW_SLUG, STATIC_PAGES, allLandingSlugs, paths } from '@kavach/domain';
import type { LandingSlug } from '@kavach/domain';

/**
 * Every public URL, from the same catalogue functions as the routes (`[slug]` parses
 * `allLandingSlugs()`; static pages are `STATIC_PAGES`), so sitemap and routes cannot drift.
 */
export interface SiteLink {
  path: string;
  label: string;
}

export interface SiteSection {
  key: 'pages' | 'extended-warranty' | 'plans' | 'repair';
  title: string;
  links: SiteLink[];
}

function landingLabel(landing: LandingSlug): string {
  switch (landing.kind) {
    case 'extended-warranty':
      return landing.slug === AC_EW_SLUG
        ? 'AC Extended Warranty Plans'
        : `${landing.category.pluralName} Extended Warranty Plans`;
    case 'plan-page':
      return landing.page.title;
    case 'repair':
      return landing.city ? `${landing.service.name} in ${landing.city.name}` : landing.service.name;
  }
}

const landingLink = (landing: LandingSlug): SiteLink => ({
  path: `/${landing.slug}`,
  label: landingLabel(landing),
});

export function siteSections(): SiteSection[] {
  const landings = allLandingSlugs();
  const of = (kind: LandingSlug['kind']) => landings.filter((l) => l.kind === kind).map(landingLink);
  return [
    {
      key: 'pages',
      title: 'Kavach',
      links: [
        { path: paths.home(), label: 'Home' },
        ...STATIC_PAGES.map((p) => ({ path: p.path, label: p.title })),
      ],
    },
    { key: 'extended-warranty', title: 'Extended warranty plans', links: of('extended-warranty') },
    { key: 'plans', title: 'Protection and care plans', links: of('plan-page') },
    { key: 'repair', title: 'Repair services', links: of('repair') },
  ];
}

/** Flat list of every public path (home first). */
export function allPublicPaths(): string[] {
  return siteSections().flatMap((s) => s.links.map((l) => l.path));
}
