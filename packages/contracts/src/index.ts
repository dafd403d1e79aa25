export * from './common';
export * from './catalogue';
export * from './content';
export * from './geo';
export * from './session';
export * from './support';
export * from './cart';
