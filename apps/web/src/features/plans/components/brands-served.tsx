import { Section } from '@/features/content/components/section';

/** Brands we cover for the page's device category. */
export function BrandsServed({ brands, deviceName }: { brands: readonly string[]; deviceName: string }) {
  if (brands.length === 0) return null;
  return (
    <Section id="brands" title={`${deviceName} brands we cover`}>
      <ul className="flex flex-wrap gap-2">
        {brands.map((b) => (
          <li key={b} className="kv-brand">
            {b}
          </li>
        ))}
      </ul>
    </Section>
  );
}
