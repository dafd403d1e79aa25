import type { Cart, CartItem } from '@kavach/contracts';
import { cartLines, findPincode, type CartLine, type CartRow, type DbOrTx } from '@kavach/db';
import {
  cartTotals,
  isCartType,
  isCityKey,
  isItemServiceable,
  lineTotalPaise,
  postpaidAllowed,
} from '@kavach/domain';
import type { CartType, CityKey } from '@kavach/domain';
import type { CurrentSession } from '../../lib/current-session';
import { cartDiscount, type CartDiscount } from './cart-discount';

type PinCity = { known: boolean; cityKey: CityKey | null };

/** The city of the cart's PIN code (the PIN directory is reference data), or null without one. */
async function pincodeCity(db: DbOrTx, pincode: string | null): Promise<PinCity | null> {
  if (!pincode) return null;
  const row = await findPincode(db, pincode);
  return row
    ? { known: true, cityKey: isCityKey(row.cityKey) ? row.cityKey : null }
    : { known: false, cityKey: null };
}

function itemOf(line: CartLine, discount: CartDiscount | null, serviceable: boolean | null): CartItem {
  const discountPaise = discount?.allocations.get(line.id) ?? 0;
  return {
    id: line.id,
    sku: line.sku,
    title: line.name,
    display_title: line.displayTitle,
    category: line.categoryName,
    category_type: line.categorySlug,
    group: line.categoryGroup,
    product_type: line.productTypeGroup,
    item_type: line.cartType as CartType,
    duration: line.tenureMonths,
    unit_price: line.pricePaise,
    mrp: line.mrpPaise,
    total_price: lineTotalPaise({ unitPricePaise: line.pricePaise, quantity: line.quantity }),
    discount_amount: discountPaise,
    discount_code: discountPaise > 0 ? (discount?.code ?? null) : null,
    quantity: line.quantity,
    is_renewals: line.isRenewal,
    serviceable,
    parent_plan: line.parentItemId,
    device_detail: line.deviceDetail,
    slot: line.slot ?? null,
  };
}

/**
 * The cart as the client sees it (docs/product/cart.md#what-a-cart-holds Cart): every amount recomputed from catalogue prices on
 * each call; the coupon re-validated against the current lines (docs/product/security-tests.md#t7-7).
 */
export async function buildCartView(
  db: DbOrTx,
  cart: CartRow,
  session: CurrentSession,
  now: Date,
  preloaded?: CartLine[],
): Promise<Cart> {
  return (await priceCart(db, cart, session, now, preloaded)).view;
}

/** The cart view together with the catalogue lines it was computed from (same order). */
export async function priceCart(
  db: DbOrTx,
  cart: CartRow,
  session: CurrentSession,
  now: Date,
  /** The cart's lines when the caller read them with the cart (readCart). */
  preloaded?: CartLine[],
): Promise<{ view: Cart; lines: CartLine[] }> {
  const [lines, pin] = await Promise.all([
    preloaded ?? cartLines(db, cart.id),
    pincodeCity(db, cart.pincode),
  ]);
  const discount = await cartDiscount(db, cart, lines, session, now);
  const items = lines.map((l) =>
    itemOf(
      l,
      discount,
      pin
        ? isItemServiceable({
            itemType: l.cartType as CartType,
            categorySlug: l.categorySlug,
            pincodeKnown: pin.known,
            cityKey: pin.cityKey,
          })
        : null,
    ),
  );
  const totals = cartTotals(
    items.map((i) => ({
      id: i.id,
      itemType: i.item_type,
      unitPricePaise: i.unit_price,
      quantity: i.quantity,
      parentItemId: i.parent_plan,
      discountPaise: i.discount_amount,
    })),
  );
  const view: Cart = {
    token_id: cart.token,
    type: isCartType(cart.type) ? cart.type : null,
    channel: cart.channel,
    city: isCityKey(cart.city) ? cart.city : null,
    pincode: cart.pincode,
    version: cart.version,
    currency: 'INR',
    items,
    item_total: totals.itemTotalPaise,
    discount_total: totals.discountTotalPaise,
    total: totals.totalPaise,
    quantity: totals.quantity,
    total_items: totals.totalItems,
    discount_code: discount?.valid ? discount.code : null,
    discount_code_message: discount?.message ?? null,
    discount_error: discount && !discount.valid ? discount.errorCode : null,
    name: cart.name,
    email: cart.email,
    phone: cart.phone,
    address: cart.address ?? null,
    verified_phone: session.verifiedPhone,
    otp_verified: session.verifiedPhone !== null && session.verifiedPhone === cart.phone,
    pay_later_allowed: postpaidAllowed({
      type: cart.type,
      lines: lines.map((l) => ({ itemType: l.cartType, categoryType: l.categorySlug })),
    }),
  };
  return { view, lines };
}
