import { eq } from 'drizzle-orm';
import { getNamedType, isLeafType, isObjectType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, sessions } from '#server/db/schema/index';
import { DEMO_FESTIVAL_YEAR, DEMO_STAFF } from '#server/db/seed/demo';
import { schema } from '#server/graphql/schema';
import { createTestApp, type TestApp } from '#server/test/harness';
import { userIdByEmail } from '#server/test/users';

/**
 * Issue 25 item 4: deleteSession deleted the session, then answered INTERNAL because reading the
 * removed session's fields (its cancellation impact) looked it up again and found nothing.
 */
let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.headersFor(await userIdByEmail(t.db, DEMO_STAFF.email));
});
afterAll(() => t.close());

/** Every field of Session without arguments: leaves as they are, the rest by typename. */
function everySessionField(): string {
  const type = schema.getType('Session');
  if (!isObjectType(type)) throw new Error('no Session type');
  return Object.values(type.getFields())
    .filter((field) => field.args.length === 0)
    .map((field) => (isLeafType(getNamedType(field.type)) ? field.name : `${field.name} { __typename }`))
    .join(' ');
}

describe('deleting a session [issue 25.4]', () => {
  it('answers with the removed session, every field of it readable', async () => {
    const [activity] = await t.db
      .select({ id: activities.id })
      .from(activities)
      .where(eq(activities.festivalId, DEMO_FESTIVAL_YEAR))
      .limit(1);
    const [session] = await t.db
      .insert(sessions)
      .values({
        activityId: activity?.id ?? 0,
        startsAt: new Date('2027-10-10T05:00:00Z'),
        endsAt: new Date('2027-10-10T06:00:00Z'),
        capacity: 10,
      })
      .returning({ id: sessions.id });
    const answer = await t.graphql<{ deleteSession: Record<string, unknown> }>(
      `mutation($id: ID!) { deleteSession(id: $id) { __typename ... on Session { ${everySessionField()} } ... on Error { message } } }`,
      { id: String(session?.id) },
      { headers: admin },
    );
    expect(JSON.stringify(answer.errors)).toBeUndefined();
    expect(answer.data?.deleteSession).toMatchObject({
      __typename: 'Session',
      id: String(session?.id),
      placesTaken: 0,
      cancellationImpact: { __typename: 'SessionCancellationImpact' },
    });
    expect(
      await t.db
        .select()
        .from(sessions)
        .where(eq(sessions.id, session?.id ?? 0)),
    ).toEqual([]);
  });
});
