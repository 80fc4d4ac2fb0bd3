export * from './search';
export * from './search-query';
