import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { isTx, prepared } from './prepared';
import type { DbOrTx } from './tx';
import { pincodes } from '../schema';

export async function findPincode(db: DbOrTx, pincode: string) {
  const [row] = isTx(db)
    ? await db.select().from(pincodes).where(eq(pincodes.pincode, pincode))
    : await prepared(db, 'pincode', () =>
        db
          .select()
          .from(pincodes)
          .where(eq(pincodes.pincode, sql.placeholder('pincode')))
          .prepare('pincode'),
      ).execute({ pincode });
  return row ?? null;
}

/** PINs inside served cities that have coordinates (for nearest-city lookups). */
export function listServedPincodesWithCoords(db: Db) {
  return db
    .select({ pincode: pincodes.pincode, cityKey: pincodes.cityKey, lat: pincodes.lat, lng: pincodes.lng })
    .from(pincodes)
    .where(and(isNotNull(pincodes.cityKey), isNotNull(pincodes.lat), isNotNull(pincodes.lng)));
}
