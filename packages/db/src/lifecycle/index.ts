export * from './transition';
export * from './entities';
