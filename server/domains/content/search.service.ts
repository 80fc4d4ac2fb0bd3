import { and, asc, desc, eq, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { PUBLIC_PROGRAMME_TYPES } from '#core/activities/activity-types';
import {
  excerptAround,
  FOLD_FROM,
  FOLD_TO,
  foldForSearch,
  rankSearchHits,
  SEARCH_LIMIT,
  scoreName,
  searchWords,
  startsWordsOf,
} from '#core/content/search';
import type { Database } from '#server/db/client';
import { activities, castMembers, contentPages, profiles, sessions, venues } from '#server/db/schema/index';
import type { ActivityRow, FestivalProgramme } from '#server/domains/activities/index';
import type { VenueRow } from '#server/domains/festival/index';
import type { ProfileRow } from '#server/domains/people/index';

export type ContentPageRow = typeof contentPages.$inferSelect;

export type SearchHit = (
  | { kind: 'activity'; row: ActivityRow }
  | { kind: 'person'; row: ProfileRow }
  | { kind: 'venue'; row: VenueRow }
  | { kind: 'page'; row: ContentPageRow }
) & { name: string; score: number; excerpt: string | null };

/**
 * The same folding as `foldForSearch`, in SQL. `unaccent` would be nicer but PGlite lacks it;
 * `translate()` exists everywhere and folds the accents this festival's names actually use.
 */
const fold = (value: AnyPgColumn | SQL) => sql`translate(lower(${value}), ${FOLD_FROM}, ${FOLD_TO})`;

/** Escapes LIKE wildcards in what the visitor typed, so `50%` means a literal percent sign. */
const likeContaining = (folded: string) => `%${folded.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * The stored, indexed words of a long text (migration 0009: `to_tsvector('simple', …)` of the
 * folded text). They are not in the Drizzle schema, so ordinary reads never fetch them.
 */
const WORDS = {
  activityDescription: sql.raw('"activities"."description_words"'),
  profileBio: sql.raw('"profiles"."bio_words"'),
  pageBody: sql.raw('"content_pages"."body_words"'),
};

/** Whole words (in any order) starting with the typed words, via the 'simple' configuration. */
function matchesWords(words: SQL, typed: string[]): SQL | undefined {
  if (typed.length === 0) return undefined;
  const query = typed.map((word) => `${word}:*`).join(' & ');
  return sql`${words} @@ to_tsquery('simple', ${query})`;
}

/**
 * Activities (the public programme of the given festival), its presenters, venues and about
 * pages matching the query, best first [AP-10]. The query must already be validated.
 */
export async function searchContent(
  db: Database,
  {
    query,
    festivalId,
    programme,
  }: { query: string; festivalId: number | null; programme?: FestivalProgramme | null },
): Promise<SearchHit[]> {
  const pattern = likeContaining(foldForSearch(query));
  const words = searchWords(query);
  const nameFirst = (column: AnyPgColumn) => desc(sql`${fold(column)} like ${pattern}`);
  const inMemory = programme ? searchProgramme(programme, query) : null;

  const [activityRows, personRows, venueRows, pageRows] = await Promise.all([
    inMemory?.activities ??
      (festivalId === null
        ? []
        : db
            .select()
            .from(activities)
            .where(
              and(
                eq(activities.festivalId, festivalId),
                inArray(activities.type, [...PUBLIC_PROGRAMME_TYPES]),
                isNotNull(activities.publishedAt),
                or(
                  sql`${fold(activities.name)} like ${pattern}`,
                  matchesWords(WORDS.activityDescription, words),
                ),
              ),
            )
            .orderBy(nameFirst(activities.name), asc(activities.name))
            .limit(SEARCH_LIMIT)),
    inMemory?.people ??
      (festivalId === null
        ? []
        : db
            .select()
            .from(profiles)
            .where(
              and(
                // Only presenters of this festival: other profiles belong to participants, who are private.
                inArray(profiles.id, presenterIds(db, festivalId)),
                eq(profiles.isFestival, false),
                or(sql`${fold(profiles.name)} like ${pattern}`, matchesWords(WORDS.profileBio, words)),
              ),
            )
            .orderBy(nameFirst(profiles.name), asc(profiles.name))
            .limit(SEARCH_LIMIT)),
    db
      .select()
      .from(venues)
      .where(
        or(
          sql`${fold(sql`${venues.name} || ' ' || coalesce(${venues.room}, '')`)} like ${pattern}`,
          sql`${fold(venues.address)} like ${pattern}`,
        ),
      )
      .orderBy(nameFirst(venues.name), asc(venues.position), asc(venues.name))
      .limit(SEARCH_LIMIT),
    db
      .select()
      .from(contentPages)
      .where(or(sql`${fold(contentPages.title)} like ${pattern}`, matchesWords(WORDS.pageBody, words)))
      .orderBy(nameFirst(contentPages.title), asc(contentPages.title))
      .limit(SEARCH_LIMIT),
  ]);

  const hits: SearchHit[] = [
    ...activityRows.map((row) => hit({ kind: 'activity', row }, row.name, row.description, query)),
    ...personRows.map((row) => hit({ kind: 'person', row }, row.name, row.bio, query)),
    ...venueRows.map((row) =>
      hit({ kind: 'venue', row }, [row.name, row.room].filter(Boolean).join(' '), row.address, query),
    ),
    ...pageRows.map((row) => hit({ kind: 'page', row }, row.title, row.body, query)),
  ];
  return rankSearchHits(hits);
}

/** Each programme's rows with their folded names and words, worked out once per programme read. */
const foldedRows = new WeakMap<object, { name: string; words: string[] }>();

function folded(row: { name: string }, text: string) {
  let entry = foldedRows.get(row);
  if (!entry) {
    entry = { name: foldForSearch(row.name), words: searchWords(text) };
    foldedRows.set(row, entry);
  }
  return entry;
}

/**
 * The activities and presenters of a programme already in memory that match, as the SQL above
 * would find them (a name containing the query, or every typed word starting a word of the
 * description or bio; names that match first, then by name), without a statement.
 */
function searchProgramme(programme: FestivalProgramme, query: string) {
  const pattern = foldForSearch(query);
  const typed = searchWords(query);
  const matching = <T extends { name: string }>(rows: Iterable<T>, text: (row: T) => string) =>
    [...rows]
      .map((row) => ({ row, byName: folded(row, text(row)).name.includes(pattern) }))
      .filter(({ row, byName }) => byName || startsWordsOf(folded(row, text(row)).words, typed))
      .sort((a, b) => Number(b.byName) - Number(a.byName) || a.row.name.localeCompare(b.row.name, 'en'))
      .slice(0, SEARCH_LIMIT)
      .map(({ row }) => row);
  const isPublic = new Set<string>(PUBLIC_PROGRAMME_TYPES);
  const presenters = new Map<number, ProfileRow>();
  for (const group of programme.presentersByActivity.values())
    for (const presenter of group) if (!presenter.isFestival) presenters.set(presenter.id, presenter);
  return {
    activities: matching(
      [...programme.activities.values()].filter((activity) => isPublic.has(activity.type)),
      (activity) => activity.description,
    ),
    people: matching(presenters.values(), (person) => person.bio),
  };
}

function hit<T extends Pick<SearchHit, 'kind' | 'row'>>(
  entity: T,
  name: string,
  text: string,
  query: string,
): T & { name: string; score: number; excerpt: string | null } {
  const score = scoreName(name, query);
  // Only text matches get an excerpt: when the name matched, the name says it all.
  return { ...entity, name, score, excerpt: score === 4 ? excerptAround(text, query) : null };
}

/** Profiles cast in any published activity (or its session) of the festival. */
function presenterIds(db: Database, festivalId: number) {
  return db
    .select({ id: castMembers.profileId })
    .from(castMembers)
    .leftJoin(sessions, eq(sessions.id, castMembers.sessionId))
    .innerJoin(
      activities,
      eq(activities.id, sql`coalesce(${castMembers.activityId}, ${sessions.activityId})`),
    )
    .where(and(eq(activities.festivalId, festivalId), isNotNull(activities.publishedAt)));
}
