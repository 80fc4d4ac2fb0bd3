export { CityRef, PersonRef, PictureRef } from './people.graphql';
export {
  type CityRow,
  loadProfiles,
  PICTURE_SIZES,
  type PictureRow,
  type PictureSize,
  type ProfileRow,
  pictureUrl,
} from './people.service';
export { EmailTakenError, InvalidPictureError } from './people.errors';
export { parseInput } from './parse-input';
export { PROFILE_PICTURE_PATH, profilePictureRoutes } from './profile-picture.route';
export { PermissionRef, UserRef } from './users.graphql';
export { createProfileForUser, getUser, isUniqueViolation, type UserRow } from './users.service';
