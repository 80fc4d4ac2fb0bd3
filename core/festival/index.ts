export * from './current';
export * from './dates';
export * from './festival-input';
