export * from './calls/manual-close';
export * from './constants/constants';
export * from './license/license';
export * from './permissions/access';
export * from './permissions/catalogue';
export * from './permissions/principal';
export * from './validation/formats';
export * from './validation/issue';
