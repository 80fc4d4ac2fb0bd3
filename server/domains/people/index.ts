export { EmailTakenError, InvalidPictureError } from './people.errors';
export { CityRef, PersonRef, PictureRef } from './people.graphql';
export {
  type CityRow,
  loadCities,
  loadPictures,
  loadProfiles,
  PICTURE_SIZES,
  type PictureRow,
  type PictureSize,
  type ProfileRow,
  pictureUrl,
} from './people.service';
export { releasePicture, removePictureFiles } from './pictures.service';
export { presenterPictureTarget } from './presenter-picture';
export { PROFILE_PICTURE_PATH, profilePictureRoutes } from './profile-picture.route';
export { type StaffPictureTarget, staffPictureRoutes } from './staff-picture.route';
export { PermissionRef, UserRef } from './users.graphql';
export { createProfileForUser, getUser, knownCityId, saveOwnDetails, type UserRow } from './users.service';
