import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  placements,
  registrationEvents,
  registrations,
  sessions,
  waitlistEntries,
} from '#server/db/schema/index';
import { createTestApp, type TestApp } from '#server/test/harness';
import { insertRows } from './insert-rows';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('insertRows: many rows in one statement [issue 32]', () => {
  it('writes what Drizzle’s insert writes: numbers, instants, booleans, NULL and JSON', async () => {
    const [registration] = await t.db.select({ id: registrations.id }).from(registrations).limit(1);
    const someSessions = await t.db
      .select({ id: sessions.id })
      .from(sessions)
      .orderBy(asc(sessions.id))
      .limit(2);
    const registrationId = registration?.id ?? 0;
    const [a, b] = someSessions.map((s) => s.id) as [number, number];
    const at = new Date('2027-08-01T01:02:03.456Z');
    await t.db.delete(waitlistEntries).where(inArray(waitlistEntries.sessionId, [a, b]));

    await insertRows(t.db, waitlistEntries, [
      { sessionId: a, registrationId, position: 1, createdAt: at, joinedThemselves: true },
      { sessionId: b, registrationId, position: 2, createdAt: at, joinedThemselves: false },
    ]);
    expect(
      await t.db
        .select()
        .from(waitlistEntries)
        .where(inArray(waitlistEntries.sessionId, [a, b]))
        .orderBy(asc(waitlistEntries.sessionId)),
    ).toEqual([
      { sessionId: a, registrationId, position: 1, createdAt: at, joinedThemselves: true },
      { sessionId: b, registrationId, position: 2, createdAt: at, joinedThemselves: false },
    ]);

    const data = { runId: 7, placed: ['1', '2'], note: 'Māori “quotes” \\ and \n lines' };
    await insertRows(t.db, registrationEvents, [
      { registrationId, kind: 'insert-rows-test', data, actorUserId: null, createdAt: at },
    ]);
    const [event] = await t.db
      .select()
      .from(registrationEvents)
      .where(eq(registrationEvents.kind, 'insert-rows-test'));
    expect(event).toMatchObject({ registrationId, data, actorUserId: null, createdAt: at });
  });

  it('inserts nothing for no rows, and keeps the table’s checks', async () => {
    await insertRows(t.db, placements, []);
    await expect(
      insertRows(t.db, placements, [{ sessionId: -1, registrationId: -1, createdAt: new Date() }]),
    ).rejects.toThrow();
  });
});
