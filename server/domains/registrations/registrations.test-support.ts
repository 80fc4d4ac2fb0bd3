import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { users } from '#server/db/schema/index';
import { DEMO_FESTIVAL_YEAR, DEMO_STAFF } from '#server/db/seed/demo';
import { EARLYBIRD } from '#server/test/demo-phases';
import { createTestApp, type TestApp } from '#server/test/harness';
import { headersFor } from '#server/test/users';
import { createPerson, createRegistration, type SessionInfo, workshopSessions } from './factories';

export const PRICING = { baseWorkshopPrice: 6500, discountPerAdditionalWorkshop: 500, discountLimit: 5 };

export let t: TestApp;
export let sessions: SessionInfo[];
export let staffHeaders: Record<string, string>;

export const RESULT = `
  __typename
  ... on Error { message code }
`;
export const REGISTRATION_FIELDS = `
  id nextStep codeOfConductAcceptedAt photoPermission completedAt
  preferences { position session { id } }
  sessions { id }
  waitlist { place session { id } }
  cart { workshopsCount value discount total }
`;

export type Result = { __typename: string; message?: string; code?: string } & Record<string, unknown>;

export async function person(options: { permissions?: string[] } = {}) {
  const created = await createPerson(t.db, options);
  return { ...created, headers: await headersFor(t.db, created.userId) };
}

export async function registered() {
  const p = await person();
  const registrationId = await createRegistration(t.db, { userId: p.userId, festivalId: DEMO_FESTIVAL_YEAR });
  return { ...p, registrationId };
}

export function bySlug(slug: string): SessionInfo {
  const session = sessions.find((s) => s.slug === slug);
  if (!session) throw new Error(`no ${slug}`);
  return session;
}

export async function mutate(
  name: string,
  args: string,
  headers: Record<string, string>,
  fields = REGISTRATION_FIELDS,
) {
  const response = await t.graphql<Record<string, Result>>(
    `mutation { ${name}${args ? `(${args})` : ''} { ${RESULT} ... on ${name.match(/Session|Waitlist/) ? 'PlaceChange' : 'Registration'} { ${fields} } } }`,
    {},
    { headers },
  );
  expect(response.errors).toBeUndefined();
  return response.data?.[name] as Result;
}

export const place = (action: string, sessionId: number, headers: Record<string, string>) =>
  mutate(
    action,
    // Swaps are confirmed here; asking first is tested in places.issue24.api.test.ts.
    `sessionId: "${sessionId}"${action === 'joinSession' ? ', confirmSwap: true' : ''}`,
    headers,
    'session { id } removedFrom { id } registration { id }',
  );

/** Registers the app's hooks in the calling test file (modules are cached across files). */
export function setUpTestApp(): void {
  beforeAll(async () => {
    t = await createTestApp();
    sessions = await workshopSessions(t.db, DEMO_FESTIVAL_YEAR);
    const [staff] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_STAFF.email));
    if (!staff) throw new Error('no demo staff');
    staffHeaders = await headersFor(t.db, staff.id);
  });
  afterAll(() => t.close());
  beforeEach(() => t.setNow(EARLYBIRD));
}
