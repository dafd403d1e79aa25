export * from './sr-lifecycle';
export * from './sla';
export * from './copay';
export * from './adjudicate';
export * from './sr-number';
export * from './reopen';
export * from './claim-covers';
export * from './desk';
