import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankReference } from '#core/payments/balance';
import {
  activities,
  attendance,
  auditEntries,
  calendarFeedTokens,
  castMembers,
  contactConsents,
  donations,
  emails,
  favourites,
  feedback,
  groupMessages,
  loginLinks,
  passwordResetTokens,
  payments,
  pictures,
  placements,
  preferences,
  profiles,
  rateLimitHits,
  registrationEvents,
  registrations,
  sessionMessages,
  sessions,
  stripeEvents,
  users,
  waitlistEntries,
} from '#server/db/schema/index';
import { findPaymentRegistration, getRegistrationBalance } from '#server/domains/payments/index';
import { recordAudit } from '#server/lib/audit';
import { connectCable } from '#server/realtime/cable-test-client';
import { createTestApp, type TestApp } from '#server/test/harness';
import { createTestUser, userIdByEmail } from '#server/test/users';
import { collectPersonalData } from './personal-data.service';

/**
 * Issue 25, "People own their data" (decision 018): the export holds every table that refers to a
 * person, erasure leaves no trace of their name or email anywhere, and only the person or staff
 * holding `people` may do either.
 */
let t: TestApp;
let baseUrl: string;
/** After the demo festival (2027): its places and payments are history, not upcoming. */
const AFTER_2027 = new Date('2028-01-20T00:00:00Z');
let staffId: number;

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await t.listen();
  staffId = (
    await createTestUser(t.db, {
      email: 'privacy-people@example.org',
      permissions: ['people'],
      name: 'Staff People',
    })
  ).id;
});
afterAll(() => t?.close());

const EXPORT = `mutation Export($userId: ID) {
  exportPersonalData(userId: $userId) {
    __typename
    ... on Error { message }
    ... on PersonalDataExport { fileName json summary }
  }
}`;
const DELETE = `mutation Delete($userId: ID, $confirmEmail: String!) {
  deleteAccount(userId: $userId, confirmEmail: $confirmEmail) {
    __typename
    ... on Error { message }
    ... on AccountDeletionRefusedError { reasons }
    ... on AccountDeleted { userId }
  }
}`;

interface ExportResult {
  exportPersonalData: {
    __typename: string;
    fileName: string;
    json: string;
    summary: string;
    message?: string;
  };
}
interface DeleteResult {
  deleteAccount: { __typename: string; message?: string; reasons?: string[]; userId?: string };
}

let people = 0;

/** The rows of a raw statement (both drivers answer `{ rows }`). */
async function rowsOf<Row>(statement: SQL): Promise<Row[]> {
  return ((await t.db.execute(statement)) as unknown as { rows: Row[] }).rows;
}

/**
 * A participant of the (past) 2027 festival with a row in every table that can refer to a person:
 * places, rankings, waitlist, attendance, feedback, history, a settled payment, a donation, emails,
 * a message they wrote, audit entries, sign-in attempts, a Stripe notice, a picture, a part in the
 * programme, consent and feed tokens.
 */
async function personWithEverything() {
  people += 1;
  const word = [
    'Aroha',
    'Bramble',
    'Corvid',
    'Dapple',
    'Ember',
    'Fennel',
    'Gossamer',
    'Heron',
    'Inkwell',
    'Juniper',
    'Kestrel',
    'Larkspur',
  ][people % 12];
  const name = `Wikitoria ${word} Quillfeather`;
  const email = `wiki.quill${people}@example.net`;
  const user = await createTestUser(t.db, { email, name });
  const [picture] = await t.db
    .insert(pictures)
    .values({
      storageKey: `privacy-test-${people}`,
      width: 10,
      height: 10,
      blurhash: 'LEHV6nWB2yk8',
      altText: name,
    })
    .returning();
  await t.db
    .update(profiles)
    .set({ phone: '021 555 0101', pronouns: 'she/her', pictureId: picture?.id })
    .where(eq(profiles.userId, user.id));
  const [profile] = await t.db.select().from(profiles).where(eq(profiles.userId, user.id));
  const workshopSessions = await t.db
    .select({ id: sessions.id, activityId: sessions.activityId })
    .from(sessions)
    .innerJoin(activities, eq(activities.id, sessions.activityId))
    .where(and(eq(activities.festivalId, 2027), eq(activities.type, 'Workshop')))
    .orderBy(asc(sessions.startsAt), asc(sessions.id))
    .limit(3);
  const [placed, ranked, waited] = workshopSessions;
  if (!placed || !ranked || !waited || !profile) throw new Error('demo seed changed');
  const [registration] = await t.db
    .insert(registrations)
    .values({
      festivalId: 2027,
      userId: user.id,
      codeOfConductAcceptedAt: new Date('2027-08-20T00:00:00Z'),
      photoPermission: true,
      completedAt: new Date('2027-08-20T00:00:00Z'),
    })
    .returning();
  if (!registration) throw new Error('no registration');
  const registrationId = registration.id;
  await t.db.insert(preferences).values({ registrationId, sessionId: ranked.id, position: 1 });
  await t.db
    .insert(placements)
    .values({ registrationId, sessionId: placed.id, overCapacityReason: `test for ${name}` });
  await t.db.insert(waitlistEntries).values({ registrationId, sessionId: waited.id, position: 900 + people });
  await t.db.insert(attendance).values({ registrationId, sessionId: placed.id });
  await t.db.insert(feedback).values({
    registrationId,
    sessionId: placed.id,
    rating: 5,
    positive: `Loved it — ${name}`,
    testimonial: 'Great',
  });
  await t.db
    .insert(registrationEvents)
    .values({ registrationId, kind: 'placed', data: { who: name, email } });
  await t.db
    .insert(castMembers)
    .values({ profileId: profile.id, activityId: placed.activityId, role: 'tutor', position: 99 });

  const paymentRegistration = await findPaymentRegistration(t.db, registrationId);
  if (!paymentRegistration) throw new Error('no payment registration');
  const balance = await getRegistrationBalance(t.db, paymentRegistration, AFTER_2027);
  await t.db.insert(payments).values({
    registrationId,
    kind: 'InternetBankingPayment',
    state: 'approved',
    amount: balance.outstanding,
    reference: bankReference(name, 2027),
    note: `Matched to ${name} by hand`,
    stripePaymentIntentId: `pi_privacy_${people}`,
  });
  await t.db.insert(stripeEvents).values({
    id: `evt_privacy_${people}`,
    type: 'payment_intent.succeeded',
    payload: { data: { object: { id: `pi_privacy_${people}`, receipt_email: email, billing: { name } } } },
  });
  await t.db
    .insert(donations)
    .values({ name, email: email.toUpperCase(), amount: 2000, state: 'approved', message: `From ${name}` });
  await t.db
    .insert(emails)
    .values({ kind: 'welcome', to: email, subject: `Kia ora ${name}`, text: `Hello ${name}` });
  await t.db.insert(emails).values({
    kind: 'staff-notice',
    to: 'team@example.org',
    subject: 'New registration',
    text: `${name} <${email}> registered`,
  });
  await t.db.insert(sessionMessages).values({
    sessionId: placed.id,
    authorUserId: user.id,
    authorName: name,
    subject: 'Running late',
    body: `Sorry, ${name} here`,
  });
  await t.db.insert(groupMessages).values({
    festivalId: 2027,
    authorUserId: user.id,
    authorName: name,
    filter: { audience: 'Everyone' },
    subject: 'To everyone',
    body: `From ${name}`,
    recipientUserIds: [user.id],
    recipients: 1,
  });
  await t.db.insert(rateLimitHits).values({ bucket: 'login-email', key: email });
  await t.db.insert(contactConsents).values({ userId: user.id, shareWithTutors: true });
  // A star on the programme [issue 28].
  await t.db.insert(favourites).values({ userId: user.id, activityId: placed.activityId });
  await t.db.insert(calendarFeedTokens).values({ userId: user.id, token: `feed-${people}-${Date.now()}` });
  await t.db
    .insert(passwordResetTokens)
    .values({ userId: user.id, tokenHash: `reset-${people}-${Date.now()}`, expiresAt: AFTER_2027 });
  await t.db
    .insert(loginLinks)
    .values({ userId: user.id, tokenHash: `link-${people}-${Date.now()}`, expiresAt: AFTER_2027 });
  await recordAudit(
    t.db,
    { id: staffId, email: 'privacy-people@example.org' },
    {
      action: 'person.update',
      targetType: 'Person',
      targetId: profile.id,
      before: { name: 'Old' },
      after: { name, email },
    },
  );
  await recordAudit(
    t.db,
    { id: user.id, email },
    {
      action: 'registration.update',
      targetType: 'Registration',
      targetId: registrationId,
      reason: `asked by ${name}`,
    },
  );
  return { ...user, name, registrationId, profileId: profile.id };
}

/** Tables that refer to users, read from the database catalogue (not from our code). */
async function tablesReferringToPeople(): Promise<string[]> {
  const foreignKeys = await rowsOf<{ from_table: string; to_table: string }>(sql`
    select c.conrelid::regclass::text as from_table, c.confrelid::regclass::text as to_table
    from pg_constraint c
    where c.contype = 'f' and c.connamespace = 'public'::regnamespace`);
  const reached = new Set(['users']);
  for (let grew = true; grew; ) {
    grew = false;
    for (const { from_table, to_table } of foreignKeys) {
      if (reached.has(to_table.replace(/"/g, '')) && !reached.has(from_table.replace(/"/g, ''))) {
        reached.add(from_table.replace(/"/g, ''));
        grew = true;
      }
    }
  }
  // Person ids kept without a foreign key (the audit log must outlive users), by column name.
  const idColumns = await rowsOf<{ table_name: string }>(sql`
    select distinct table_name from information_schema.columns
    where table_schema = 'public' and (column_name like '%user\\_id' or column_name like '%\\_by\\_id')`);
  for (const row of idColumns) reached.add(row.table_name);
  return [...reached].sort();
}

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

/** Every text-like column of every table in every schema holding `needle` (any case), as `table.column`. */
async function columnsHolding(needles: readonly string[]): Promise<string[]> {
  const columns = await rowsOf<{ table_schema: string; table_name: string; column_name: string }>(sql`
    select c.table_schema, c.table_name, c.column_name
    from information_schema.columns c
    join information_schema.tables tb on tb.table_schema = c.table_schema and tb.table_name = c.table_name
    where tb.table_type = 'BASE TABLE'
      and c.table_schema not in ('pg_catalog', 'information_schema')
      and (c.data_type in ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY') )`);
  const found: string[] = [];
  for (const { table_schema, table_name, column_name } of columns) {
    const column = sql.raw(`"${table_schema}"."${table_name}"."${column_name}"`);
    const from = sql.raw(`"${table_schema}"."${table_name}"`);
    for (const needle of needles) {
      const hit = await rowsOf<{ n: number }>(
        sql`select count(*)::int as n from ${from} where lower(${column}::text) like ${`%${needle.toLowerCase()}%`}`,
      );
      if ((hit[0]?.n ?? 0) > 0) found.push(`${table_schema}.${table_name}.${column_name} holds ${needle}`);
    }
  }
  return found;
}

describe('delete my account [issue 25]', () => {
  it('leaves no row anywhere holding their email or name, keeps the money anonymous and ends their sessions', async () => {
    t.setNow(AFTER_2027);
    try {
      const person = await personWithEverything();
      const before = await columnsHolding([person.email, person.name]);
      expect(before.length, 'the scan finds the person before erasure').toBeGreaterThan(10);
      const headers = await t.headersFor(person.id);
      const otherDevice = await t.headersFor(person.id);
      const cable = await connectCable(baseUrl, otherDevice);
      try {
        await cable.waitFor((frame) => frame.type === 'welcome', 20_000);
        const wrong = await t.graphql<DeleteResult>(
          DELETE,
          { confirmEmail: 'someone@example.org' },
          { headers },
        );
        expect(wrong.data?.deleteAccount.__typename).toBe('ValidationError');

        const deleted = await t.graphql<DeleteResult>(
          DELETE,
          { confirmEmail: person.email.toUpperCase() },
          { headers },
        );
        expect(deleted.data?.deleteAccount).toEqual({
          __typename: 'AccountDeleted',
          userId: String(person.id),
        });
        // The other device's socket is told at once (not at the next ping).
        const disconnect = await cable.waitFor((frame) => frame.type === 'disconnect', 2500);
        expect(disconnect).toMatchObject({ reason: 'unauthorized', reconnect: false });
      } finally {
        await cable.close();
      }
      for (const device of [headers, otherDevice]) {
        const after = await t.graphql<{ currentUser: unknown }>(
          '{ currentUser { id } }',
          {},
          { headers: device },
        );
        expect(after.data?.currentUser ?? null).toBeNull();
      }

      expect(await columnsHolding([person.email, person.name])).toEqual([]);

      // Accounting keeps the payment and the donation, without name or contact.
      const [payment] = await t.db
        .select()
        .from(payments)
        .where(eq(payments.registrationId, person.registrationId));
      expect(payment).toMatchObject({ state: 'approved', kind: 'InternetBankingPayment' });
      expect(payment?.amount).toBeGreaterThan(0);
      const [registration] = await t.db
        .select()
        .from(registrations)
        .where(eq(registrations.id, person.registrationId));
      expect(registration?.userId).toBe(person.id);
      const [account] = await t.db.select().from(users).where(eq(users.id, person.id));
      expect(account).toMatchObject({ email: `erased-${person.id}@erased.invalid`, permissions: [] });
      expect(account?.erasedAt).not.toBeNull();
      expect(await t.db.select().from(donations).where(eq(donations.amount, 2000))).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ name: '', email: '', anonymous: true, state: 'approved' }),
        ]),
      );
      expect(await t.db.select().from(profiles).where(eq(profiles.id, person.profileId))).toEqual([]);
      // Their stars on the programme go too [issue 28].
      expect(await t.db.select().from(favourites).where(eq(favourites.userId, person.id))).toEqual([]);
      const [erasure] = await t.db
        .select()
        .from(auditEntries)
        .where(and(eq(auditEntries.action, 'person.erase'), eq(auditEntries.targetId, String(person.id))));
      expect(erasure).toMatchObject({ actorUserId: person.id, actorName: 'Deleted person' });

      // Nobody can log in as the erased account, and the people list no longer shows it.
      const logIn = await t.graphql<{ logIn: { __typename: string } }>(
        'mutation { logIn(email: "' +
          `erased-${person.id}@erased.invalid` +
          '", password: "correct horse battery") { __typename } }',
      );
      expect(logIn.data?.logIn.__typename).not.toBe('AuthPayload');
      const list = await t.graphql<{ users: Array<{ id: string }> }>(
        '{ users(search: "erased") { id } }',
        {},
        { headers: await t.headersFor(staffId) },
      );
      expect(list.data?.users.map((u) => u.id)).not.toContain(String(person.id));
    } finally {
      t.setNow(null);
    }
  }, 60_000);

  it('keeps the audit log append-only outside an erasure', async () => {
    /** The database's own message, under the driver's wrapping. */
    const refusal = (statement: Promise<unknown>) =>
      statement.then(
        () => 'accepted',
        (error: unknown) => String((error as { cause?: unknown }).cause ?? error),
      );
    const first = sql`(select min(id) from audit_entries)`;
    expect(
      await refusal(t.db.execute(sql`update audit_entries set actor_name = 'x' where id = ${first}`)),
    ).toMatch(/append-only/);
    const changesWhat = t.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('festival.erasure', 'on', true)`);
      await tx.execute(sql`update audit_entries set action = 'x' where id = ${first}`);
    });
    expect(await refusal(changesWhat)).toMatch(/append-only/);
    expect(await refusal(t.db.execute(sql`delete from audit_entries where id = ${first}`))).toMatch(
      /append-only/,
    );
  });

  it('is refused with a clear reason while they hold places in a festival that has not finished', async () => {
    // participant61 holds a place in the demo's full workshop (2027, upcoming by the real clock).
    const email = 'participant61@example.org';
    const id = await userIdByEmail(t.db, email);
    const headers = await t.headersFor(id);
    const check = await t.graphql<{ currentUser: { accountDeletionBlockers: string[] } }>(
      '{ currentUser { accountDeletionBlockers } }',
      {},
      { headers },
    );
    expect(check.data?.currentUser.accountDeletionBlockers[0]).toMatch(
      /holds a place in NZIF 2027, which has not finished/,
    );
    const refused = await t.graphql<DeleteResult>(DELETE, { confirmEmail: email }, { headers });
    expect(refused.data?.deleteAccount.__typename).toBe('AccountDeletionRefusedError');
    expect(refused.data?.deleteAccount.reasons?.join(' ')).toMatch(/place in NZIF 2027/);
    const [account] = await t.db.select().from(users).where(eq(users.id, id));
    expect(account?.email).toBe(email);
  });

  it('is refused while money is owed either way, or a payment is in flight', async () => {
    t.setNow(AFTER_2027);
    try {
      const owes = await personWithEverything();
      await t.db.delete(payments).where(eq(payments.registrationId, owes.registrationId));
      const owesResult = await t.graphql<DeleteResult>(
        DELETE,
        { confirmEmail: owes.email },
        { headers: await t.headersFor(owes.id) },
      );
      expect(owesResult.data?.deleteAccount.reasons?.join(' ')).toMatch(
        /\$\d+\.\d\d is still to pay for NZIF 2027/,
      );

      const owed = await personWithEverything();
      await t.db.insert(payments).values({
        registrationId: owed.registrationId,
        kind: 'InternetBankingPayment',
        state: 'approved',
        amount: 1500,
      });
      const owedResult = await t.graphql<DeleteResult>(
        DELETE,
        { confirmEmail: owed.email },
        { headers: await t.headersFor(owed.id) },
      );
      expect(owedResult.data?.deleteAccount.reasons?.join(' ')).toMatch(
        /owes this account \$15\.00 for NZIF 2027/,
      );

      const pending = await personWithEverything();
      await t.db.insert(payments).values({
        registrationId: pending.registrationId,
        kind: 'CreditCardPayment',
        state: 'pending',
        amount: 100,
      });
      const pendingResult = await t.graphql<DeleteResult>(
        DELETE,
        { confirmEmail: pending.email },
        { headers: await t.headersFor(pending.id) },
      );
      expect(pendingResult.data?.deleteAccount.reasons?.join(' ')).toMatch(/still being processed/);

      for (const person of [owes, owed, pending]) {
        const [account] = await t.db.select().from(users).where(eq(users.id, person.id));
        expect(account?.erasedAt ?? null).toBeNull();
      }
    } finally {
      t.setNow(null);
    }
  }, 60_000);

  it('is refused for staff accounts until their permissions are removed', async () => {
    const staff = await createTestUser(t.db, {
      email: 'privacy-content@example.org',
      permissions: ['content'],
    });
    const result = await t.graphql<DeleteResult>(
      DELETE,
      { confirmEmail: staff.email },
      { headers: await t.headersFor(staff.id) },
    );
    expect(result.data?.deleteAccount.reasons).toEqual([expect.stringMatching(/staff permissions/)]);
  });

  it('for another person is refused to participants and staff without people, and done and audited for people managers', async () => {
    t.setNow(AFTER_2027);
    try {
      const person = await personWithEverything();
      const participant = await t.headersFor(await userIdByEmail(t.db, 'participant1@example.org'));
      const registrationsStaff = await createTestUser(t.db, {
        email: `privacy-reg-${person.id}@example.org`,
        permissions: ['registrations'],
      });
      for (const headers of [participant, await t.headersFor(registrationsStaff.id), {}]) {
        const refused = await t.graphql(
          DELETE,
          { userId: String(person.id), confirmEmail: person.email },
          { headers },
        );
        expect(refused.errors?.[0]?.extensions?.code).toMatch(/FORBIDDEN|UNAUTHENTICATED/);
        const blockers = await t.graphql(
          `{ users(search: "${person.email}") { accountDeletionBlockers } }`,
          {},
          { headers },
        );
        expect(blockers.data?.users ?? null).toBeNull();
      }
      const [still] = await t.db.select().from(users).where(eq(users.id, person.id));
      expect(still?.email).toBe(person.email);

      const staffHeaders = await t.headersFor(staffId);
      const done = await t.graphql<DeleteResult>(
        DELETE,
        { userId: String(person.id), confirmEmail: person.email },
        { headers: staffHeaders },
      );
      expect(done.data?.deleteAccount).toEqual({ __typename: 'AccountDeleted', userId: String(person.id) });
      const [entry] = await t.db
        .select()
        .from(auditEntries)
        .where(and(eq(auditEntries.action, 'person.erase'), eq(auditEntries.targetId, String(person.id))));
      expect(entry).toMatchObject({ actorUserId: staffId, actorName: 'privacy-people@example.org' });
      expect(await columnsHolding([person.email, person.name])).toEqual([]);
    } finally {
      t.setNow(null);
    }
  }, 60_000);
});
