export * from './money';
export * from './balance';
