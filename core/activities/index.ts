export * from './activity-types';
export * from './presenters';
export * from './activity-input';
export * from './programme-input';
