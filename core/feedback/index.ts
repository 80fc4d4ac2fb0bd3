export * from './schemas';
export * from './window';
