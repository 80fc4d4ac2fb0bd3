export * from './registration-search';
export * from './reminders';
