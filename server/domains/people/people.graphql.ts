import { builder } from '#server/graphql/builder';
import { renderMarkdown } from '#server/lib/markdown';
import { NotFoundError } from '#server/services/errors';
import {
  type CityRow,
  canSeePerson,
  listCities,
  loadCities,
  loadPictures,
  loadProfiles,
  type PictureRow,
  type ProfileRow,
  pictureUrl,
} from './people.service';

export const PictureRef = builder.loadableObjectRef<PictureRow, number>('Picture', {
  load: (ids, context) => loadPictures(context.db, ids),
  sort: (picture) => picture.id,
});

PictureRef.implement({
  description: 'A picture in three sizes (WebP), with a blurhash placeholder.',
  fields: (t) => ({
    id: t.id({ resolve: (picture) => String(picture.id) }),
    small: t.string({ resolve: (picture) => pictureUrl(picture, 'small') }),
    medium: t.string({ resolve: (picture) => pictureUrl(picture, 'medium') }),
    large: t.string({ resolve: (picture) => pictureUrl(picture, 'large') }),
    width: t.exposeInt('width'),
    height: t.exposeInt('height'),
    blurhash: t.exposeString('blurhash'),
    altText: t.exposeString('altText'),
  }),
});

export const CityRef = builder.loadableObjectRef<CityRow, number>('City', {
  load: (ids, context) => loadCities(context.db, ids),
  sort: (city) => city.id,
});

CityRef.implement({
  fields: (t) => ({
    id: t.id({ resolve: (city) => String(city.id) }),
    name: t.exposeString('name'),
    traditionalNames: t.exposeStringList('traditionalNames'),
    country: t.exposeString('country', { description: 'ISO 3166-1 alpha-2 code, lowercase.' }),
  }),
});

export const PersonRef = builder.loadableObjectRef<ProfileRow, number>('Person', {
  load: (ids, context) => loadProfiles(context.db, ids),
  sort: (profile) => profile.id,
});

PersonRef.implement({
  description: 'A person as the festival shows them publicly: a presenter, or the festival itself.',
  fields: (t) => ({
    id: t.id({ resolve: (profile) => String(profile.id) }),
    name: t.exposeString('name'),
    pronouns: t.exposeString('pronouns'),
    bio: t.exposeString('bio', { description: 'Markdown, as written.' }),
    bioHtml: t.string({
      description: 'The bio rendered from Markdown and sanitised, as descriptions are.',
      resolve: (profile) => renderMarkdown(profile.bio),
    }),
    isFestival: t.exposeBoolean('isFestival'),
    city: t.field({ type: CityRef, nullable: true, resolve: (profile) => profile.cityId }),
    picture: t.field({ type: PictureRef, nullable: true, resolve: (profile) => profile.pictureId }),
  }),
});

builder.queryFields((t) => ({
  cities: t.field({ type: [CityRef], resolve: (_root, _args, context) => listCities(context.db) }),
  person: t.field({
    type: PersonRef,
    errors: { types: [NotFoundError], directResult: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, context) => {
      const id = Number(args.id);
      const [profile] =
        Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? await loadProfiles(context.db, [id]) : [];
      // Public only for presenters (and the festival itself); people who only take part stay private.
      if (!profile || !(await canSeePerson(context.db, context.viewer, profile)))
        throw new NotFoundError('Person');
      return profile;
    },
  }),
}));
