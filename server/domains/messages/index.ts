export { EmailRef } from './emails.graphql';
export { requireSessionAccess, type SessionInfo } from './session-access';
export { classList, type RollPerson } from './session-roll.service';
