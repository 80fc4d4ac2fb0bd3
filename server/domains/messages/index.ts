export { EmailRef } from './emails.graphql';
export { classList, type RollPerson, requireSessionAccess, type SessionInfo } from './session-roll.service';
