import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CITIES, DEVICE_CATEGORIES, PLAN_TYPES } from '@kavach/domain';
import type { Db } from '../client';
import { brands, cities, cityDistricts, deviceCategories, phoneModels, planTypes } from '../schema';
import { cityDistrictRows } from './city-key';
import { CURATED_BRANDS } from './content/brands-curated';
import { FEATURED_CATEGORIES } from './content/marketing';
import { readCsv } from './csv';
import { insertChunked } from './insert-chunked';
import { importPincodes, type PincodeFilter } from './pincodes';

type BrandRow = typeof brands.$inferInsert;
type PhoneModelRow = Omit<typeof phoneModels.$inferInsert, 'id'>;

/** Taxonomy tables from @kavach/domain: plan types, categories, cities and their districts. */
export async function importTaxonomy(db: Db): Promise<Record<string, number>> {
  await db.insert(planTypes).values(
    PLAN_TYPES.map((t) => ({
      key: t.key,
      name: t.name,
      productTypeGroup: t.group,
      navSection: t.navSection,
      cartType: t.cartType,
    })),
  );
  await db.insert(deviceCategories).values(
    DEVICE_CATEGORIES.map((c, i) => {
      const featuredAt = FEATURED_CATEGORIES.indexOf(c.slug);
      return {
        slug: c.slug,
        pluralSlug: c.pluralSlug,
        questionSlug: c.questionSlug,
        name: c.name,
        pluralName: c.pluralName,
        group: c.group,
        planTypes: [...c.planTypes],
        ewTenuresYears: [...c.ewTenuresYears],
        featured: featuredAt >= 0,
        sortOrder: featuredAt >= 0 ? featuredAt + 1 : 100 + i,
      };
    }),
  );
  await db.insert(cities).values(
    CITIES.map((c, i) => ({
      key: c.key,
      name: c.name,
      slug: c.slug,
      coverageName: c.coverageName,
      sortOrder: i + 1,
    })),
  );
  const districts = cityDistrictRows();
  await db.insert(cityDistricts).values(districts);
  return {
    plan_types: PLAN_TYPES.length,
    device_categories: DEVICE_CATEGORIES.length,
    cities: CITIES.length,
    city_districts: districts.length,
  };
}

/** Brand rows: device-brands.json keyed via DEVICE_CATEGORIES[].brandsKey, else curated; "Other" last. */
export function brandRows(json: Readonly<Record<string, readonly string[]>>): BrandRow[] {
  return DEVICE_CATEGORIES.flatMap((c) => {
    const source = (c.brandsKey ? json[c.brandsKey] : undefined) ?? CURATED_BRANDS[c.slug] ?? [];
    const seen = new Set<string>();
    const names = [...source, 'Other'].filter((n) => {
      const key = n.trim().toLowerCase();
      if (!key || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    return names.map((name, i) => ({ categorySlug: c.slug, name: name.trim(), sortOrder: i + 1 }));
  });
}

export async function importBrands(db: Db, dataDir: string): Promise<number> {
  const json = JSON.parse(await readFile(join(dataDir, 'device-brands.json'), 'utf8')) as Record<
    string,
    string[]
  >;
  const rows = brandRows(json);
  await insertChunked(db, brands, rows);
  return rows.length;
}

const optionalInt = (s: string | undefined): number | null => {
  const n = Number.parseInt(s ?? '', 10);
  return Number.isFinite(n) ? n : null;
};

/** phone-models.csv → phone_models (launch price ₹ → paise). */
export async function importPhoneModels(db: Db, dataDir: string): Promise<number> {
  const rows: PhoneModelRow[] = [];
  for await (const r of readCsv(join(dataDir, 'phone-models.csv'))) {
    const price = optionalInt(r.launch_price_inr);
    const year = optionalInt(r.launch_year);
    if (!r.brand || !r.model || price === null || year === null) continue;
    rows.push({
      brand: r.brand,
      model: r.model,
      deviceType: r.device_type === 'tablet' ? 'tablet' : 'phone',
      storageGb: optionalInt(r.storage_gb),
      launchPricePaise: price * 100,
      launchYear: year,
    });
  }
  await insertChunked(db, phoneModels, rows);
  return rows.length;
}

export interface ReferenceOptions {
  dataDir: string;
  pincodeFilter?: PincodeFilter;
}

/** All reference data: taxonomy, pincodes, brands and phone models. */
export async function importReference(db: Db, options: ReferenceOptions): Promise<Record<string, number>> {
  const counts = await importTaxonomy(db);
  counts.pincodes = await importPincodes(db, options.dataDir, options.pincodeFilter);
  counts.brands = await importBrands(db, options.dataDir);
  counts.phone_models = await importPhoneModels(db, options.dataDir);
  return counts;
}
