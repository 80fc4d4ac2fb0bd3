import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zonedInstant } from '#core/festival/dates';
import { activities, festivals, preferences, sessions } from '#server/db/schema/index';
import type { FestivalRow } from '#server/domains/festival/index';
import type { Viewer } from '#server/services/scope';
import { createTestApp, type TestApp } from '#server/test/harness';
import { createPerson, createRegistration, emailsTo, placedSessionIds } from './factories';
import { joinSession, joinWaitlist, leaveSession } from './places/index';
import { staffMovePlace } from './staff-places.service';

/**
 * Decision 009: each person affected by one change gets one email, even when a cascade of
 * promotions comes back to the person who started it. The shape, on one festival day:
 * X (morning, room), Y (full day, one place), W (afternoon, one place), Z (morning, one place).
 * A holds Y and waits for W; B holds W and waits for Y (ranked above W). When A gives up Y (by
 * joining X, by leaving it, or moved by staff), B moves up into Y and gives up W, and W's first in
 * line is A: A is both the one who changed something and the one promoted.
 */

const DAY = '2098-03-10';
const NOW = new Date(zonedInstant(DAY, '10:00').getTime() - 6 * 24 * 3600_000);

let t: TestApp;
let festival: FestivalRow;
let slot = 0;

interface Someone {
  email: string;
  registrationId: number;
  viewer: Viewer;
}

async function someone(permissions: string[] = []): Promise<Someone> {
  const person = await createPerson(t.db, { permissions });
  const registrationId = await createRegistration(t.db, { userId: person.userId, festivalId: festival.id });
  return {
    email: person.email,
    registrationId,
    viewer: { id: person.userId, email: person.email, permissions, client: 'test' },
  };
}

async function session(name: string, from: string, to: string, capacity: number) {
  slot += 1;
  const [activity] = await t.db
    .insert(activities)
    .values({ festivalId: festival.id, type: 'Workshop', name: `${name} ${slot}`, slug: `cascade-${slot}` })
    .returning({ id: activities.id });
  const [row] = await t.db
    .insert(sessions)
    .values({
      activityId: activity?.id as number,
      startsAt: zonedInstant(DAY, from),
      endsAt: zonedInstant(DAY, to),
      capacity,
    })
    .returning({ id: sessions.id });
  return row?.id as number;
}

beforeAll(async () => {
  t = await createTestApp();
  t.setNow(NOW);
  const [row] = await t.db
    .insert(festivals)
    .values({
      id: 2098,
      startDate: DAY,
      endDate: DAY,
      earlybirdOpensAt: new Date(NOW.getTime() - 60 * 24 * 3600_000),
      earlybirdClosesAt: new Date(NOW.getTime() - 20 * 24 * 3600_000),
      generalOpensAt: new Date(NOW.getTime() - 24 * 3600_000),
      baseWorkshopPrice: 9000,
    })
    .returning();
  festival = row as FestivalRow;
}, 120_000);
afterAll(() => t?.close());

/** The shape above; returns A, B and the sessions. */
async function cascade() {
  const x = await session('Morning X', '10:00', '13:00', 5);
  const y = await session('Full day Y', '10:00', '17:00', 1);
  const w = await session('Afternoon W', '14:00', '17:00', 1);
  const a = await someone();
  const b = await someone();
  const base = { festival, now: NOW };
  await joinSession(t.db, { ...base, viewer: a.viewer }, { sessionId: y, confirmSwap: true });
  await joinSession(t.db, { ...base, viewer: b.viewer }, { sessionId: w, confirmSwap: true });
  await t.db.insert(preferences).values([
    { registrationId: b.registrationId, sessionId: y, position: 1 },
    { registrationId: b.registrationId, sessionId: w, position: 2 },
  ]);
  await joinWaitlist(t.db, { ...base, viewer: a.viewer }, { sessionId: w });
  await joinWaitlist(t.db, { ...base, viewer: b.viewer }, { sessionId: y });
  const sent = (p: Someone) => emailsTo(t.db, p.email).then((rows) => rows.length);
  return { a, b, x, y, w, sentBefore: { a: await sent(a), b: await sent(b) }, sent };
}

describe('one email per person for a cascade that comes back to its starter [issue 11]', () => {
  it('joining a clashing session: A gets one email that says both what they did and the promotion', async () => {
    const { a, b, x, y, w, sentBefore, sent } = await cascade();
    await joinSession(t.db, { festival, now: NOW, viewer: a.viewer }, { sessionId: x, confirmSwap: true });

    expect(await placedSessionIds(t.db, a.registrationId)).toEqual([x, w].sort((m, n) => m - n));
    expect(await placedSessionIds(t.db, b.registrationId)).toEqual([y]);
    expect((await sent(a)) - sentBefore.a).toBe(1);
    expect((await sent(b)) - sentBefore.b).toBe(1);
    const [last] = (await emailsTo(t.db, a.email)).slice(-1);
    expect(last?.text).toContain('Morning X');
    expect(last?.text).toContain('Afternoon W');
    expect(last?.text).toContain('Full day Y');
  });

  it('leaving: A gets one email for the place left and the place moved into', async () => {
    const { a, b, y, w, sentBefore, sent } = await cascade();
    await leaveSession(t.db, { festival, now: NOW, viewer: a.viewer }, { sessionId: y });

    expect(await placedSessionIds(t.db, a.registrationId)).toEqual([w]);
    expect(await placedSessionIds(t.db, b.registrationId)).toEqual([y]);
    expect((await sent(a)) - sentBefore.a).toBe(1);
    expect((await sent(b)) - sentBefore.b).toBe(1);
    const [last] = (await emailsTo(t.db, a.email)).slice(-1);
    expect(last?.text).toContain('Full day Y');
    expect(last?.text).toContain('Afternoon W');
  });

  it('moved by staff: A gets one email for the move and the promotion', async () => {
    const { a, b, x, y, w, sentBefore, sent } = await cascade();
    const staff = await someone(['registrations']);
    await staffMovePlace(
      t.db,
      { viewer: staff.viewer, now: NOW },
      { registrationId: a.registrationId, fromSessionId: y, toSessionId: x },
    );

    expect(await placedSessionIds(t.db, a.registrationId)).toEqual([x, w].sort((m, n) => m - n));
    expect(await placedSessionIds(t.db, b.registrationId)).toEqual([y]);
    expect((await sent(a)) - sentBefore.a).toBe(1);
    expect((await sent(b)) - sentBefore.b).toBe(1);
  });
});
