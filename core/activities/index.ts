export * from './activity-input';
export * from './activity-types';
export * from './presenters';
export * from './programme-changes';
export * from './programme-input';
export * from './programme-search';
export * from './timetable-clashes';
