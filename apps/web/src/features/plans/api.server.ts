import 'server-only';
import { cache } from 'react';
import { PlanPageData } from '@kavach/contracts';
import { apiGet } from '@/lib/api-client.server';

/** One plan page's data (null → 404). Cached per request so metadata and page share one call. */
export const getPlanPage = cache((slug: string) =>
  apiGet(`/plan-pages/${encodeURIComponent(slug)}`, PlanPageData),
);
