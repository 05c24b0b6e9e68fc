export * from './escalation';
export * from './routing';
