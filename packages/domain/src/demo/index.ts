export * from './demo-buttons';
export * from './demo-setup';
