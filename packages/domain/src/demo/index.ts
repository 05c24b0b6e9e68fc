export * from './demo-buttons';
export * from './demo-rest';
export * from './demo-setup';
