import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { castMembers, profiles, users } from '#server/db/schema/index';
import { createTestApp, type TestApp } from '#server/test/harness';

/** Issue 12 item 12: anonymous `person(id)` shows presenters only; participants answer NotFound. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PERSON = `query Person($id: ID!) {
  person(id: $id) { __typename ... on Person { id name } ... on Error { message } }
}`;
type Answer = { person: { __typename: string; name?: string } };

describe('person(id) visibility [issue 12.12]', () => {
  it('shows a presenter to anyone', async () => {
    const [cast] = await t.db.select({ profileId: castMembers.profileId }).from(castMembers).limit(1);
    const answer = await t.graphql<Answer>(PERSON, { id: String(cast?.profileId) });
    expect(answer.data?.person.__typename).toBe('Person');
  });

  it('hides a participant who presents nothing from anonymous visitors and other participants', async () => {
    const [participant] = await t.db
      .select({ profileId: profiles.id, userId: profiles.userId })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(eq(users.email, 'participant30@example.org'));
    expect(participant).toBeDefined();
    const anonymous = await t.graphql<Answer>(PERSON, { id: String(participant?.profileId) });
    expect(anonymous.data?.person.__typename).toBe('NotFoundError');
    const [other] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'participant31@example.org'));
    const asOther = await t.graphql<Answer>(
      PERSON,
      { id: String(participant?.profileId) },
      { headers: await t.headersFor(other?.id ?? -1) },
    );
    expect(asOther.data?.person.__typename).toBe('NotFoundError');
    // Themselves: yes.
    const asSelf = await t.graphql<Answer>(
      PERSON,
      { id: String(participant?.profileId) },
      { headers: await t.headersFor(participant?.userId ?? -1) },
    );
    expect(asSelf.data?.person.__typename).toBe('Person');
  });
});
