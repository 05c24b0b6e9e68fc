export * from './audit';
export * from './events';
export * from './licenses';
export * from './sessions';
export * from './settings';
export * from './systems';
export * from './users';
