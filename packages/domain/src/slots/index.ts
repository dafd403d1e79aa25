export * from './slot-labels';
export * from './slot-rules';
