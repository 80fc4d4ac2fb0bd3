export * from './cities';
export * from './countries';
export * from './permissions';
