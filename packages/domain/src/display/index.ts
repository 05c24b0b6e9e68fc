export * from './call-filter';
export * from './call-order';
export * from './clock';
export * from './codes';
export * from './display-groups';
export * from './presence';
export * from './schedule';
export * from './weekend';
