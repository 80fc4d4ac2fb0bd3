import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/harness';
import { ProgrammeDocument } from '#web/graphql/graphql';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Programme = { festival: { activities: Array<{ sessions: unknown[]; presenters: unknown[] }> } };

/**
 * An uncached Programme execution: any mutation clears the response cache first. The first after a
 * change reads the programme into memory; the next reads it from there.
 */
async function uncachedProgramme() {
  await t.graphql('mutation { logOut { __typename } }');
  return t.countQueries(() => t.graphql<Programme>(print(ProgrammeDocument), { activityType: 'Workshop' }));
}

/** Doubles the workshops: a copy of each with its sessions and cast. */
async function copyWorkshops(copy: number) {
  await t.db.execute(`
    with source as (select * from activities where type = 'Workshop' and slug not like '%-copy-%'),
    copied as (
      insert into activities (festival_id, type, name, slug, description, suitability, picture_id)
      select festival_id, type, name || ' ${copy}', slug || '-copy-${copy}', description, suitability, picture_id
      from source returning id, slug
    ),
    pairs as (select copied.id as new_id, source.id as old_id from copied join source on copied.slug = source.slug || '-copy-${copy}'),
    cast_copy as (
      insert into cast_members (profile_id, activity_id, role, position)
      select c.profile_id, pairs.new_id, c.role, c.position from cast_members c join pairs on c.activity_id = pairs.old_id
    )
    insert into sessions (activity_id, starts_at, ends_at, capacity, venue_id)
    select pairs.new_id, s.starts_at, s.ends_at, s.capacity, s.venue_id
    from pairs join sessions s on s.activity_id = pairs.old_id`);
}

describe('Programme SQL statements', () => {
  it('runs the same number of statements whatever the number of workshops, sessions and presenters', async () => {
    const small = await uncachedProgramme();
    const smallFromMemory = await uncachedProgramme();
    const smallActivities = small.result.data?.festival.activities ?? [];
    expect(smallActivities.length).toBeGreaterThan(5);
    await copyWorkshops(1);
    await copyWorkshops(2);
    const large = await uncachedProgramme();
    const largeFromMemory = await uncachedProgramme();
    const largeActivities = large.result.data?.festival.activities ?? [];
    expect(large.result.errors).toBeUndefined();
    expect(largeActivities.length).toBe(smallActivities.length * 3);
    expect(largeActivities.flatMap((activity) => activity.sessions).length).toBeGreaterThan(
      smallActivities.flatMap((activity) => activity.sessions).length * 2,
    );
    expect(large.queries).toBe(small.queries);
    expect(small.queries).toBeLessThanOrEqual(12);
    expect(largeFromMemory.queries).toBe(smallFromMemory.queries);
    expect(smallFromMemory.queries).toBeLessThanOrEqual(2);
    expect(largeFromMemory.result).toEqual(large.result);
  });
});
