import { loadCatalogue, type Db } from '@kavach/db';
import { memo } from '../../lib/cache';
import { indexCatalogue, type CatalogueIndex } from './catalogue.mapper';

const CATALOGUE_TTL_MS = 60_000;
export type CatalogueProvider = () => Promise<CatalogueIndex>;

/** One cached catalogue index per app instance, shared by content, pages and search. */
export function createCatalogueProvider(db: Db): CatalogueProvider {
  return memo(CATALOGUE_TTL_MS, async () => indexCatalogue(await loadCatalogue(db)));
}
