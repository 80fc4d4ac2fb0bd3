export * from './activity-types';
export * from './presenters';
export * from './activity-input';
