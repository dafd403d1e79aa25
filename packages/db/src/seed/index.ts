import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { deviceCategories } from '../schema';
import { importContent } from './import-content';
import type { PincodeFilter } from './pincodes';
import { importReference } from './reference';

export type { PincodeFilter } from './pincodes';
export { importPincodes, summarisePincode } from './pincodes';
export { createCityKeyResolver, cityDistrictRows } from './city-key';
export { importReference } from './reference';
export { REFERENCE_DATA_DIR } from './data-dir';
export { seedPlans } from './content/plans';
export { ONE_OFF_TENURE_MONTHS } from './content/pricing';

export interface SeedOptions {
  /** Folder holding india-pincodes.csv, device-brands.json and phone-models.csv. */
  dataDir: string;
  /** Import only some PINs (tests); default: all 19,306. */
  pincodeFilter?: PincodeFilter;
  /** Clock for date-dependent content (seasonal banners); default: now. */
  now?: Date;
}

export interface SeedResult {
  /** false when the database already held a catalogue and nothing was written. */
  seeded: boolean;
  /** Rows inserted per table (empty when seeded is false). */
  counts: Record<string, number>;
}

/** Arbitrary constant key serialising concurrent seeders (transaction-scoped advisory lock). */
const SEED_LOCK_KEY = 4_242_001;

/** True when the catalogue (device_categories) already has rows. */
export async function isSeeded(db: Db): Promise<boolean> {
  const rows = await db.select({ slug: deviceCategories.slug }).from(deviceCategories).limit(1);
  return rows.length > 0;
}

/**
 * Seed-if-empty: when device_categories has rows nothing happens (`seeded: false`); otherwise all
 * reference data and content are inserted in one transaction, parents before children.
 */
export async function seed(db: Db, options: SeedOptions): Promise<SeedResult> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (await isSeeded(tx)) return { seeded: false, counts: {} };
    const reference = await importReference(tx, {
      dataDir: options.dataDir,
      pincodeFilter: options.pincodeFilter,
    });
    const content = await importContent(tx, now);
    return { seeded: true, counts: { ...reference, ...content } };
  });
}
