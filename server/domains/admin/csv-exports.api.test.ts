import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries, donations, payments, placements, sessions } from '#server/db/schema/index';
import { GENERAL } from '#server/test/demo-phases';
import { createTestApp, type TestApp } from '#server/test/harness';
import { createUserForProfile, tutoredWorkshopSessions } from '#server/test/tutors';
import { headersByRole, type RoleHeaders, registrationIdOf } from '#server/test/users';

/**
 * Issue 32: the credit balances, payments, donations, audit and class-list CSVs are streamed from
 * /api/exports/… Each equals the file the GraphQL field gives for the same data, has the rows the
 * data says it should (written out here by hand, with formula-like text escaped), and is refused,
 * with no data, to visitors and to staff without the field's permission.
 */

let t: TestApp;
let as: RoleHeaders<'registrations' | 'payments' | 'content'>;
let tutor: Record<string, string>;
let sessionId: number;
let otherSessionId: number;
let creditor: number;

const BOM = '\uFEFF';
/** 2026-03-03 10:00 in Auckland (NZDT, +13:00), as the CSVs write instants. */
const AT = new Date('2026-03-02T21:00:00Z');
const AT_TEXT = '2026-03-03T10:00:00+13:00';
const line = (...fields: Array<string | number>) => fields.map((f) => `"${f}"`).join(',');

const download = (path: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `/api/exports/${path}`, headers });

async function viaQuery(query: string, headers: Record<string, string>, pick: (data: never) => string) {
  const response = await t.graphql(query, {}, { headers });
  if (!response.data) throw new Error(JSON.stringify(response.errors));
  return pick(response.data as never);
}

beforeAll(async () => {
  t = await createTestApp();
  t.setNow(GENERAL);
  as = await headersByRole(t, ['registrations', 'payments', 'content'], 'csvexports');
  const [first, other] = await tutoredWorkshopSessions(t.db);
  if (!first || !other) throw new Error('no tutored workshops in the seed');
  sessionId = first.sessionId;
  otherSessionId = other.sessionId;
  tutor = await t.headersFor(
    await createUserForProfile(t.db, first.profileId, 'csvexports-tutor@example.org'),
  );

  const reg = async (p: string) => {
    const id = await registrationIdOf(t.db, { email: `${p}@example.org` });
    if (!id) throw new Error(`no ${p}`);
    return id;
  };
  // participant4 holds the tutored session's only place; a large bank payment leaves them in credit.
  creditor = await reg('participant4');
  await t.db.delete(placements).where(eq(placements.sessionId, sessionId));
  await t.db.update(sessions).set({ capacity: 20 }).where(eq(sessions.id, sessionId));
  await t.db.insert(placements).values({ registrationId: creditor, sessionId });
  await t.db.insert(payments).values({
    registrationId: creditor,
    kind: 'InternetBankingPayment',
    state: 'approved',
    amount: 999_900,
    reference: '=HYPERLINK("x")',
    note: '-cmd',
    createdAt: AT,
  });
  await t.db.insert(donations).values({
    name: 'Aroha Ngā',
    email: 'aroha@example.org',
    message: '@SUM(1)',
    amount: 2500,
    state: 'approved',
    method: 'cash',
    reference: '+64',
    createdAt: AT,
  });
  await t.db.insert(auditEntries).values({
    actorName: 'csv@example.org',
    action: 'csvtest.check',
    targetType: 'Thing',
    targetId: '7',
    reason: '=1+1',
    after: { a: 1 },
    createdAt: AT,
  });
});

afterAll(() => t?.close());

describe('streamed CSV exports [issue 32]', () => {
  it('credit balances: the query’s file, with the person in credit', async () => {
    const response = await download('credit-balances.csv', as.payments);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="in-credit.csv"');
    expect(response.body).toBe(
      await viaQuery(
        '{ creditBalancesCsv }',
        as.payments,
        (d: { creditBalancesCsv: string }) => d.creditBalancesCsv,
      ),
    );
    const lines = response.body.split('\r\n');
    expect(lines[0]).toBe(
      `${BOM}${line('registration_id', 'name', 'email', 'cash_credit_cents', 'voucher_credit_cents', 'total_cents', 'paid_cents')}`,
    );
    expect(lines.at(-1)).toBe('');
    const row = lines.find((l) => l.startsWith(`"${creditor}",`));
    expect(row).toContain('"participant4@example.org"');
    expect(row?.endsWith('"999900"')).toBe(true);
  });

  it('payments: the query’s file for a filter, formula-like text escaped', async () => {
    const response = await download(`payments.csv?registrationId=${creditor}`, as.payments);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(
      await viaQuery(
        `{ paymentsCsv(filter: { registrationId: "${creditor}" }) }`,
        as.payments,
        (d: { paymentsCsv: string }) => d.paymentsCsv,
      ),
    );
    const lines = response.body.split('\r\n');
    expect(lines[0]).toBe(
      `${BOM}${line('id', 'created_at', 'kind', 'state', 'amount_cents', 'amount', 'workshops', 'reference', 'registration_id', 'name', 'email', 'refund_of', 'note')}`,
    );
    const row = lines.find((l) => l.includes('"999900"'));
    expect(row).toMatch(
      new RegExp(
        `^"\\d+","${AT_TEXT.replaceAll('+', '\\+')}","InternetBankingPayment","approved","999900","9999.00","","'=HYPERLINK\\(""x""\\)","${creditor}","[^"]*","participant4@example.org","","'-cmd"$`,
      ),
    );
    const all = await download('payments.csv', as.admin);
    expect(all.body).toBe(
      await viaQuery('{ paymentsCsv }', as.admin, (d: { paymentsCsv: string }) => d.paymentsCsv),
    );
    const vouchers = await download('payments.csv?kind=Voucher&state=approved', as.payments);
    expect(vouchers.body).toBe(
      await viaQuery(
        '{ paymentsCsv(filter: { kind: Voucher, state: approved }) }',
        as.payments,
        (d: { paymentsCsv: string }) => d.paymentsCsv,
      ),
    );
    expect((await download('payments.csv?kind=Cheque', as.payments)).statusCode).toBe(400);
  });

  it('donations: the query’s file, the donation written out', async () => {
    const response = await download('donations.csv', as.payments);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(
      await viaQuery('{ donationsCsv }', as.payments, (d: { donationsCsv: string }) => d.donationsCsv),
    );
    const lines = response.body.split('\r\n');
    expect(lines[0]).toBe(
      `${BOM}${line('id', 'created_at', 'state', 'amount_cents', 'amount', 'name', 'email', 'anonymous', 'message', 'method', 'reference', 'stripe_payment_intent')}`,
    );
    expect(lines.find((l) => l.includes('aroha@example.org'))).toMatch(
      new RegExp(
        `^"\\d+",${line(AT_TEXT, 'approved', 2500, '25.00', 'Aroha Ngā', 'aroha@example.org', 'no', "'@SUM(1)", 'cash', "'+64", '').replaceAll('+', '\\+').replaceAll('(', '\\(').replaceAll(')', '\\)')}$`,
      ),
    );
    const pending = await download('donations.csv?state=pending', as.payments);
    expect(pending.body).toBe(
      await viaQuery(
        '{ donationsCsv(state: pending) }',
        as.payments,
        (d: { donationsCsv: string }) => d.donationsCsv,
      ),
    );
    expect(pending.body).not.toContain('aroha@example.org');
  });

  it('audit: the query’s file for a filter, the entry written out', async () => {
    const response = await download('audit.csv?action=csvtest.', as.admin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="audit-log.csv"');
    expect(response.body).toBe(
      await viaQuery(
        '{ auditCsv(filter: { action: "csvtest." }) }',
        as.admin,
        (d: { auditCsv: string }) => d.auditCsv,
      ),
    );
    const lines = response.body.split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe(
      `${BOM}${line('id', 'time', 'actor', 'action', 'target_type', 'target_id', 'festival', 'reason', 'before', 'after')}`,
    );
    expect(lines[1]).toMatch(
      new RegExp(
        `^"\\d+","${AT_TEXT.replace('+', '\\+')}","csv@example.org","csvtest.check","Thing","7","","'=1\\+1","","{""a"":1}"$`,
      ),
    );
    const all = await download('audit.csv', as.admin);
    expect(all.body).toBe(await viaQuery('{ auditCsv }', as.admin, (d: { auditCsv: string }) => d.auditCsv));
    expect((await download('audit.csv?from=yesterday', as.admin)).statusCode).toBe(400);
  });

  it('class list: the query’s csv, for the tutor and registration staff', async () => {
    const query = `{ classList(sessionId: "${sessionId}") { ... on ClassList { csv } } }`;
    for (const headers of [tutor, as.registrations]) {
      const response = await download(`class-list.csv?sessionId=${sessionId}`, headers);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="class-list-${sessionId}.csv"`,
      );
      expect(response.body).toBe(
        await viaQuery(query, headers, (d: { classList: { csv: string } }) => d.classList.csv),
      );
      const lines = response.body.split('\r\n');
      expect(lines[0]).toBe(
        `${BOM}${line('list', 'name', 'pronouns', 'photos', 'email', 'phone', 'present', 'walk_in')}`,
      );
      expect(lines.filter((l) => l.startsWith('"place",'))).toHaveLength(1);
    }
    expect((await download('class-list.csv?sessionId=999999', as.registrations)).statusCode).toBe(404);
  });

  it('refuses visitors, participants and staff without the permission, with no data', async () => {
    const cases: Array<[string, Array<Record<string, string>>]> = [
      ['credit-balances.csv', [as.participant, as.registrations, as.content, as.teamMember]],
      ['payments.csv', [as.participant, as.registrations, as.content, as.teamMember]],
      ['donations.csv', [as.participant, as.registrations, as.content, as.teamMember]],
      ['audit.csv', [as.participant, as.registrations, as.payments, as.content]],
      [`class-list.csv?sessionId=${sessionId}`, [as.participant, as.payments, as.content]],
    ];
    for (const [path, refused] of cases) {
      const anonymous = await download(path, {});
      expect(anonymous.statusCode, path).toBe(401);
      expect(anonymous.body).toBe('{"error":"Please log in"}');
      for (const headers of refused) {
        const response = await download(path, headers);
        expect(response.statusCode, path).toBe(403);
        expect(response.headers['content-type']).toMatch(/^application\/json/);
        expect(response.body).toBe('{"error":"Not allowed"}');
      }
    }
    // The tutor of another session is refused that session's list.
    expect((await download(`class-list.csv?sessionId=${otherSessionId}`, tutor)).statusCode).toBe(403);
  });
});
