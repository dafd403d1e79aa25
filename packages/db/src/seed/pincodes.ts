import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '../client';
import { pincodes } from '../schema';
import { createCityKeyResolver } from './city-key';
import { readCsv } from './csv';

export type PincodeRow = typeof pincodes.$inferInsert;

/** Restricts the PIN import (tests import a few PINs instead of 19,306). */
export interface PincodeFilter {
  /** Keep only PINs starting with one of these prefixes (1–6 digits). */
  prefixes?: readonly string[];
  /** Stop after this many PINs (after the prefix filter). */
  limit?: number;
}

/** One post-office line of india-pincodes.csv. */
export interface PostOffice {
  officeName: string;
  officeType: string;
  delivery: string;
  district: string;
  state: string;
  lat: number | null;
  lng: number | null;
}

const BATCH_SIZE = 1000;

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  const m = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return Math.round(m * 1e6) / 1e6;
}

/** HO first, then delivery POs, then delivery BOs, then the rest. */
function officeRank(o: PostOffice): number {
  if (o.officeType === 'HO') return 0;
  if (o.delivery !== 'Delivery') return 3;
  return o.officeType === 'PO' ? 1 : 2;
}

/**
 * Reduces the offices of one PIN to one row: the majority (district, state); ties go to the pair
 * holding a head office, then to the pair with more delivery offices, then to the first seen.
 * Office name: best-ranked office of that district. Lat/lng: median of its offices' coordinates.
 */
export function summarisePincode(
  pincode: string,
  offices: readonly PostOffice[],
  cityKeyOf: (district: string, state: string) => string | null,
): PincodeRow {
  const groups = new Map<string, { offices: PostOffice[]; hasHo: boolean; delivery: number }>();
  for (const o of offices) {
    const key = `${o.district}|${o.state}`;
    const g = groups.get(key) ?? { offices: [], hasHo: false, delivery: 0 };
    g.offices.push(o);
    g.hasHo ||= o.officeType === 'HO';
    if (o.delivery === 'Delivery') g.delivery += 1;
    groups.set(key, g);
  }
  let best: { offices: PostOffice[]; hasHo: boolean; delivery: number } | undefined;
  for (const g of groups.values()) {
    if (
      !best ||
      g.offices.length > best.offices.length ||
      (g.offices.length === best.offices.length &&
        (Number(g.hasHo) > Number(best.hasHo) || (g.hasHo === best.hasHo && g.delivery > best.delivery)))
    ) {
      best = g;
    }
  }
  if (!best) throw new Error(`PIN ${pincode} has no offices`);
  const chosen = best.offices;
  const office = chosen.reduce((a, b) => (officeRank(b) < officeRank(a) ? b : a));
  const located = chosen.filter((o) => o.lat !== null && o.lng !== null);
  return {
    pincode,
    district: office.district,
    state: office.state,
    officeName: office.officeName,
    cityKey: cityKeyOf(office.district, office.state),
    lat: median(located.map((o) => o.lat!)),
    lng: median(located.map((o) => o.lng!)),
  };
}

const toCoord = (s: string | undefined): number | null => {
  if (!s) return null;
  const n = Number(s);
  return Number.isFinite(n) ? n : null;
};

/**
 * The PIN directory in `dataDir`: the project's gzip'd copy (`india-pincodes.csv.gz`, see
 * scripts/reference-data.mjs), else a plain `india-pincodes.csv` (a full source folder given as
 * KAVACH_DATA_DIR).
 */
export function pincodeFile(dataDir: string): string {
  const gz = join(dataDir, 'india-pincodes.csv.gz');
  return existsSync(gz) ? gz : join(dataDir, 'india-pincodes.csv');
}

/**
 * Streams india-pincodes.csv (sorted by PIN, one line per post office), folds each PIN's offices
 * into one row and inserts them 1,000 at a time. Call inside the seed transaction.
 */
export async function importPincodes(db: Db, dataDir: string, filter: PincodeFilter = {}): Promise<number> {
  const cityKeyOf = createCityKeyResolver();
  const prefixes = filter.prefixes;
  const limit = filter.limit ?? Infinity;
  const done = new Set<string>();
  let batch: PincodeRow[] = [];
  // Assigned inside closeGroup(): typed with `as` so control flow does not narrow it to null.
  let current = null as { pincode: string; offices: PostOffice[] } | null;
  let count = 0;

  const flushBatch = async () => {
    if (batch.length === 0) return;
    await db.insert(pincodes).values(batch);
    batch = [];
  };
  const closeGroup = async () => {
    if (!current) return;
    if (done.has(current.pincode)) {
      throw new Error(`india-pincodes.csv is not sorted by pincode (${current.pincode} repeats)`);
    }
    done.add(current.pincode);
    batch.push(summarisePincode(current.pincode, current.offices, cityKeyOf));
    count += 1;
    current = null;
    if (batch.length >= BATCH_SIZE) await flushBatch();
  };

  for await (const r of readCsv(pincodeFile(dataDir))) {
    const pin = (r.pincode ?? '').trim();
    if (!/^\d{6}$/.test(pin)) continue;
    if (prefixes && !prefixes.some((p) => pin.startsWith(p))) continue;
    if (current?.pincode !== pin) {
      await closeGroup();
      if (count >= limit) break;
      current = { pincode: pin, offices: [] };
    }
    current.offices.push({
      officeName: r.office_name ?? '',
      officeType: r.office_type ?? '',
      delivery: r.delivery ?? '',
      district: r.district ?? '',
      state: r.state ?? '',
      lat: toCoord(r.latitude),
      lng: toCoord(r.longitude),
    });
  }
  await closeGroup();
  await flushBatch();
  return count;
}
