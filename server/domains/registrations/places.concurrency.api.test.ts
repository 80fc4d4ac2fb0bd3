import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionSlots } from '#core/registrations/rules';
import { authTokens, placements, sessions, waitlistEntries } from '#server/db/schema/index';
import { DEMO_FESTIVAL_YEAR } from '#server/db/seed/demo';
import { hashToken } from '#server/domains/auth/index';
import { createTestApp, type TestApp } from '#server/test/harness';
import {
  createParticipant,
  createPerson,
  createRegistration,
  placementCount,
  type SessionInfo,
  workshopSessions,
} from './factories';
import { cancelSession } from './session-cancellation.service';

/**
 * Capacity under real concurrency. PGlite runs one statement at a time, so this only means
 * something on PostgreSQL: CI sets TEST_DATABASE_URL; locally the suite is skipped, saying why.
 */
const postgres = Boolean(process.env.TEST_DATABASE_URL);
const GENERAL = new Date('2027-09-01T00:00:00Z');
const CLIENTS = 200;
const LAST_PLACES = 10;

let t: TestApp;
let all: SessionInfo[];

beforeAll(async () => {
  if (!postgres) return;
  t = await createTestApp();
  t.setNow(GENERAL);
  all = await workshopSessions(t.db, DEMO_FESTIVAL_YEAR);
});
afterAll(async () => {
  if (!postgres) return;
  await t.close();
});

/** Many people with registrations and credentials, written in bulk. */
async function crowd(count: number) {
  const people = [];
  for (let i = 0; i < count; i += 1) {
    const person = await createPerson(t.db);
    const registrationId = await createRegistration(t.db, {
      userId: person.userId,
      festivalId: DEMO_FESTIVAL_YEAR,
    });
    people.push({ ...person, registrationId });
  }
  const tokens = people.map((p) => ({
    userId: p.userId,
    token: `token-${p.userId}-${Math.random().toString(36).slice(2)}`,
  }));
  await t.db.insert(authTokens).values(
    tokens.map(({ userId, token }) => ({
      userId,
      client: 'concurrency',
      tokenHash: hashToken(token),
      expiresAt: new Date('2028-01-01T00:00:00Z'),
      lastUsedAt: GENERAL,
    })),
  );
  return people.map((p, i) => ({
    ...p,
    headers: { 'access-token': tokens[i]?.token ?? '', client: 'concurrency', uid: String(p.userId) },
  }));
}

const JOIN = `mutation Join($sessionId: ID!) {
  joinSession(sessionId: $sessionId, confirmSwap: true) { __typename ... on Error { message code } }
}`;

async function emptied(sessionId: number) {
  await t.db.delete(placements).where(eq(placements.sessionId, sessionId));
  await t.db.delete(waitlistEntries).where(eq(waitlistEntries.sessionId, sessionId));
}

function sameSlot(a: SessionInfo, b: SessionInfo): boolean {
  const slots = new Set(sessionSlots(a));
  return a.id !== b.id && sessionSlots(b).some((slot) => slots.has(slot));
}

describe.skipIf(!postgres)(
  'places under concurrency on PostgreSQL (skipped: set TEST_DATABASE_URL to run these)',
  () => {
    it(`${CLIENTS} clients race for the last ${LAST_PLACES} places: exactly ${LAST_PLACES} win, none oversold, no slot double-booked`, async () => {
      const target = all.find((s) => s.slug === 'the-harold-unpacked');
      const fallback = target && all.find((s) => sameSlot(s, target) && s.slug !== target.slug);
      if (!target || !fallback) throw new Error('seed sessions missing');
      const early = await crowd(4);
      const racers = await crowd(CLIENTS);
      const capacity = early.length + LAST_PLACES;
      await t.db.update(sessions).set({ capacity }).where(eq(sessions.id, target.id));
      await t.db.update(sessions).set({ capacity: null }).where(eq(sessions.id, fallback.id));
      // Four places already gone; every racer already holds a clashing place they would give up.
      await t.db
        .insert(placements)
        .values(early.map((p) => ({ registrationId: p.registrationId, sessionId: target.id })));
      await t.db
        .insert(placements)
        .values(racers.map((p) => ({ registrationId: p.registrationId, sessionId: fallback.id })));

      const results = await Promise.all(
        racers.map((p) =>
          t.graphql<{ joinSession: { __typename: string; message?: string } }>(
            JOIN,
            { sessionId: String(target.id) },
            { headers: p.headers },
          ),
        ),
      );
      expect(results.every((r) => r.errors === undefined)).toBe(true);
      const kinds = results.map((r) => r.data?.joinSession.__typename);
      expect(kinds.filter((k) => k === 'PlaceChange')).toHaveLength(LAST_PLACES);
      expect(kinds.filter((k) => k === 'WorkshopFullError')).toHaveLength(CLIENTS - LAST_PLACES);
      const refusal = results.find((r) => r.data?.joinSession.__typename === 'WorkshopFullError');
      expect(refusal?.data?.joinSession.message).toMatch(/is full/);

      const [taken] = await t.db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(placements)
        .where(eq(placements.sessionId, target.id));
      expect(taken?.n).toBe(capacity);

      // Winners gave up the clashing place; losers kept theirs: one place per person in the slot.
      const held = await t.db
        .select({ registrationId: placements.registrationId, sessionId: placements.sessionId })
        .from(placements)
        .where(
          and(
            inArray(
              placements.registrationId,
              racers.map((p) => p.registrationId),
            ),
            inArray(placements.sessionId, [target.id, fallback.id]),
          ),
        );
      const perPerson = new Map<number, number>();
      for (const row of held) perPerson.set(row.registrationId, (perPerson.get(row.registrationId) ?? 0) + 1);
      expect([...perPerson.values()].every((n) => n === 1)).toBe(true);
      expect(perPerson.size).toBe(CLIENTS);
    });

    it(`${CLIENTS} clients holding nothing in the slot race for the last ${LAST_PLACES} places: the check at COMMIT lets exactly ${LAST_PLACES} in`, async () => {
      // Nothing to give up, so each join defers the capacity check to its COMMIT (migration 0011).
      const target = all.find((s) => s.slug === 'yes-and-beyond');
      if (!target) throw new Error('seed session missing');
      await emptied(target.id);
      const racers = await crowd(CLIENTS);
      await t.db.update(sessions).set({ capacity: LAST_PLACES }).where(eq(sessions.id, target.id));

      const results = await Promise.all(
        racers.map((p) =>
          t.graphql<{ joinSession: { __typename: string } }>(
            JOIN,
            { sessionId: String(target.id) },
            { headers: p.headers },
          ),
        ),
      );
      expect(results.filter((r) => r.errors !== undefined)).toEqual([]);
      const kinds = results.map((r) => r.data?.joinSession.__typename);
      expect(kinds.filter((k) => k === 'PlaceChange')).toHaveLength(LAST_PLACES);
      expect(kinds.filter((k) => k === 'WorkshopFullError')).toHaveLength(CLIENTS - LAST_PLACES);
      expect(await placementCount(t.db, target.id)).toBe(LAST_PLACES);
    });

    it('joins racing a cancellation leave no place in the cancelled session', async () => {
      const target = all.find((s) => s.slug === 'status-games');
      if (!target) throw new Error('seed session missing');
      await emptied(target.id);
      await t.db.update(sessions).set({ capacity: null }).where(eq(sessions.id, target.id));
      const racers = await crowd(60);
      const staff = await createParticipant(t.db, {
        festivalId: DEMO_FESTIVAL_YEAR,
        permissions: ['workshops'],
      });
      const joins = racers.map((p) =>
        t.graphql<{ joinSession: { __typename: string } }>(
          JOIN,
          { sessionId: String(target.id) },
          { headers: p.headers },
        ),
      );
      // Cancelled while the joins are under way: some have inserted and not yet committed.
      await new Promise((resolve) => setTimeout(resolve, 15));
      await cancelSession(t.db, { viewer: staff.viewer, now: GENERAL }, { sessionId: target.id });
      const results = await Promise.all(joins);
      expect(results.filter((r) => r.errors !== undefined)).toEqual([]);
      const kinds = new Set(results.map((r) => r.data?.joinSession.__typename));
      expect([...kinds].every((k) => k === 'PlaceChange' || k === 'SessionCancelledError')).toBe(true);
      expect(await placementCount(t.db, target.id)).toBe(0);
      await t.db.update(sessions).set({ cancelledAt: null }).where(eq(sessions.id, target.id));
    });

    it('one person clicking two workshops in one slot at once ends up with exactly one', async () => {
      const morning = all.filter((s) => s.slug === 'status-games' || s.slug === 'yes-and-beyond');
      const [a, b] = morning.filter((s, _i, list) => list.some((o) => sameSlot(s, o)));
      if (!a || !b) throw new Error('seed sessions missing');
      await t.db
        .update(sessions)
        .set({ capacity: null })
        .where(inArray(sessions.id, [a.id, b.id]));
      const people = await crowd(30);
      await Promise.all(
        people.flatMap((p) =>
          [a, b].map((s) => t.graphql(JOIN, { sessionId: String(s.id) }, { headers: p.headers })),
        ),
      );
      const held = await t.db
        .select({ registrationId: placements.registrationId })
        .from(placements)
        .where(
          and(
            inArray(
              placements.registrationId,
              people.map((p) => p.registrationId),
            ),
            inArray(placements.sessionId, [a.id, b.id]),
          ),
        );
      expect(held).toHaveLength(people.length);
      expect(new Set(held.map((h) => h.registrationId)).size).toBe(people.length);
    });
  },
);
