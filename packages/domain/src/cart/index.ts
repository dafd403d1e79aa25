export * from './cart-type';
export * from './cart-totals';
export * from './plan-price';
export * from './serviceability';
export * from './removal';
export * from './pay-later';
