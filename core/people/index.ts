export * from './cities';
export * from './city-search';
export * from './countries';
export * from './names';
export * from './permissions';
