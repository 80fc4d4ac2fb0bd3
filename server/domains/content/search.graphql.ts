import { GraphQLError } from 'graphql';
import { ZSearchQuery } from '#core/content/search-query';
import { ActivityRef, festivalProgramme } from '#server/domains/activities/index';
import { currentFestivalOf, VenueRef } from '#server/domains/festival/index';
import { PersonRef } from '#server/domains/people/index';
import { builder } from '#server/graphql/builder';
import { ValidationError } from '#server/services/errors';
import { parseInput } from '#server/services/parse-input';
import { ContentPageRef } from './page.graphql';
import { type SearchHit, searchContent } from './search.service';

type HitOf<K extends SearchHit['kind']> = Extract<SearchHit, { kind: K }>;

const excerpt = {
  type: 'String',
  nullable: true,
  description: 'A short piece of the text that matched, when it was not the name.',
} as const;

const ActivityResultRef = builder.objectRef<HitOf<'activity'>>('ActivityResult').implement({
  description: 'An activity of the current festival that matched a search.',
  fields: (t) => ({
    activity: t.field({ type: ActivityRef, resolve: (hit) => hit.row }),
    excerpt: t.field({ ...excerpt, resolve: (hit) => hit.excerpt }),
  }),
});

const PersonResultRef = builder.objectRef<HitOf<'person'>>('PersonResult').implement({
  description: 'A presenter at the current festival who matched a search.',
  fields: (t) => ({
    person: t.field({ type: PersonRef, resolve: (hit) => hit.row }),
    excerpt: t.field({ ...excerpt, resolve: (hit) => hit.excerpt }),
  }),
});

const VenueResultRef = builder.objectRef<HitOf<'venue'>>('VenueResult').implement({
  description: 'A venue that matched a search.',
  fields: (t) => ({
    venue: t.field({ type: VenueRef, resolve: (hit) => hit.row }),
    excerpt: t.field({ ...excerpt, resolve: (hit) => hit.excerpt }),
  }),
});

const PageResultRef = builder.objectRef<HitOf<'page'>>('PageResult').implement({
  description: 'An about page that matched a search.',
  fields: (t) => ({
    page: t.field({ type: ContentPageRef, resolve: (hit) => hit.row }),
    excerpt: t.field({ ...excerpt, resolve: (hit) => hit.excerpt }),
  }),
});

const RESULT_TYPES = {
  activity: 'ActivityResult',
  person: 'PersonResult',
  venue: 'VenueResult',
  page: 'PageResult',
} as const;

export const SearchResultRef = builder.unionType('SearchResult', {
  description: 'One thing a search found [AP-10].',
  types: [ActivityResultRef, PersonResultRef, VenueResultRef, PageResultRef],
  resolveType: (hit) => RESULT_TYPES[hit.kind],
});

builder.queryFields((t) => ({
  search: t.field({
    type: [SearchResultRef],
    description:
      'Public search across the current festival’s activities and presenters, venues and about pages: ' +
      'case- and accent-insensitive, best matches (names) first, at most 20.',
    args: {
      query: t.arg.string({ required: true, description: 'At least 2 characters (after trimming).' }),
    },
    resolve: async (_root, args, context) => {
      const query = parseSearchQuery(args.query);
      const festival = await currentFestivalOf(context);
      const programme = festival && (await festivalProgramme(context, festival.id));
      return searchContent(context.db, { query, festivalId: festival?.id ?? null, programme });
    },
  }),
}));

/**
 * A too-short query is a top-level GraphQL error (code VALIDATION, with the same `problems` a
 * ValidationError result carries) rather than an errors-plugin union: the field stays a plain
 * list, which is what a search box wants, and the box never sends short queries anyway.
 */
function parseSearchQuery(query: string): string {
  try {
    return parseInput(ZSearchQuery, query);
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    throw new GraphQLError(error.message, {
      extensions: { code: error.code, problems: error.problems.map((p) => ({ ...p, path: ['query'] })) },
    });
  }
}
