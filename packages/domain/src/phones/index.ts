export * from './app-clients';
export * from './app-settings';
export * from './coverage';
export * from './escalation';
export * from './routing';
