// The fleet's numbers travel with the display's rules: the display and the phone send what the server judges.
export * from '../fleet/fleet';
export * from './call-filter';
export * from './call-order';
export * from './clock';
export * from './codes';
export * from './display-groups';
export * from './presence';
export * from './schedule';
export * from './weekend';
