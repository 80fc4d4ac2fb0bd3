import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEntries } from '#server/db/schema/index';
import { createTestUser, userIdByEmail } from '#server/test/users';
import { collectPersonalData } from './personal-data.service';
import {
  AFTER_2027,
  EXPORT,
  type ExportResult,
  personWithEverything,
  setUpTestApp,
  staffId,
  t,
  tablesReferringToPeople,
} from './privacy.test-support';

setUpTestApp();

describe('download my data [issue 25]', () => {
  it('reads every table that refers to a person, as the database catalogue lists them', async () => {
    const person = await personWithEverything();
    const data = await collectPersonalData(t.db, person.id);
    const expected = await tablesReferringToPeople();
    // A sanity floor: the catalogue query itself must find the tables we know of.
    expect(expected).toEqual(
      expect.arrayContaining([
        'users',
        'profiles',
        'registrations',
        'payments',
        'cast_members',
        'audit_entries',
      ]),
    );
    const missing = expected.filter((table) => !(table in data.tables));
    expect(missing, 'tables that refer to users but the export does not read').toEqual([]);
    // And each of them holds this person's row, so a reader that finds nothing would be caught too.
    const empty = Object.entries(data.tables)
      .filter(
        ([table, rows]) =>
          rows.length === 0 && !['allocation_runs', 'settings', 'auth_tokens'].includes(table),
      )
      .map(([table]) => table);
    expect(empty).toEqual([]);
  });

  it('gives the signed-in person one JSON file and a readable summary', async () => {
    t.setNow(AFTER_2027);
    try {
      const person = await personWithEverything();
      const headers = await t.headersFor(person.id);
      const result = await t.graphql<ExportResult>(EXPORT, {}, { headers });
      const file = result.data?.exportPersonalData;
      expect(file?.__typename).toBe('PersonalDataExport');
      expect(file?.fileName).toMatch(new RegExp(`^nzif-personal-data-${person.id}-2028-01-20\\.json$`));
      const parsed = JSON.parse(file?.json ?? '{}');
      expect(parsed.person).toMatchObject({ userId: person.id, email: person.email, name: person.name });
      expect(parsed.tables.users[0]).not.toHaveProperty('passwordHash');
      expect(file?.json).not.toMatch(/argon2|tokenHash|token_hash/);
      expect(parsed.tables.emails[0]).toMatchObject({ to: person.email, subject: `Kia ora ${person.name}` });
      expect(parsed.tables.placements).toHaveLength(1);
      expect(parsed.tables.feedback[0]).toMatchObject({ rating: 5 });
      expect(parsed.tables.donations[0]).toMatchObject({ amount: 2000 });
      expect(file?.summary).toContain(`Name: ${person.name}`);
      expect(file?.summary).toContain('Places (1)');
      expect(file?.summary).toContain('Emails sent to you (1)');
      expect(file?.summary).toContain('Feedback you gave (1)');
      // A person fetching their own data is not a staff action.
      expect(
        await t.db
          .select()
          .from(auditEntries)
          .where(and(eq(auditEntries.action, 'person.export'), eq(auditEntries.targetId, String(person.id)))),
      ).toHaveLength(0);
    } finally {
      t.setNow(null);
    }
  });

  it('is refused for another person to participants and to staff without people, and audited for people managers', async () => {
    const person = await personWithEverything();
    const participant = await t.headersFor(await userIdByEmail(t.db, 'participant1@example.org'));
    const registrationsStaff = await createTestUser(t.db, {
      email: 'privacy-registrations@example.org',
      permissions: ['registrations', 'payments'],
    });
    for (const headers of [participant, await t.headersFor(registrationsStaff.id), {}]) {
      const refused = await t.graphql(EXPORT, { userId: String(person.id) }, { headers });
      expect(refused.errors?.[0]?.extensions?.code).toMatch(/FORBIDDEN|UNAUTHENTICATED/);
      expect(refused.data?.exportPersonalData ?? null).toBeNull();
    }
    const staff = await t.graphql<ExportResult>(
      EXPORT,
      { userId: String(person.id) },
      { headers: await t.headersFor(staffId) },
    );
    expect(JSON.parse(staff.data?.exportPersonalData.json ?? '{}').person.email).toBe(person.email);
    const [entry] = await t.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.action, 'person.export'), eq(auditEntries.targetId, String(person.id))));
    expect(entry).toMatchObject({ actorUserId: staffId, targetType: 'User' });
  });
});
