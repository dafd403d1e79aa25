import { count, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../client';
import { pincodes } from '../schema';
import { seed, type SeedResult } from './index';
import { createTestDb } from '../testing';
import { REFERENCE_DATA_DIR as DATA_DIR } from './data-dir';

/**
 * Imports every PIN of the project's compact PIN directory (packages/db/data, derived from the
 * India Post directory: 19,306 unique PINs; NOTICE) and logs how long the whole seed took.
 */
describe('seed (full PIN import)', () => {
  let handle: DbHandle;
  let result: SeedResult;
  let elapsedMs = 0;

  beforeAll(async () => {
    handle = await createTestDb('pglite');
    const started = performance.now();
    result = await seed(handle.db, { dataDir: DATA_DIR });
    elapsedMs = performance.now() - started;
    console.info(`full seed: ${Math.round(elapsedMs)} ms`, result.counts);
  });
  afterAll(() => handle.close());

  it("imports one row per unique PIN from the gzip'd copy in packages/db/data", async () => {
    expect(result.counts.pincodes).toBe(19306);
    const [row] = await handle.db.select({ n: count() }).from(pincodes);
    expect(row?.n).toBe(19306);
  });

  it('maps thousands of PINs to the six cities and leaves the rest null', async () => {
    const rows = await handle.db
      .select({ city: pincodes.cityKey, n: count() })
      .from(pincodes)
      .where(isNotNull(pincodes.cityKey))
      .groupBy(pincodes.cityKey);
    const byCity = Object.fromEntries(rows.map((r) => [r.city, r.n]));
    for (const city of ['mumbai', 'delhi-ncr', 'bangalore', 'pune', 'hyderabad', 'chennai']) {
      expect(byCity[city], city).toBeGreaterThan(50);
    }
  });
});
