export { ActivityRef, ActivityTypeEnum, SessionRef } from './activities.graphql';
export {
  type ActivityRow,
  findActivityBySlug,
  isSessionFull,
  loadActivities,
  loadSessions,
  offeredWorkshopSessions,
  placementCounts,
  type SessionRow,
} from './activities.service';
export { activityPictureTarget } from './activity-picture';
export { type FestivalProgramme, festivalProgramme } from './programme-snapshot';
export { recordSessionStatus } from './programme-versions.service';
export { SCHEDULE_JSON_PATH, SCHEDULE_XML_PATH, scheduleFeedRoutes } from './schedule-feed';
export { updateSession } from './session-admin.service';
