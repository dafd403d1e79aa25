import { parseVariant } from './variant';
import type { Variant } from './variant';

/** Props of a page directly under `src/app/[v]/`. */
export interface VariantPageProps {
  params: Promise<{ v: string }>;
}

export async function variantOf(props: VariantPageProps): Promise<Variant> {
  return parseVariant((await props.params).v);
}
