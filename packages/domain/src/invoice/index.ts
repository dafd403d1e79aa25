export * from './gst';
export * from './amount-in-words';
export * from './gst-state-codes';
