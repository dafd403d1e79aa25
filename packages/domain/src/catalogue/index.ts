export * from './cities';
export * from './plan-types';
export * from './categories';
export * from './repair-services';
export * from './plan-pages';
