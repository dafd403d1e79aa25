import { REFERENCE_DATA_DIR, seed } from '@kavach/db/seed';
import type { Db } from '@kavach/db';

/** PIN prefixes of the six cities' cores plus a non-served one (Itanagar, 791). */
export const TEST_PIN_PREFIXES = ['4000', '1100', '5600', '6000', '1220', '2013', '5000', '4110', '791'];

/**
 * The moment every API test starts at (the fixture's clock). The seed's dated content — coupons
 * valid from 7 days before the seed date, seasonal banners — is dated from it too: seeded from the
 * wall clock, KAVACH10 began a week after the tests' "now" once the calendar passed 28 Nov 2026.
 */
export const TEST_START = new Date('2026-11-21T06:30:00Z');

/** What every API test file's database holds: the catalogue and the reference data of the test PINs. */
export const seedTestDb = (db: Db) =>
  seed(db, { dataDir: REFERENCE_DATA_DIR, pincodeFilter: { prefixes: TEST_PIN_PREFIXES }, now: TEST_START });
