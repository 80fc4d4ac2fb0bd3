export * from './dates';
export * from './festival-input';
