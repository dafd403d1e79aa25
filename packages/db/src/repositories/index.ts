export * from './catalogue';
export * from './geo';
export * from './support';
