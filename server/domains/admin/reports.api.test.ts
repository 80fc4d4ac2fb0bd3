import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '#core/payments/money';
import {
  activities,
  auditEntries,
  contactConsents,
  donations,
  emails,
  payments,
  placements,
  registrationEvents,
  registrations,
  sessions,
  waitlistEntries,
} from '#server/db/schema/index';
import { DEMO_FESTIVAL_YEAR } from '#server/db/seed/demo';
import { GENERAL } from '#server/test/demo-phases';
import { createTestApp, type TestApp } from '#server/test/harness';
import { createUserForProfile, tutoredWorkshopSessions } from '#server/test/tutors';
import { createTestUser, headersByRole, registrationIdOf, userIdByEmail } from '#server/test/users';

/** Staff reports and money (issue 15): dashboard, registrations list, balances, reminders, class lists. */

const BOM = '\uFEFF';

let t: TestApp;
let admin: Record<string, string>;
let registrationsStaff: Record<string, string>;
let paymentsStaff: Record<string, string>;
let contentStaff: Record<string, string>;
let participant: Record<string, string>;
let tutor: Record<string, string>;
let tutoredSessionId: number;
let otherSessionId: number;
/** Placed in a workshop and owing its price. */
let owing: number[];
let paidUp: number;

type Headers = Record<string, string> | undefined;

async function ask<T>(query: string, variables: Record<string, unknown>, headers: Headers) {
  return t.graphql<T>(query, variables, { headers: headers ?? {} });
}

/** The call is refused by the scope (a FORBIDDEN error and no data). */
async function expectForbidden(query: string, variables: Record<string, unknown>, headers: Headers) {
  const response = await ask<Record<string, unknown>>(query, variables, headers);
  expect(response.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  expect(Object.values(response.data ?? {}).every((value) => value === null)).toBe(true);
}

const registrationOf = (email: string) => registrationIdOf(t.db, { email });

/** A tutored workshop session (and another tutor's); its tutor's profile is linked to a new user. */
async function tutoredSession(): Promise<{
  sessionId: number;
  other: number;
  headers: Record<string, string>;
}> {
  const [first, other] = await tutoredWorkshopSessions(t.db);
  if (!first || !other) throw new Error('no tutored workshops in the seed');
  const userId = await createUserForProfile(t.db, first.profileId, 'reports-tutor@example.org');
  return { sessionId: first.sessionId, other: other.sessionId, headers: await t.headersFor(userId) };
}

/** The registration's balance through the payments domain's own field, to check the reports against. */
async function ownBalance(registrationId: number): Promise<{ total: number; outstanding: number }> {
  const response = await ask<{ registration: { balance: { total: number; outstanding: number } } }>(
    'query($id: ID!) { registration(id: $id) { ... on Registration { balance { total outstanding } } } }',
    { id: String(registrationId) },
    admin,
  );
  const balance = response.data?.registration.balance;
  if (!balance) throw new Error(JSON.stringify(response.errors));
  return balance;
}

beforeAll(async () => {
  t = await createTestApp();
  t.setNow(GENERAL); // balances count places held, not ranked preferences
  const as = await headersByRole(t, ['registrations', 'payments', 'content'], 'reports');
  ({ admin, participant } = as);
  ({ registrations: registrationsStaff, payments: paymentsStaff, content: contentStaff } = as);
  const tutored = await tutoredSession();
  tutor = tutored.headers;
  tutoredSessionId = tutored.sessionId;
  otherSessionId = tutored.other;

  // participant1 and 2 hold a place in the tutored session; 3 waits for it; 2 has paid in full.
  const [one, two, three] = await Promise.all(
    ['participant1', 'participant2', 'participant3'].map((p) => registrationOf(`${p}@example.org`)),
  );
  if (!one || !two || !three) throw new Error('no demo registrations');
  await t.db.delete(placements).where(inArray(placements.registrationId, [one, two, three]));
  await t.db.update(sessions).set({ capacity: 20 }).where(eq(sessions.id, tutoredSessionId));
  await t.db.insert(placements).values([
    { registrationId: one, sessionId: tutoredSessionId },
    { registrationId: two, sessionId: tutoredSessionId },
  ]);
  await t.db
    .insert(waitlistEntries)
    .values({ registrationId: three, sessionId: otherSessionId, position: 99 });
  owing = [one];
  paidUp = two;
  const price = await ownBalance(two);
  await t.db.insert(payments).values({
    registrationId: two,
    kind: 'InternetBankingPayment',
    state: 'approved',
    amount: price.total,
    reference: 'TEST',
  });
  await t.db
    .insert(contactConsents)
    .values({ userId: await userIdByEmail(t.db, 'participant2@example.org'), shareWithTutors: true });
}, 90_000);

afterAll(async () => {
  await t?.close();
});

const DASHBOARD = `{ staffDashboard {
  festival { id }
  registrations { state label count }
  placesByDay { date taken capacity sessions unlimitedSessions }
  money { owed paid pending vouchers refunded credit owing isEstimate }
  donations { total count pending }
  emails { pending sent failed } } }`;

type Dashboard = {
  staffDashboard: {
    registrations: Array<{ state: string; count: number }> | null;
    placesByDay: Array<{ date: string; taken: number; capacity: number }> | null;
    money: { owed: number; paid: number; pending: number; owing: number; isEstimate: boolean } | null;
    donations: { total: number; count: number } | null;
    emails: { pending: number; sent: number; failed: number } | null;
  } | null;
};

describe('the staff dashboard [issue 15]', () => {
  it('gives figures that agree with the database', async () => {
    await t.db
      .insert(donations)
      .values({ name: 'Giver', email: 'giver@example.org', amount: 2500, state: 'approved' });
    const response = await ask<Dashboard>(DASHBOARD, {}, admin);
    expect(response.errors).toBeUndefined();
    const dashboard = response.data?.staffDashboard;
    const [registered] = await t.db
      .select({ n: count() })
      .from(registrations)
      .where(eq(registrations.festivalId, DEMO_FESTIVAL_YEAR));
    expect(dashboard?.registrations?.reduce((sum, s) => sum + s.count, 0)).toBe(registered?.n);
    const [placed] = await t.db
      .select({ n: count() })
      .from(placements)
      .innerJoin(sessions, eq(sessions.id, placements.sessionId))
      .innerJoin(activities, eq(activities.id, sessions.activityId))
      .where(and(eq(activities.festivalId, DEMO_FESTIVAL_YEAR), eq(activities.type, 'Workshop')));
    expect(dashboard?.placesByDay?.reduce((sum, d) => sum + d.taken, 0)).toBe(placed?.n);
    expect(dashboard?.placesByDay?.[0]?.date).toBe('2027-10-02');
    expect(dashboard?.money?.paid).toBe((await ownBalance(paidUp)).total);
    const outstanding = await ask<Outstanding>(OUTSTANDING, {}, admin);
    expect(dashboard?.money?.owed).toBe(outstanding.data?.outstandingBalances.totalOwed);
    expect(dashboard?.money?.owed).toBeGreaterThanOrEqual((await ownBalance(owing[0] ?? 0)).outstanding);
    expect(dashboard?.money?.isEstimate).toBe(false);
    expect(dashboard?.donations?.total).toBeGreaterThanOrEqual(2500);
    const failed = await t.db.select({ n: count() }).from(emails).where(eq(emails.state, 'failed'));
    expect(dashboard?.emails?.failed).toBe(failed[0]?.n);
  });

  it('runs the same number of SQL statements however many registrations there are', async () => {
    const before = await t.countQueries(() => ask<Dashboard>(DASHBOARD, {}, admin));
    for (let i = 0; i < 15; i += 1) {
      const user = await createTestUser(t.db, { email: `bulk${i}@example.org` });
      const [row] = await t.db
        .insert(registrations)
        .values({ festivalId: DEMO_FESTIVAL_YEAR, userId: user.id, completedAt: GENERAL })
        .returning({ id: registrations.id });
      if (!row) throw new Error('no registration');
      await t.db.insert(placements).values({ registrationId: row.id, sessionId: tutoredSessionId });
      await t.db
        .insert(payments)
        .values({ registrationId: row.id, kind: 'InternetBankingPayment', state: 'pending', amount: 1000 });
    }
    const after = await t.countQueries(() => ask<Dashboard>(DASHBOARD, {}, admin));
    expect(after.result.data?.staffDashboard?.money?.pending).toBeGreaterThanOrEqual(15_000);
    expect(after.queries).toBe(before.queries);
    expect(after.queries).toBeLessThan(25);
  });

  it('shows each group only to staff with its permission, and refuses everyone else', async () => {
    const registrationsOnly = (await ask<Dashboard>(DASHBOARD, {}, registrationsStaff)).data?.staffDashboard;
    expect(registrationsOnly?.registrations?.length).toBe(4);
    expect(registrationsOnly?.placesByDay?.length).toBeGreaterThan(0);
    expect(registrationsOnly?.money).toBeNull();
    expect(registrationsOnly?.donations).toBeNull();
    expect(registrationsOnly?.emails).toBeNull();
    const paymentsOnly = await ask<Dashboard>(DASHBOARD, {}, paymentsStaff);
    expect(paymentsOnly.errors).toBeUndefined();
    expect(paymentsOnly.data?.staffDashboard?.money?.owed).toBeGreaterThan(0);
    expect(paymentsOnly.data?.staffDashboard?.registrations).toBeNull();
    expect(paymentsOnly.data?.staffDashboard?.emails).toBeNull();
    const content = (await ask<Dashboard>(DASHBOARD, {}, contentStaff)).data?.staffDashboard;
    expect(content).toMatchObject({ registrations: null, placesByDay: null, money: null, donations: null });
    await expectForbidden(DASHBOARD, {}, participant);
    await expectForbidden(DASHBOARD, {}, tutor);
    await expectForbidden(DASHBOARD, {}, undefined);
  });
});

const REPORT = `query($filter: RegistrationFilter, $search: String) {
  registrationReport(filter: $filter, search: $search) { total items { id name places waitlists balance } } }`;
const CSV = `query($filter: RegistrationFilter) { registrationsCsv(filter: $filter) }`;

type Report = {
  registrationReport: {
    total: number;
    items: Array<{ id: string; name: string; places: number; waitlists: number; balance: number | null }>;
  };
};

describe('the registrations list with balances, filters and CSV [issue 15]', () => {
  it('filters unpaid, no places and waitlisted registrations', async () => {
    const unpaid = (await ask<Report>(REPORT, { filter: 'UNPAID' }, admin)).data?.registrationReport;
    expect(unpaid?.items.length).toBeGreaterThan(0);
    expect(unpaid?.items.every((item) => (item.balance ?? 0) > 0)).toBe(true);
    expect(unpaid?.items.map((item) => item.id)).toContain(String(owing[0]));
    expect(unpaid?.items.map((item) => item.id)).not.toContain(String(paidUp));
    const nothing = (await ask<Report>(REPORT, { filter: 'NOTHING' }, admin)).data?.registrationReport;
    expect(nothing?.items.every((item) => item.places === 0)).toBe(true);
    expect(nothing?.items.map((item) => item.id)).not.toContain(String(owing[0]));
    const waiting = (await ask<Report>(REPORT, { filter: 'WAITLISTED' }, admin)).data?.registrationReport;
    expect(waiting?.items.length).toBeGreaterThan(0);
    expect(waiting?.items.every((item) => item.waitlists > 0)).toBe(true);
    const all = (await ask<Report>(REPORT, {}, admin)).data?.registrationReport;
    expect(all?.items.length).toBe(all?.total);
    expect((nothing?.items.length ?? 0) + (unpaid?.items.length ?? 0)).toBeLessThanOrEqual(all?.total ?? 0);
  });

  it('exports the filtered list as CSV with a byte order mark and quoted fields', async () => {
    const csv = (await ask<{ registrationsCsv: string }>(CSV, { filter: 'UNPAID' }, admin)).data
      ?.registrationsCsv;
    expect(csv?.startsWith(`${BOM}"registration_id","name","email"`)).toBe(true);
    expect(csv).toContain('"balance_cents"');
    const unpaid = (await ask<Report>(REPORT, { filter: 'UNPAID' }, admin)).data?.registrationReport;
    expect(csv?.trim().split('\r\n').length).toBe((unpaid?.items.length ?? 0) + 1);
  });

  it('hides balances from registration staff without the payments permission', async () => {
    const list = await ask<Report>(REPORT, {}, registrationsStaff);
    expect(list.errors).toBeUndefined();
    expect(list.data?.registrationReport.items.every((item) => item.balance === null)).toBe(true);
    await expectForbidden(REPORT, { filter: 'UNPAID' }, registrationsStaff);
    const csv = (await ask<{ registrationsCsv: string }>(CSV, {}, registrationsStaff)).data?.registrationsCsv;
    expect(csv).not.toContain('balance');
  });

  it('refuses participants, tutors, other staff and anonymous visitors', async () => {
    for (const headers of [participant, tutor, contentStaff, paymentsStaff, undefined]) {
      await expectForbidden(REPORT, {}, headers);
      await expectForbidden(CSV, {}, headers);
    }
  });
});

const OUTSTANDING = `{ outstandingBalances { totalOwed remindable items {
  registrationId name outstanding canRemind lastReminderAt nextReminderAt } } }`;
const REMIND = `mutation($ids: [ID!]!) { sendPaymentReminders(registrationIds: $ids) {
  __typename ... on Error { message }
  ... on PaymentReminderResult { sent sentRegistrationIds skipped { registrationId reason nextReminderAt } } } }`;

type Outstanding = {
  outstandingBalances: {
    totalOwed: number;
    remindable: number;
    items: Array<{
      registrationId: string;
      outstanding: number;
      canRemind: boolean;
      nextReminderAt: string | null;
    }>;
  };
};
type Remind = {
  sendPaymentReminders: {
    __typename: string;
    sent: number;
    sentRegistrationIds: string[];
    skipped: Array<{ registrationId: string; reason: string; nextReminderAt: string | null }>;
  };
};

const reminderEmails = async () => t.db.select().from(emails).where(eq(emails.kind, 'payment-reminder'));

describe('outstanding balances and payment reminders [issue 15]', () => {
  it('lists who owes what, largest first', async () => {
    const report = (await ask<Outstanding>(OUTSTANDING, {}, paymentsStaff)).data?.outstandingBalances;
    const amounts = report?.items.map((item) => item.outstanding) ?? [];
    expect(amounts.length).toBeGreaterThan(0);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    expect(amounts.every((amount) => amount > 0)).toBe(true);
    expect(report?.totalOwed).toBe(amounts.reduce((a, b) => a + b, 0));
    expect(report?.items.map((item) => item.registrationId)).not.toContain(String(paidUp));
  });

  it('refuses the report and reminders to everyone without the payments permission', async () => {
    for (const headers of [participant, tutor, registrationsStaff, contentStaff, undefined]) {
      await expectForbidden(OUTSTANDING, {}, headers);
      await expectForbidden(REMIND, { ids: owing.map(String) }, headers);
    }
    expect(await reminderEmails()).toHaveLength(0);
  });

  it('emails each person once, records it, and will not remind them again within a day', async () => {
    const ids = [...owing, owing[0], paidUp].map(String);
    const first = (await ask<Remind>(REMIND, { ids }, paymentsStaff)).data?.sendPaymentReminders;
    expect(first?.sent).toBe(1);
    expect(first?.sentRegistrationIds).toEqual([String(owing[0])]);
    expect(first?.skipped).toEqual([
      { registrationId: String(paidUp), reason: 'nothing-owed', nextReminderAt: null },
    ]);

    const sent = await reminderEmails();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.to).toBe('participant1@example.org');
    const { outstanding } = await ownBalance(owing[0] ?? 0);
    expect(sent[0]?.text).toContain(formatMoney(outstanding));
    expect(sent[0]?.text).toContain('/register/payment');
    const history = await t.db
      .select()
      .from(registrationEvents)
      .where(
        and(
          eq(registrationEvents.registrationId, owing[0] ?? 0),
          eq(registrationEvents.kind, 'payment-reminder'),
        ),
      );
    expect(history).toHaveLength(1);
    expect(history[0]?.data).toMatchObject({ outstanding, emailId: sent[0]?.id });
    const audit = await t.db.select().from(auditEntries).where(eq(auditEntries.action, 'payment.remind'));
    expect(audit.map((entry) => entry.targetId)).toEqual([String(owing[0])]);

    const again = (await ask<Remind>(REMIND, { ids: [String(owing[0])] }, paymentsStaff)).data
      ?.sendPaymentReminders;
    expect(again?.sent).toBe(0);
    expect(again?.skipped[0]?.reason).toBe('reminded-recently');
    expect(new Date(again?.skipped[0]?.nextReminderAt ?? 0).getTime()).toBe(
      GENERAL.getTime() + 24 * 3600 * 1000,
    );
    expect(await reminderEmails()).toHaveLength(1);
    const report = (await ask<Outstanding>(OUTSTANDING, {}, paymentsStaff)).data?.outstandingBalances;
    const row = report?.items.find((item) => item.registrationId === String(owing[0]));
    expect(row?.canRemind).toBe(false);
    expect(report?.remindable).toBe((report?.items.length ?? 0) - 1);

    t.setNow(new Date(GENERAL.getTime() + 25 * 3600 * 1000));
    try {
      const later = (await ask<Remind>(REMIND, { ids: [String(owing[0])] }, paymentsStaff)).data
        ?.sendPaymentReminders;
      expect(later?.sent).toBe(1);
      expect(await reminderEmails()).toHaveLength(2);
    } finally {
      t.setNow(GENERAL);
    }
  });

  it('asks for at least one person', async () => {
    const none = (
      await ask<{ sendPaymentReminders: { __typename: string } }>(REMIND, { ids: [] }, paymentsStaff)
    ).data;
    expect(none?.sendPaymentReminders.__typename).toBe('ValidationError');
  });
});

const CLASS_LIST = `query($id: ID!) { classList(sessionId: $id) { __typename
  ... on Error { message }
  ... on ClassList { capacity csv placed { name pronouns photoPermission email phone } waitlist { name waitlistPlace } } } }`;

type ClassList = {
  classList: {
    __typename: string;
    csv?: string;
    placed?: Array<{ name: string; email: string | null; photoPermission: boolean | null }>;
  };
};

describe('class lists to print and download [issue 15]', () => {
  it('gives the tutor and staff the list, with contact only for people who agreed', async () => {
    for (const headers of [tutor, registrationsStaff]) {
      const list = (await ask<ClassList>(CLASS_LIST, { id: String(tutoredSessionId) }, headers)).data
        ?.classList;
      expect(list?.__typename).toBe('ClassList');
      const emailsShown = list?.placed?.map((p) => p.email).filter(Boolean);
      expect(emailsShown).toEqual(['participant2@example.org']);
      expect(list?.placed?.length).toBeGreaterThanOrEqual(2);
      expect(list?.csv?.startsWith(`${BOM}"list","name","pronouns","photos","email","phone"`)).toBe(true);
      expect(list?.csv).toContain('"participant2@example.org"');
      expect(list?.csv).not.toContain('participant1@example.org');
    }
  });

  it('refuses the tutor of another session, participants, other staff and anonymous visitors', async () => {
    const refusals = await Promise.all(
      [tutor, participant, contentStaff, paymentsStaff].map(
        async (headers, i) =>
          (
            await ask<ClassList>(
              CLASS_LIST,
              { id: String(i === 0 ? otherSessionId : tutoredSessionId) },
              headers,
            )
          ).data?.classList.__typename,
      ),
    );
    expect(refusals).toEqual(['NotAllowedError', 'NotAllowedError', 'NotAllowedError', 'NotAllowedError']);
    await expectForbidden(CLASS_LIST, { id: String(tutoredSessionId) }, undefined);
  });
});
