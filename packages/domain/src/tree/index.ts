export * from './battery';
export * from './inheritance';
export * from './locks';
export * from './node-defaults';
export * from './node-kinds';
export * from './node-rules';
export * from './permissions';
export * from './structure';
