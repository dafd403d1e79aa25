export * from './sign-in-throttle';
export * from './phone-claim';
