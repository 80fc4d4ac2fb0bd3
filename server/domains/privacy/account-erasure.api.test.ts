import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  auditEntries,
  donations,
  favourites,
  payments,
  profiles,
  registrations,
  users,
} from '#server/db/schema/index';
import { connectCable } from '#server/realtime/cable-test-client';
import { createTestUser, userIdByEmail } from '#server/test/users';
import {
  AFTER_2027,
  baseUrl,
  columnsHolding,
  DELETE,
  type DeleteResult,
  personWithEverything,
  setUpTestApp,
  staffId,
  t,
} from './privacy.test-support';

setUpTestApp();

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
