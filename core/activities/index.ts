export * from './activity-types';
export * from './presenters';
