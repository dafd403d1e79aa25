export * from './cart-type';
export * from './cart-totals';
export * from './plan-price';
