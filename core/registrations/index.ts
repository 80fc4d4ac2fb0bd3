export * from './phase';
export * from './pricing';
export * from './rules';
export * from './schemas';
