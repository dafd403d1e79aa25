import { loadCatalogue, type Db } from '@kavach/db';
import { memo } from '../../lib/cache';
import type { Clock } from '../../lib/clock';
import { indexCatalogue, type CatalogueIndex } from './catalogue.mapper';

const CATALOGUE_TTL_MS = 60_000;
export type CatalogueProvider = () => Promise<CatalogueIndex>;

/**
 * One cached catalogue index per app instance, shared by content, pages and search: the one cache
 * between the API and the database (decision 050), one TTL, on the app's clock.
 */
export function createCatalogueProvider(db: Db, clock: Clock): CatalogueProvider {
  return memo(CATALOGUE_TTL_MS, async () => indexCatalogue(await loadCatalogue(db)), clock);
}
