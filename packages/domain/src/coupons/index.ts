export * from './coupon-code';
export * from './coupon-messages';
export * from './allocate-discount';
export * from './coupon-rules';
