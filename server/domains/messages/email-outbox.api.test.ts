import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries, emails } from '#server/db/schema/index';
import { DEMO_STAFF, DEMO_TEAM_MEMBER } from '#server/db/seed/demo';
import { createTestApp, type TestApp } from '#server/test/harness';
import { createTestUser, userIdByEmail } from '#server/test/users';

/** The staff outbox (issue 15): search by address and kind, page past 100, resend one email. */

let t: TestApp;
let admin: Record<string, string>;
let refused: Array<[string, Record<string, string>]>;

const PAGE = `query($filter: EmailFilter, $before: ID, $limit: Int) {
  emailOutbox(filter: $filter, before: $before, limit: $limit) { total nextCursor emails { id to kind state } } }`;
const RESEND = `mutation($id: ID!) { resendEmail(id: $id) { __typename ... on Error { message }
  ... on Email { id to kind subject state } } }`;

type Page = {
  emailOutbox: {
    total: number;
    nextCursor: string | null;
    emails: Array<{ id: string; to: string; kind: string; state: string }>;
  };
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.headersFor(await userIdByEmail(t.db, DEMO_STAFF.email));
  const registrationsStaff = await createTestUser(t.db, {
    email: 'outbox-registrations@example.org',
    permissions: ['registrations', 'payments', 'people'],
  });
  refused = [
    ['anonymous', {}],
    ['a participant', await t.headersFor(await userIdByEmail(t.db, 'participant1@example.org'))],
    ['a team member', await t.headersFor(await userIdByEmail(t.db, DEMO_TEAM_MEMBER.email))],
    ['staff without admin', await t.headersFor(registrationsStaff.id)],
  ];
  // 130 emails to one address in two kinds, so one search spans more than a page of 100.
  await t.db.insert(emails).values(
    Array.from({ length: 130 }, (_, i) => ({
      kind: i % 2 === 0 ? 'outbox-test-a' : 'outbox-test-b',
      to: `Many.Emails+${i}@Example.org`,
      subject: `Test ${i}`,
      text: `Body ${i}`,
      state: 'sent' as const,
    })),
  );
}, 60_000);

afterAll(async () => {
  await t?.close();
});

async function page(variables: Record<string, unknown>) {
  const response = await t.graphql<Page>(PAGE, variables, { headers: admin });
  if (!response.data) throw new Error(JSON.stringify(response.errors));
  return response.data.emailOutbox;
}

describe('the email outbox for staff [issue 15]', () => {
  it('finds emails by part of the address in any case, and by kind', async () => {
    const byAddress = await page({ filter: { to: 'many.emails' }, limit: 200 });
    expect(byAddress.total).toBe(130);
    expect(byAddress.emails.every((e) => e.to.startsWith('Many.Emails+'))).toBe(true);
    const byKind = await page({ filter: { to: 'many.emails', kind: 'outbox-test-b' }, limit: 200 });
    expect(byKind.total).toBe(65);
    expect(new Set(byKind.emails.map((e) => e.kind))).toEqual(new Set(['outbox-test-b']));
    // A wildcard typed in the search is matched as itself, not as "anything".
    expect((await page({ filter: { to: '%' } })).total).toBe(0);
    const kinds = await t.graphql<{ emailKinds: string[] }>('{ emailKinds }', {}, { headers: admin });
    expect(kinds.data?.emailKinds).toEqual(expect.arrayContaining(['outbox-test-a', 'outbox-test-b']));
  });

  it('pages past 100 with a cursor: newest first, no repeats or gaps, even when new email arrives', async () => {
    const first = await page({ filter: { to: 'many.emails' } });
    expect(first.emails).toHaveLength(100);
    expect(first.nextCursor).not.toBeNull();
    // A new matching email between pages must not shift the second page.
    await t.db
      .insert(emails)
      .values({ kind: 'outbox-test-a', to: 'many.emails+new@example.org', subject: 'New', text: 'x' });
    const second = await page({ filter: { to: 'many.emails' }, before: first.nextCursor });
    expect(second.emails).toHaveLength(30);
    expect(second.nextCursor).toBeNull();
    const ids = [...first.emails, ...second.emails].map((e) => Number(e.id));
    expect(new Set(ids).size).toBe(130);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    await t.db.delete(emails).where(eq(emails.to, 'many.emails+new@example.org'));
  });

  it('resends one email as a new outbox row, keeps the old one, and records who did it', async () => {
    const [original] = await t.db
      .insert(emails)
      .values({
        kind: 'password-reset',
        to: 'resend-me@example.org',
        subject: 'Reset',
        text: 'Link',
        state: 'failed',
        attempts: 6,
        lastError: 'SMTP down',
      })
      .returning();
    if (!original) throw new Error('no email');
    const response = await t.graphql<{ resendEmail: { __typename: string; id: string; state: string } }>(
      RESEND,
      { id: String(original.id) },
      { headers: admin },
    );
    const copy = response.data?.resendEmail;
    expect(copy).toMatchObject({ __typename: 'Email', state: 'pending' });
    expect(Number(copy?.id)).toBeGreaterThan(original.id);
    const rows = await t.db.select().from(emails).where(eq(emails.to, 'resend-me@example.org'));
    expect(rows.map((row) => [row.id, row.state, row.subject, row.text])).toEqual([
      [original.id, 'failed', 'Reset', 'Link'],
      [Number(copy?.id), 'pending', 'Reset', 'Link'],
    ]);
    const [entry] = await t.db.select().from(auditEntries).where(eq(auditEntries.action, 'email.resend'));
    expect(entry).toMatchObject({
      targetType: 'Email',
      targetId: String(original.id),
      actorName: DEMO_STAFF.email,
    });
    expect(entry?.after).toMatchObject({ emailId: Number(copy?.id) });

    const missing = await t.graphql<{ resendEmail: { __typename: string } }>(
      RESEND,
      { id: '99999999' },
      { headers: admin },
    );
    expect(missing.data?.resendEmail.__typename).toBe('NotFoundError');
  });

  it('refuses searching and resending to anyone but admins: anonymous, participants, team and other staff', async () => {
    const [target] = await t.db.select().from(emails).limit(1);
    const before = await t.db.select({ id: emails.id }).from(emails);
    for (const [who, headers] of refused) {
      const search = await t.graphql(PAGE, { filter: { to: 'many' } }, { headers });
      expect(search.errors?.[0]?.message, who).toBe('Not allowed');
      const kinds = await t.graphql('{ emailKinds }', {}, { headers });
      expect(kinds.errors?.[0]?.message, who).toBe('Not allowed');
      const resend = await t.graphql(RESEND, { id: String(target?.id) }, { headers });
      expect(resend.errors?.[0]?.message, who).toBe('Not allowed');
    }
    const after = await t.db.select({ id: emails.id }).from(emails);
    expect(after.length).toBe(before.length);
    expect(
      await t.db
        .select()
        .from(auditEntries)
        .where(inArray(auditEntries.action, ['email.resend'])),
    ).toHaveLength(1);
  });
});
