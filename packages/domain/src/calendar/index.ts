export * from './holidays';
