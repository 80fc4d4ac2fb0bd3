export * from './messages';
export * from './single-line';
