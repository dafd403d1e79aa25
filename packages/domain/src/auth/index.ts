export * from './sign-in-throttle';
export * from './phone-claim';
export * from './device-label';
