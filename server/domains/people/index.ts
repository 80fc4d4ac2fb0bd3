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
