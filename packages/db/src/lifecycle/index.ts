export * from './transition';
export * from './entities';
export * from './service-requests';
export * from './plan-transfers';
export * from './sr-complaints';
