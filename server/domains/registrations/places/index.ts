/**
 * The place engine (issue 24, decisions 009 and 017). Every path that changes a place or a queue
 * goes through it. Its steps, each a file, read in this order:
 *   lock.ts          lock the registration, then the sessions (ascending id)
 *   capacity.ts      the one capacity expression (session_has_room), shared with the trigger
 *   read.ts          read what the decision needs
 *   core/registrations/places.ts   decide (pure): refused, or what is given up and left
 *   write.ts         write the place, then what it gives up
 *   positions.ts     waitlist positions 1..n
 *   serve-queues.ts  serve every queue the change opened, by the leave rule
 *   notify.ts        one email per person per change
 * and the paths: join.ts and participant.ts (participants), ../staff-places.service.ts (staff),
 * ../session-cancellation.service.ts, session-edits.ts (capacity edits and deletions, reached from
 * the programme through server/services/session-places.ts), walk-in.ts (messages/session-roll),
 * and the lottery's publish (allocation/publish.service.ts).
 */
export { hasRoomNow, placesTaken } from './capacity';
export { joinSession, type SessionInput } from './join';
export { lockRegistration, lockSession, lockSessions, missingSessionError, withRetry } from './lock';
export { emailPlaceChange, type PlaceChange, PlaceNotices } from './notify';
export { assertMayWaitFor, joinWaitlist, leaveSession, leaveWaitlist } from './participant';
export { insertWaitlistEntry, type QueuedPerson, removeWaitlistEntry, writeWaitlists } from './positions';
export { ranksOf } from './read';
export {
  afterGivingUp,
  type Cascade,
  promoteFromWaitlist,
  serveOwnQueues,
  serveQueues,
  serveWaitlists,
} from './serve-queues';
export { sessionPlacesEngine } from './session-edits';
export { walkIn } from './walk-in';
export { deletePlace, insertPlace, refusalError } from './write';
