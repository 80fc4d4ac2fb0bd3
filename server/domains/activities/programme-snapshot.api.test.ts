import { eq, sql } from 'drizzle-orm';
import { type DocumentNode, execute, print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, castMembers, profiles, sessions } from '#server/db/schema/index';
import type { Context } from '#server/graphql/context';
import { schema } from '#server/graphql/schema';
import { createTestApp, type TestApp } from '#server/test/harness';
import { ActivityDetailsDocument, HomeDocument, ProgrammeDocument } from '#web/graphql/graphql';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Over HTTP, as a visitor asks; a mutation first empties the response cache, never the snapshot. */
async function overHttp(document: DocumentNode, variables: Record<string, unknown>) {
  await t.graphql('mutation { logOut { __typename } }');
  return t.countQueries(() => t.graphql(print(document), variables));
}

/** The schema run without the server's plugins: nothing marks it a query, so every row comes from the database. */
async function fromDatabase(document: DocumentNode, variables: Record<string, unknown>) {
  const context = {
    ...t.services,
    viewer: null,
    requestId: 'snapshot-test',
    ip: '127.0.0.1',
    headers: {},
  } satisfies Context;
  const result = await execute({ schema, document, variableValues: variables, contextValue: context });
  return JSON.parse(JSON.stringify(result));
}

const version = async () => {
  const rows = await t.db.execute(sql`select version from programme_version`);
  return Number((rows as unknown as { rows: Array<{ version: string }> }).rows[0]?.version);
};

const workshops = { activityType: 'Workshop' };

describe('the programme kept in memory', () => {
  it('answers the programme, an activity page and the home page as the database does, in two statements', async () => {
    const [first] = await t.db
      .select({ slug: activities.slug })
      .from(activities)
      .where(eq(activities.type, 'Workshop'))
      .limit(1);
    const cases: Array<[DocumentNode, Record<string, unknown>]> = [
      [ProgrammeDocument, workshops],
      [ProgrammeDocument, { activityType: 'Show' }],
      [ActivityDetailsDocument, { type: 'Workshop', slug: first?.slug }],
      [HomeDocument, {}],
    ];
    for (const [document, variables] of cases) {
      await overHttp(document, variables); // reads the programme into memory if it is not there yet
      const warm = await overHttp(document, variables);
      expect(warm.result.errors).toBeUndefined();
      expect(warm.result.data).toEqual((await fromDatabase(document, variables)).data);
    }
    // The programme's version, and the places taken for `full`.
    const warm = await overHttp(ProgrammeDocument, workshops);
    expect(warm.queries).toBe(2);
    const cold = await t.countQueries(() => fromDatabase(ProgrammeDocument, workshops));
    expect(cold.queries).toBeGreaterThan(warm.queries);
  });

  it('moves the version once per transaction, at commit, and not for a rolled-back write', async () => {
    const before = await version();
    await t.db.transaction(async (tx) => {
      await tx.update(activities).set({ suitability: 'Everyone' }).where(eq(activities.type, 'Workshop'));
      await tx.update(sessions).set({ capacity: 20 }).where(sql`true`);
      const inside = await tx.execute(sql`select version from programme_version`);
      // Deferred to commit: the new number is never visible before the rows it stands for.
      expect(Number((inside as unknown as { rows: Array<{ version: string }> }).rows[0]?.version)).toBe(
        before,
      );
    });
    expect(await version()).toBe(before + 1);
    await expect(
      t.db.transaction(async (tx) => {
        await tx.update(activities).set({ suitability: 'Nobody' });
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await version()).toBe(before + 1);
  });

  it('shows every kind of change on the next request, whoever wrote it', async () => {
    await overHttp(ProgrammeDocument, workshops);
    type Card = {
      name: string;
      presenters: Array<{ id: string; name: string }>;
      sessions: Array<{ id: string; cancelled: boolean }>;
    };
    const programme = async () =>
      ((await overHttp(ProgrammeDocument, workshops)).result.data as { festival: { activities: Card[] } })
        .festival.activities;
    const [card] = await programme();
    if (!card?.presenters[0] || !card.sessions[0])
      throw new Error('the demo festival has a presented workshop');
    const activityName = card.name;
    const presenterId = Number(card.presenters[0].id);
    const sessionId = Number(card.sessions[0].id);

    await t.db
      .update(activities)
      .set({ name: 'Zz Renamed workshop' })
      .where(eq(activities.name, activityName));
    expect((await programme()).map((activity) => activity.name)).toContain('Zz Renamed workshop');

    await t.db.update(profiles).set({ name: 'Renamed Presenter' }).where(eq(profiles.id, presenterId));
    expect((await programme()).flatMap((a) => a.presenters.map((p) => p.name))).toContain(
      'Renamed Presenter',
    );

    await t.db.update(sessions).set({ cancelledAt: new Date() }).where(eq(sessions.id, sessionId));
    const cancelled = (await programme()).flatMap((a) => a.sessions).find((s) => Number(s.id) === sessionId);
    expect(cancelled?.cancelled).toBe(true);

    await t.db.delete(castMembers).where(eq(castMembers.profileId, presenterId));
    expect((await programme()).flatMap((a) => a.presenters.map((p) => p.id))).not.toContain(
      String(presenterId),
    );
  });

  it('is not read again when someone who presents nothing edits their profile', async () => {
    const [participant] = await t.db
      .select({ id: profiles.id })
      .from(profiles)
      .where(sql`not exists (select 1 from cast_members c where c.profile_id = ${profiles.id})`)
      .limit(1);
    if (!participant) throw new Error('the demo festival has participants');
    const before = await version();
    await t.db.update(profiles).set({ pronouns: 'they/them' }).where(eq(profiles.id, participant.id));
    expect(await version()).toBe(before);
  });
});
