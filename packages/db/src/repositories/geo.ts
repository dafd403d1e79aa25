import { and, between, eq, isNotNull, sql } from 'drizzle-orm';
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

/** `%`, `_` and `\` typed by a person match themselves in a LIKE pattern. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Localities of one served city whose office name contains `text` (or whose PIN starts with it),
 * names that start with it first: the place provider behind address suggestions (docs/product/accounts.md#addresses).
 */
export function searchLocalities(db: Db, input: { cityKey: string; text: string; limit: number }) {
  const text = likeLiteral(input.text.trim());
  const contains = `%${text}%`;
  return db
    .select({
      pincode: pincodes.pincode,
      area: pincodes.officeName,
      district: pincodes.district,
      state: pincodes.state,
      cityKey: pincodes.cityKey,
    })
    .from(pincodes)
    .where(
      and(
        eq(pincodes.cityKey, input.cityKey),
        sql`(${pincodes.officeName} ilike ${contains} or ${pincodes.pincode} like ${`${text}%`})`,
      ),
    )
    .orderBy(sql`${pincodes.officeName} ilike ${`${text}%`} desc`, pincodes.officeName, pincodes.pincode)
    .limit(input.limit);
}

/**
 * PIN offices with coordinates inside a box around a point (the tracker map's open-data layer,
 * decision 061): at most `limit`, nearest to the centre first.
 */
export function pincodesInBox(
  db: Db,
  box: {
    minLat: number;
    maxLat: number;
    minLng: number;
    maxLng: number;
    lat: number;
    lng: number;
    limit: number;
  },
) {
  return db
    .select({ pincode: pincodes.pincode, name: pincodes.officeName, lat: pincodes.lat, lng: pincodes.lng })
    .from(pincodes)
    .where(and(between(pincodes.lat, box.minLat, box.maxLat), between(pincodes.lng, box.minLng, box.maxLng)))
    .orderBy(sql`abs(${pincodes.lat} - ${box.lat}) + abs(${pincodes.lng} - ${box.lng})`)
    .limit(box.limit);
}
