export * from './plan-status';
export * from './plan-card';
export * from './plan-tenure';
export * from './activation-rules';
export * from './eligibility';
export * from './activation-sections';
export * from './coverage-dates';
export * from './sales-channel';
