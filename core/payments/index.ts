export * from './balance';
export * from './donation';
export * from './money';
export * from './staff-payment';
