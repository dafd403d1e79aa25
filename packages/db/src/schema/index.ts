export * from './catalogue';
export * from './content';
export * from './geo';
export * from './session';
export * from './outbox';
export * from './support';
