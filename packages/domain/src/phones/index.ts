export * from './app-settings';
export * from './escalation';
export * from './routing';
