import { z } from 'zod';
import { CART_TYPES, MAX_LINE_QUANTITY } from '@kavach/domain';
import type { CartType as DomainCartType } from '@kavach/domain';
import { CityKey, Paise } from './common';

/**
 * Cart wire shapes (docs/product/cart.md#what-a-cart-holds Cart, Cart item; docs/product/api.md#cart). Every amount is integer paise and is
 * computed by the server from the catalogue: no request body carries a price (docs/product/security-tests.md#t7-3, strict schemas).
 */
export const CartTypeKey = z.enum(CART_TYPES as [DomainCartType, ...DomainCartType[]]);

/** Public cart token (`token_id`): 43 base64url characters (256 random bits). */
export const CartToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Not a cart token');
export const CartTokenParams = z.object({ id: CartToken }).strict();
export const CartItemParams = z
  .object({
    id: z.coerce
      .number()
      .int()
      .positive()
      .max(2 ** 53 - 1),
  })
  .strict();

export const Pincode = z.string().regex(/^[1-9][0-9]{5}$/, 'Enter a 6-digit PIN code');

export const DeviceDetail = z
  .object({
    category: z.string().max(60).optional(),
    category_type: z.string().max(60).optional(),
    brand: z.string().trim().max(60).optional(),
    serial: z.string().trim().max(40).optional(),
    device_name: z.string().trim().max(80).optional(),
    device_price: Paise.max(100_000_000_00).optional(),
    model: z.string().trim().max(80).optional(),
    device_id: z.string().trim().max(40).optional(),
  })
  .strict();
export type DeviceDetail = z.infer<typeof DeviceDetail>;

export const Quantity = z.number().int().min(1).max(MAX_LINE_QUANTITY);

/** One item to add: a plan by SKU, its tenure and (for banded plans) the device price in paise. */
export const AddItem = z
  .object({
    sku: z.string().min(1).max(80),
    tenure_months: z.number().int().min(0).max(120),
    device_price: Paise.max(100_000_000_00).optional(),
    quantity: Quantity.default(1),
    parent_item_id: z.number().int().positive().optional(),
    device_detail: DeviceDetail.optional(),
  })
  .strict();
export type AddItem = z.infer<typeof AddItem>;

export const CreateCartBody = z
  .object({
    data: z
      .object({ tabId: z.string().max(64).optional(), city: CityKey.optional() })
      .strict()
      .default({}),
  })
  .strict();
export const AddItemBody = z.object({ data: AddItem.extend({ city: CityKey.optional() }).strict() }).strict();
export const AddItemsBody = z
  .object({ data: z.object({ items: z.array(AddItem).min(1).max(20), city: CityKey.optional() }).strict() })
  .strict();
/** POST /v3/cart/renewal: renew the signed-in customer's plan (decision 091), by its osid. */
export const RenewPlanBody = z.object({ osid: z.string().trim().min(8).max(64) }).strict();
export type RenewPlanBody = z.infer<typeof RenewPlanBody>;
export const SetQuantityBody = z.object({ quantity: Quantity }).strict();
export const UpdateItemBody = z
  .object({
    tenure_months: z.number().int().min(0).max(120).optional(),
    device_price: Paise.max(100_000_000_00).optional(),
    slot: z
      .object({ date: z.iso.date(), time: z.string().max(20) })
      .strict()
      .nullable()
      .optional(),
  })
  .strict();
export const DeviceDetailBody = z.object({ device_detail: DeviceDetail }).strict();

export const CartAddress = z
  .object({
    address: z.string().trim().min(3).max(200),
    address2: z.string().trim().max(200).nullable().optional(),
    landmark: z.string().trim().max(100).nullable().optional(),
    pincode: Pincode,
  })
  .strict();

/** POST /v3/cart/{id}: personal details and address (each optional; sent as the customer types). */
export const UpdateCartBody = z
  .object({
    name: z.string().trim().min(1).max(80).optional(),
    email: z.string().trim().max(120).optional(),
    phone: z.string().trim().max(20).optional(),
    address: CartAddress.optional(),
  })
  .strict();
export const UpdateCartGenericBody = z
  .object({
    data: z
      .object({ city: CityKey.optional(), pincode: Pincode.optional(), tabId: z.string().max(64).optional() })
      .strict(),
    application: z.string().max(40).optional(),
  })
  .strict();
export const UpdateCityBody = z.object({ city: CityKey }).strict();
export const ServiceableQuery = z.object({ pincode: Pincode }).strict();
export const DiscountBody = z.object({ code: z.string().max(64), token_id: CartToken.optional() }).strict();
export const RemoveDiscountBody = z.object({ token_id: CartToken.optional() }).strict();
export const CreateLeadBody = z
  .object({
    name: z.string().trim().max(80).optional(),
    phone: z.string().trim().min(10).max(20),
    email: z.string().trim().max(120).optional(),
    city: CityKey.optional(),
  })
  .strict();

export const CartItem = z.object({
  id: z.number().int(),
  sku: z.string(),
  title: z.string(),
  display_title: z.string(),
  category: z.string().nullable(),
  category_type: z.string().nullable(),
  group: z.string().nullable(),
  product_type: z.string(),
  item_type: CartTypeKey,
  duration: z.number().int().describe('tenure in months; 0 = one-off service'),
  unit_price: Paise,
  mrp: Paise,
  total_price: Paise,
  discount_amount: Paise,
  discount_code: z.string().nullable(),
  quantity: z.number().int(),
  is_renewals: z.boolean(),
  serviceable: z.boolean().nullable(),
  parent_plan: z.number().int().nullable(),
  device_detail: DeviceDetail,
  slot: z.object({ date: z.string(), time: z.string() }).nullable(),
});
export type CartItem = z.infer<typeof CartItem>;

export const Cart = z.object({
  token_id: CartToken,
  type: CartTypeKey.nullable(),
  channel: z.string(),
  city: CityKey.nullable(),
  pincode: z.string().nullable(),
  version: z.number().int(),
  currency: z.literal('INR'),
  items: z.array(CartItem),
  item_total: Paise,
  discount_total: Paise,
  total: Paise,
  quantity: z.number().int(),
  total_items: z.number().int(),
  discount_code: z.string().nullable(),
  discount_code_message: z.string().nullable(),
  /** Error code of an applied coupon that no longer holds (docs/product/cart.md#what-a-cart-holds discount_error), else null. */
  discount_error: z.string().nullable(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z
    .object({
      address: z.string(),
      address2: z.string().nullable().optional(),
      landmark: z.string().nullable().optional(),
      city: z.string(),
      state: z.string(),
      pincode: z.string(),
    })
    .nullable(),
  verified_phone: z.string().nullable(),
  otp_verified: z.boolean(),
  pay_later_allowed: z.boolean(),
});
export type Cart = z.infer<typeof Cart>;

export const CartResponse = z.object({ cart: Cart, message: z.string().optional() });
export type CartResponse = z.infer<typeof CartResponse>;

/** 409 when the item's type does not fit the cart (docs/product/cart.md#cart-types): the client offers to replace the cart. */
export const CartConflict = z.object({
  error_code: z.literal('CART_TYPE_CONFLICT'),
  message: z.string(),
  cart_type: CartTypeKey,
  item_type: CartTypeKey,
  request_id: z.string().optional(),
});

export const DiscountResponse = z.object({
  discount_message: z.object({
    is_valid: z.boolean(),
    discount_code: z.string().nullable(),
    discount_amount: Paise,
    token_id: CartToken,
    message: z.string(),
    error_code: z.string().optional(),
  }),
  cart: Cart,
});
export type DiscountResponse = z.infer<typeof DiscountResponse>;

export const ServiceableResponse = z.object({
  pincode: z.string(),
  city: CityKey.nullable(),
  serviceable: z.boolean(),
  items: z.record(z.string(), z.boolean()),
  cart: Cart,
});
export type ServiceableResponse = z.infer<typeof ServiceableResponse>;

/** docs/product/api.md#slots-and-addresses slot answer: map of date (YYYY-MM-DD) to timings with is_available. */
export const SlotAvailabilityResponse = z.object({
  data: z.record(z.string(), z.array(z.object({ slot_time: z.string(), is_available: z.boolean() }))),
});
export type SlotAvailabilityResponse = z.infer<typeof SlotAvailabilityResponse>;
