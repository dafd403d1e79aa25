import 'server-only';
import { cache } from 'react';
import { RepairPageData } from '@kavach/contracts';
import { apiGet } from '@/lib/api-client.server';

/** One repair page's data, generic or city (null → 404). Shared by metadata and page. */
export const getRepairPage = cache((slug: string) =>
  apiGet(`/repair-pages/${encodeURIComponent(slug)}`, RepairPageData),
);
