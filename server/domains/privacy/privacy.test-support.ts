import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { bankReference } from '#core/payments/balance';
import {
  activities,
  attendance,
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
  waitlistEntries,
} from '#server/db/schema/index';
import { findPaymentRegistration, getRegistrationBalance } from '#server/domains/payments/index';
import { recordAudit } from '#server/lib/audit';
import { createTestApp, type TestApp } from '#server/test/harness';
import { createTestUser } from '#server/test/users';

/**
 * Issue 25, "People own their data" (decision 018): the export holds every table that refers to a
 * person, erasure leaves no trace of their name or email anywhere, and only the person or staff
 * holding `people` may do either.
 */
export let t: TestApp;
export let baseUrl: string;
/** After the demo festival (2027): its places and payments are history, not upcoming. */
export const AFTER_2027 = new Date('2028-01-20T00:00:00Z');
export let staffId: number;

export const EXPORT = `mutation Export($userId: ID) {
  exportPersonalData(userId: $userId) {
    __typename
    ... on Error { message }
    ... on PersonalDataExport { fileName json summary }
  }
}`;
export const DELETE = `mutation Delete($userId: ID, $confirmEmail: String!) {
  deleteAccount(userId: $userId, confirmEmail: $confirmEmail) {
    __typename
    ... on Error { message }
    ... on AccountDeletionRefusedError { reasons }
    ... on AccountDeleted { userId }
  }
}`;

export interface ExportResult {
  exportPersonalData: {
    __typename: string;
    fileName: string;
    json: string;
    summary: string;
    message?: string;
  };
}
export interface DeleteResult {
  deleteAccount: { __typename: string; message?: string; reasons?: string[]; userId?: string };
}

export let people = 0;

/** The rows of a raw statement (both drivers answer `{ rows }`). */
export async function rowsOf<Row>(statement: SQL): Promise<Row[]> {
  return ((await t.db.execute(statement)) as unknown as { rows: Row[] }).rows;
}

/**
 * A participant of the (past) 2027 festival with a row in every table that can refer to a person:
 * places, rankings, waitlist, attendance, feedback, history, a settled payment, a donation, emails,
 * a message they wrote, audit entries, sign-in attempts, a Stripe notice, a picture, a part in the
 * programme, consent and feed tokens.
 */
export async function personWithEverything() {
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
export async function tablesReferringToPeople(): Promise<string[]> {
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

/** Every text-like column of every table in every schema holding `needle` (any case), as `table.column`. */
export async function columnsHolding(needles: readonly string[]): Promise<string[]> {
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

/** Registers the app's hooks in the calling test file (modules are cached across files). */
export function setUpTestApp(): void {
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
}
