import { and, asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { activities, festivals, placements, sessions } from '#server/db/schema/index';
import { DEMO_FESTIVAL_YEAR } from '#server/db/seed/demo';
import { createTestApp, type TestApp } from '#server/test/harness';
import { MUTATION_RETURNS } from '#server/test/mutation-returns';
import { headersByRole } from '#server/test/users';

/** Issue 14: staff build the programme. Every refusal the issue names has a test here. */

export let t: TestApp;
export let as: Record<string, Record<string, string>>;
export let festivalStart: string;

export type Result = {
  __typename: string;
  message?: string;
  code?: string;
  placesTaken?: number;
  problems?: Array<{ path: string[]; message: string }>;
  /** The selected fields of what the mutation returned, when it was not an error. */
  id?: string;
  [field: string]: unknown;
};

export const DELETIONS = new Set(['deleteActivity', 'deleteSession']);

export const RETURNS: Record<string, string> = MUTATION_RETURNS;

/** The result selection: the errors this mutation can return, then what it returns. */
export function RESULT(mutation: string, fields: string): string {
  const returns = RETURNS[mutation];
  if (!returns) throw new Error(`say what ${mutation} returns in RETURNS`);
  return `__typename
  ... on Error { message code }
  ${DELETIONS.has(mutation) ? '... on PlacesHeldError { placesTaken }' : '... on ValidationError { problems { path message } }'}
  ... on ${returns} { ${fields} }`;
}

export async function mutate(
  who: string,
  name: string,
  args: string,
  variables: Record<string, unknown>,
  fields = 'id',
): Promise<{ result?: Result; refused: boolean }> {
  const signature = Object.entries(variables)
    .map(([key, value]) => `$${key}: ${typeOf(name, key, value)}`)
    .join(', ');
  const query = `mutation${signature ? `(${signature})` : ''} { ${name}(${args}) { ${RESULT(name, fields)} } }`;
  const response = await t.graphql<Record<string, Result>>(query, variables, { headers: as[who] });
  const refused = response.errors?.[0]?.message === 'Not allowed';
  if (response.errors && !refused) throw new Error(JSON.stringify(response.errors));
  return { result: response.data?.[name], refused };
}

/** GraphQL variable types by argument name (each mutation here uses the same names). */
export function typeOf(mutation: string, key: string, _value: unknown): string {
  const types: Record<string, string> = {
    festivalId: 'ID!',
    id: 'ID!',
    activityId: 'ID!',
    showId: 'ID',
    type: 'ActivityType!',
    name: 'String!',
    slug: 'String',
    cast: '[CastMemberInput!]!',
    email: 'String!',
  };
  if (key === 'input') {
    const inputs: Record<string, string> = {
      updateActivity: 'ActivityInput!',
      createSession: 'SessionInput!',
      updateSession: 'SessionInput!',
      createFestival: 'FestivalInput!',
      updateFestival: 'FestivalInput!',
      createVenue: 'VenueInput!',
      updateVenue: 'VenueInput!',
      createPresenter: 'PresenterInput!',
      updatePresenter: 'PresenterInput!',
      updatePage: 'PageInput!',
    };
    return inputs[mutation] ?? 'unknown';
  }
  if (mutation === 'updatePage' && key === 'slug') return 'String!';
  return types[key] ?? 'unknown';
}

export const problemsOf = (result?: Result) =>
  Object.fromEntries((result?.problems ?? []).map((problem) => [problem.path.join('.'), problem.message]));

/** A workshop session of the demo festival with places taken, and one with none. */
export async function sessionsByPlaces() {
  const rows = await t.db
    .select({ id: sessions.id, activityId: sessions.activityId, taken: count(placements.registrationId) })
    .from(sessions)
    .innerJoin(activities, eq(activities.id, sessions.activityId))
    .leftJoin(placements, eq(placements.sessionId, sessions.id))
    .where(and(eq(activities.festivalId, DEMO_FESTIVAL_YEAR), eq(activities.type, 'Workshop')))
    .groupBy(sessions.id)
    .orderBy(asc(sessions.id));
  const held = rows.find((row) => row.taken > 1);
  if (!held) throw new Error('no session with places');
  return { held };
}

/** Registers the app's hooks in the calling test file (modules are cached across files). */
export function setUpTestApp(): void {
  beforeAll(async () => {
    t = await createTestApp();
    as = await headersByRole(
      t,
      ['activities', 'workshops', 'shows', 'social_events', 'content', 'people', 'registrations'],
      'programme',
    );
    const [festival] = await t.db.select().from(festivals).where(eq(festivals.id, DEMO_FESTIVAL_YEAR));
    festivalStart = festival?.startDate ?? '';
  }, 60_000);
  afterAll(() => t.close());
}
