import type { LogSearchKeywordBody, SearchResults } from '@kavach/contracts';
import { logSearchKeyword } from '@kavach/db';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import { PLAN_PAGES, REPAIR_SERVICES, paths } from '@kavach/domain';
import type { CatalogueIndex } from '../catalogue/catalogue.mapper';

type Result = SearchResults['results'][number];
const MAX_RESULTS = 20;

const words = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9 ]+/g, ' ')
    .split(/\s+/)
    .filter((w) => w.length > 1);

/** Every query word must prefix-match a word of the haystack ("wash mach" → washing machine). */
function matches(query: string[], haystack: string): boolean {
  const hay = words(haystack);
  return query.every((q) =>
    hay.some((h) => h.startsWith(q) || (q.length > 3 && h.startsWith(q.replace(/s$/, '')))),
  );
}

/** Search across categories, plans and repair services (docs/product/api.md#geo-and-search /search-word). */
export function searchCatalogue(index: CatalogueIndex, keyword: string): SearchResults {
  const query = words(keyword);
  const results: Result[] = [];
  if (query.length === 0) return { keyword, count: 0, results };
  for (const c of index.categories) {
    if (matches(query, `${c.name} ${c.plural_name} ${c.slug}`)) {
      results.push({
        type: 'category',
        title: c.plural_name,
        subtitle: 'Extended warranty and protection plans',
        path: c.landing_path,
      });
    }
  }
  for (const page of PLAN_PAGES) {
    if (matches(query, page.title))
      results.push({
        type: 'plan',
        title: page.title,
        subtitle: 'Protection plan',
        path: paths.planPage(page),
      });
  }
  const seen = new Set<string>();
  for (const plan of index.plans) {
    const category = plan.category_slug ? index.categoryBySlug.get(plan.category_slug) : undefined;
    const key = `${plan.plan_type}:${plan.category_slug}`;
    if (seen.has(key) || !matches(query, `${plan.display_title} ${plan.name} ${category?.name ?? ''}`))
      continue;
    seen.add(key);
    results.push({
      type: 'plan',
      title: plan.display_title,
      subtitle: category ? category.plural_name : 'Home care',
      path: category?.landing_path ?? '/home-repair-maintenance-plans',
    });
  }
  for (const service of REPAIR_SERVICES) {
    if (matches(query, `${service.name} repair service`)) {
      results.push({
        type: 'repair',
        title: service.name,
        subtitle: 'Doorstep repair',
        path: paths.repair(service),
      });
    }
  }
  const unique = results.filter(
    (r, i) => results.findIndex((o) => o.path === r.path && o.title === r.title) === i,
  );
  return { keyword, count: unique.length, results: unique.slice(0, MAX_RESULTS) };
}

/** Records a search the visitor made and how many results it had (no session: anonymous). */
export async function logKeyword(
  deps: AppDeps,
  body: z.infer<typeof LogSearchKeywordBody>,
  now: Date,
): Promise<void> {
  await logSearchKeyword(deps.db, {
    keyword: body.keyword,
    resultsCount: body.results_count,
    sessionPublicId: null,
    createdAt: now,
  });
}
