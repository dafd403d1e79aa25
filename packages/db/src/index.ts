export * from './client';
export * as schema from './schema';
export * from './schema';
export * from './repositories';
export * from './lifecycle';
