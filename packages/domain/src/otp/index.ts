export * from './otp-rules';
export * from './otp-code-state';
