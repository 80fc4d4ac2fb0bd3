import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { festivalDays, isoDateInZone, zonedInstant } from '#core/festival/dates';
import { activities, festivals, placements, registrations, sessions } from '#server/db/schema/index';
import { DEMO_STAFF } from '#server/db/seed/demo';
import { createTestApp, type TestApp } from '#server/test/harness';
import { createUserForProfile, tutoredWorkshopSessions } from '#server/test/tutors';
import { auditEntriesOf, createTestUser, registrationIdOf, userIdByEmail } from '#server/test/users';
import { deskDay } from './check-in.service';

let t: TestApp;
let staff: Record<string, string>;
let participant: Record<string, string>;
let other: Record<string, string>;
let tutor: Record<string, string>;
let paymentsStaff: Record<string, string>;
let registrationId: number;
let sessionId: number;
let day: string;
let session: { festivalId: number };

const TOKEN = '{ currentUser { id checkInToken } }';
const CARD = `query($token: String!, $day: Date) { checkInCard(token: $token, day: $day) {
  registrationId name email day sessions { present walkIn cancelled session { id } } } }`;
const SEARCH = `query($search: String!, $day: Date) { checkInSearch(search: $search, day: $day) {
  registrationId name email sessions { present session { id } } } }`;
const ATTEND = `mutation($id: ID!, $r: ID!) { setAttendance(sessionId: $id, registrationId: $r, present: true) {
  __typename ... on Error { message } } }`;

type Person = {
  registrationId: string;
  name: string;
  email: string;
  day: string;
  sessions: Array<{ present: boolean; session: { id: string } }>;
};

async function tokenOf(headers: Record<string, string>): Promise<string | null> {
  const response = await t.graphql<{ currentUser: { checkInToken: string | null } }>(TOKEN, {}, { headers });
  expect(response.errors).toBeUndefined();
  return response.data?.currentUser.checkInToken ?? null;
}

beforeAll(async () => {
  t = await createTestApp();
  staff = await t.headersFor(await userIdByEmail(t.db, DEMO_STAFF.email));
  participant = await t.headersFor(await userIdByEmail(t.db, 'participant1@example.org'));
  other = await t.headersFor(await userIdByEmail(t.db, 'participant2@example.org'));
  paymentsStaff = await t.headersFor(
    (await createTestUser(t.db, { email: 'payments-only@example.org', permissions: ['payments'] })).id,
  );
  const tutored = (await tutoredWorkshopSessions(t.db))[0];
  if (!tutored) throw new Error('no tutored workshop in the seed');
  tutor = await t.headersFor(await createUserForProfile(t.db, tutored.profileId, 'desk-tutor@example.org'));
  sessionId = tutored.sessionId;
  registrationId = await registrationIdOf(t.db, { email: 'participant1@example.org' });
  await t.db.insert(placements).values({ registrationId, sessionId }).onConflictDoNothing();
  const [row] = await t.db
    .select({ startsAt: sessions.startsAt, festivalId: activities.festivalId })
    .from(sessions)
    .innerJoin(activities, eq(activities.id, sessions.activityId))
    .where(eq(sessions.id, sessionId));
  if (!row) throw new Error('no session');
  session = row;
  day = isoDateInZone(row.startsAt);
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('the check-in desk [issue 26] [issue 31]', () => {
  it('gives each participant an unguessable check-in token, made once, never their id', async () => {
    const [before] = await t.db
      .select({ token: registrations.checkInToken })
      .from(registrations)
      .where(eq(registrations.id, registrationId));
    expect(before?.token).toBeNull();
    const token = await tokenOf(participant);
    // 24 random bytes in base64url: 192 bits.
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    // Not the id in any plain form (a random token may well contain its digits by chance).
    expect(token).not.toBe(String(registrationId));
    expect(Buffer.from(token ?? '', 'base64url').toString('utf8')).not.toBe(String(registrationId));
    expect(await tokenOf(participant)).toBe(token);
    const otherToken = await tokenOf(other);
    expect(otherToken).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(otherToken).not.toBe(token);
    // The id (or anything that is not a token) finds no one.
    const byId = await t.graphql<{ checkInCard: Person | null }>(
      CARD,
      { token: String(registrationId) },
      { headers: staff },
    );
    expect(byId.errors).toBeUndefined();
    expect(byId.data?.checkInCard).toBeNull();
  });

  it('shows staff the card of the token’s holder with their sessions today', async () => {
    const token = await tokenOf(participant);
    const response = await t.graphql<{ checkInCard: Person }>(CARD, { token, day }, { headers: staff });
    expect(response.errors).toBeUndefined();
    const card = response.data?.checkInCard;
    expect(card?.email).toBe('participant1@example.org');
    expect(card?.registrationId).toBe(String(registrationId));
    expect(card?.day).toBe(day);
    expect(card?.sessions.map((s) => s.session.id)).toContain(String(sessionId));
    // Another festival day shows none of that day's sessions.
    const [festival] = await t.db.select().from(festivals).where(eq(festivals.id, session.festivalId));
    const otherDay = festivalDays(festival?.startDate ?? day, festival?.endDate ?? day).find(
      (d) => d !== day,
    );
    const elsewhere = await t.graphql<{ checkInCard: Person }>(
      CARD,
      { token, day: otherDay },
      { headers: staff },
    );
    expect(elsewhere.data?.checkInCard.sessions.map((s) => s.session.id)).not.toContain(String(sessionId));
  });

  it('shows today while the festival is on, else its first day', () => {
    const festival = { startDate: '2027-10-02', endDate: '2027-10-09' } as Parameters<typeof deskDay>[0];
    expect(deskDay(festival, zonedInstant('2027-10-05', '00:30'))).toBe('2027-10-05');
    // 23:30 UTC on the 4th is already the 5th in Auckland.
    expect(deskDay(festival, new Date('2027-10-04T23:30:00Z'))).toBe('2027-10-05');
    expect(deskDay(festival, new Date('2026-11-28T00:00:00Z'))).toBe('2027-10-02');
    expect(deskDay(festival, new Date('2026-11-28T00:00:00Z'), '2027-10-09')).toBe('2027-10-09');
  });

  it('finds people by name or email, and marks them present through the roll (audited)', async () => {
    const byEmail = await t.graphql<{ checkInSearch: Person[] }>(
      SEARCH,
      { search: 'participant1@', day },
      { headers: staff },
    );
    expect(byEmail.errors).toBeUndefined();
    const found = byEmail.data?.checkInSearch.find((p) => p.registrationId === String(registrationId));
    expect(found?.sessions.find((s) => s.session.id === String(sessionId))?.present).toBe(false);
    const byName = await t.graphql<{ checkInSearch: Person[] }>(
      SEARCH,
      { search: found?.name.slice(0, 5) ?? '', day },
      { headers: staff },
    );
    expect(byName.data?.checkInSearch.map((p) => p.registrationId)).toContain(String(registrationId));
    // Wildcards are searched for literally.
    const wild = await t.graphql<{ checkInSearch: Person[] }>(SEARCH, { search: '%%' }, { headers: staff });
    expect(wild.data?.checkInSearch).toEqual([]);

    const ticked = await t.graphql<{ setAttendance: { __typename: string } }>(
      ATTEND,
      { id: String(sessionId), r: String(registrationId) },
      { headers: staff },
    );
    expect(ticked.data?.setAttendance.__typename).toBe('SessionRoll');
    const audit = await auditEntriesOf(t.db, 'attendance.present', registrationId);
    expect(audit.at(-1)?.after).toMatchObject({ sessionId, present: true });
    const card = await t.graphql<{ checkInCard: Person }>(
      CARD,
      { token: await tokenOf(participant), day },
      { headers: staff },
    );
    expect(card.data?.checkInCard.sessions.find((s) => s.session.id === String(sessionId))?.present).toBe(
      true,
    );
  });

  it('refuses a participant, a tutor, staff without the registrations permission and visitors', async () => {
    const [row] = await t.db
      .select({ token: registrations.checkInToken })
      .from(registrations)
      .where(eq(registrations.id, registrationId));
    const token = row?.token;
    expect(token).toBeTruthy();
    for (const headers of [participant, other, tutor, paymentsStaff, {}]) {
      const card = await t.graphql<{ checkInCard: Person | null }>(CARD, { token }, { headers });
      expect(card.errors?.length).toBeGreaterThan(0);
      expect(card.data?.checkInCard ?? null).toBeNull();
      const search = await t.graphql<{ checkInSearch: Person[] | null }>(
        SEARCH,
        { search: 'participant' },
        { headers },
      );
      expect(search.errors?.length).toBeGreaterThan(0);
      expect(search.data?.checkInSearch ?? null).toBeNull();
    }
  });
});
