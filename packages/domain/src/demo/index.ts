export * from './demo-buttons';
