export * from './passwords';
export * from './redirects';
export * from './schemas';
