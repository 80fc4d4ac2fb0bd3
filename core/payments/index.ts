export * from './money';
export * from './balance';
export * from './donation';
