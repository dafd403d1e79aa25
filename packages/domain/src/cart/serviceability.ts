import type { CityKey } from '../catalogue/cities';
import { REPAIR_SERVICES } from '../catalogue/repair-services';
import type { CartType } from './cart-type';

export interface ServiceabilityInput {
  itemType: CartType;
  /** Device category (singular slug) of the item's plan, if any. */
  categorySlug: string | null;
  /** The PIN code was found in the directory. */
  pincodeKnown: boolean;
  /** Served city of the PIN code (null = outside the six cities). */
  cityKey: CityKey | null;
}

/**
 * docs/product/cart.md#serviceability Cart serviceability, per item for a PIN code:
 * - an unknown PIN code serves nothing;
 * - protection plans (extended warranty, damage, screen, total care) are served anywhere in India:
 *   claims go through pick-up and drop or authorised centres (docs/product/service-requests.md#appointments-and-slots process types);
 * - AMC and home-care visits need a technician: only PIN codes of the six served cities;
 * - insta-repair also needs its repair service to cover that city (docs/product/catalogue.md#repair-pages-and-city-coverage cities per repair service).
 */
export function isItemServiceable(input: ServiceabilityInput): boolean {
  if (!input.pincodeKnown) return false;
  switch (input.itemType) {
    case 'protection-plan':
    case 'total-protection':
      return true;
    case 'amc':
    case 'homecare':
      return input.cityKey !== null;
    case 'insta-repair': {
      if (input.cityKey === null) return false;
      const service = REPAIR_SERVICES.find((s) => s.categorySlug === input.categorySlug);
      return service ? service.cities.includes(input.cityKey) : true;
    }
  }
}
