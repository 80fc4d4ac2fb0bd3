import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activities,
  payments,
  placements,
  preferences,
  registrationEvents,
  sessions,
  waitlistEntries,
} from '#server/db/schema/index';
import { DEMO_FESTIVAL_YEAR, DEMO_SEED } from '#server/db/seed/demo';
import type { FestivalRow } from '#server/domains/festival/index';
import { EARLYBIRD, GENERAL } from '#server/test/demo-phases';
import { createTestApp, type TestApp } from '#server/test/harness';
import { auditCount, auditEntriesOf } from '#server/test/users';
import {
  createParticipant,
  emailsTo,
  festivalWithSessions,
  type Participant,
  placedSessionIds,
  placementCount,
  type SessionInfo,
  setCapacity,
  waitlistOf,
} from './factories';
import { joinSession, joinWaitlist } from './places/index';

/** Issue 14: staff cancel a session; everyone in it is told once and balances follow. */

let t: TestApp;
let festival: FestivalRow;
let all: SessionInfo[];
const headers: Record<string, Record<string, string>> = {};

type Someone = Participant;
const someone = (permissions: string[] = []) =>
  createParticipant(t.db, { festivalId: DEMO_FESTIVAL_YEAR, permissions });

const halfDay = (s: SessionInfo) => s.endsAt.getTime() - s.startsAt.getTime() <= 4 * 3600_000;
const usedActivities = new Set<number>();

/** A half-day session of a workshop no other test here uses, emptied, with this capacity. */
async function freshSession(capacity: number): Promise<SessionInfo> {
  const found = all.find(
    (s) => halfDay(s) && !usedActivities.has(s.activityId) && s.slug !== DEMO_SEED.fullWorkshopSlug,
  );
  if (!found) throw new Error('no session left');
  usedActivities.add(found.activityId);
  await t.db.delete(placements).where(eq(placements.sessionId, found.id));
  await t.db.delete(waitlistEntries).where(eq(waitlistEntries.sessionId, found.id));
  await setCapacity(t.db, found.id, capacity);
  return found;
}

/** A session of another unused workshop that does not overlap `other`. */
async function apartFrom(other: SessionInfo): Promise<SessionInfo> {
  const found = all.find(
    (s) =>
      halfDay(s) &&
      !usedActivities.has(s.activityId) &&
      s.slug !== DEMO_SEED.fullWorkshopSlug &&
      (s.endsAt <= other.startsAt || s.startsAt >= other.endsAt),
  );
  if (!found) throw new Error('no session left');
  usedActivities.add(found.activityId);
  await t.db.delete(waitlistEntries).where(eq(waitlistEntries.sessionId, found.id));
  await setCapacity(t.db, found.id, null);
  return found;
}

const CANCEL = `mutation($id: ID!, $reason: String) { cancelSession(id: $id, reason: $reason) {
  __typename
  ... on Error { message code }
  ... on SessionCancellation { session { id cancelled cancellationReason } impact { placed waitlisted ranked people } }
} }`;
const RESTORE = `mutation($id: ID!) { restoreSession(id: $id) {
  __typename ... on Error { message code } ... on Session { id cancelled }
} }`;

type CancelResult = {
  __typename: string;
  code?: string;
  message?: string;
  session?: { id: string; cancelled: boolean; cancellationReason: string | null };
  impact?: { placed: number; waitlisted: number; ranked: number; people: number };
};

async function cancel(who: Record<string, string> | undefined, id: number, reason?: string) {
  return t.graphql<{ cancelSession: CancelResult }>(CANCEL, { id: String(id), reason }, { headers: who });
}

async function isCancelled(id: number): Promise<boolean> {
  const [row] = await t.db.select({ at: sessions.cancelledAt }).from(sessions).where(eq(sessions.id, id));
  return row?.at != null;
}

async function balanceOf(who: Someone) {
  const response = await t.graphql<{
    registration: {
      balance: { total: number; paid: number; credit: number; cashCredit: number; voucherCredit: number };
    };
  }>(
    `query($id: ID!) { registration(id: $id) { ... on Registration { balance { total paid credit cashCredit voucherCredit } } } }`,
    { id: String(who.registrationId) },
    { headers: headers.registrations },
  );
  if (response.errors) throw new Error(JSON.stringify(response.errors));
  return response.data?.registration.balance;
}

beforeAll(async () => {
  t = await createTestApp();
  t.setNow(GENERAL);
  ({ festival, all } = await festivalWithSessions(t.db, DEMO_FESTIVAL_YEAR));
  for (const permission of ['workshops', 'shows', 'registrations']) {
    const staff = await someone([permission]);
    headers[permission] = await t.headersFor(staff.userId);
  }
}, 60_000);
afterAll(() => t.close());

describe('cancelSession refusals', () => {
  it('refuses anonymous callers, participants and staff of another kind, changing nothing', async () => {
    const session = await freshSession(5);
    const participant = await someone();
    await joinSession(
      t.db,
      { viewer: participant.viewer, festival, now: GENERAL },
      { sessionId: session.id },
    );
    const participantHeaders = await t.headersFor(participant.userId);
    for (const who of [undefined, participantHeaders, headers.shows, headers.registrations]) {
      const response = await cancel(who, session.id);
      expect(response.errors?.[0]?.message).toBe('Not allowed');
      expect(response.data?.cancelSession ?? null).toBeNull();
    }
    expect(await isCancelled(session.id)).toBe(false);
    expect(await placementCount(t.db, session.id)).toBe(1);
    expect(await auditCount(t.db, 'session.cancel', session.id)).toBe(0);
  });

  it('refuses the impact preview to participants', async () => {
    const session = await freshSession(5);
    const participant = await someone();
    const response = await t.graphql(
      `query($slug: String!) { activity(type: Workshop, slug: $slug) { ... on Activity { sessions { id cancellationImpact { people } } } } }`,
      { slug: session.slug },
      { headers: await t.headersFor(participant.userId) },
    );
    expect(response.errors?.[0]?.message).toBe('Not allowed');
  });

  it('refuses to cancel a session twice, and an unknown one', async () => {
    const session = await freshSession(5);
    expect((await cancel(headers.workshops, session.id)).data?.cancelSession.__typename).toBe(
      'SessionCancellation',
    );
    const again = (await cancel(headers.workshops, session.id)).data?.cancelSession;
    expect(again?.__typename).toBe('SessionCancelledError');
    expect(again?.message).toMatch(/already cancelled/);
    expect(await auditCount(t.db, 'session.cancel', session.id)).toBe(1);
    const unknown = await cancel(headers.workshops, 999_999);
    // An unknown id needs the `activities` permission (which a workshops manager lacks).
    expect(unknown.errors?.[0]?.message).toBe('Not allowed');
  });

  it('refuses a reason over 500 characters', async () => {
    const session = await freshSession(5);
    const result = (await cancel(headers.workshops, session.id, 'x'.repeat(501))).data?.cancelSession;
    expect(result?.__typename).toBe('ValidationError');
    expect(await isCancelled(session.id)).toBe(false);
  });
});

describe('cancelSession effects', () => {
  it('releases places and waitlists, writes history, emails each person once, audits, and leaves a credit not a refund', async () => {
    const session = await freshSession(1);
    const placed = await someone();
    const waiting = await someone();
    const other = await apartFrom(session);
    await joinSession(
      t.db,
      { viewer: placed.viewer, festival, now: GENERAL },
      { sessionId: session.id, confirmSwap: true },
    );
    await joinSession(
      t.db,
      { viewer: placed.viewer, festival, now: GENERAL },
      { sessionId: other.id, confirmSwap: true },
    );
    await joinWaitlist(t.db, { viewer: waiting.viewer, festival, now: GENERAL }, { sessionId: session.id });
    const before = await balanceOf(placed);
    if (!before) throw new Error('no balance');
    await t.db.insert(payments).values({
      registrationId: placed.registrationId,
      kind: 'InternetBankingPayment',
      state: 'approved',
      amount: before.total,
      reference: 'paid in full',
    });
    const emailsBefore = {
      placed: (await emailsTo(t.db, placed.email)).length,
      waiting: (await emailsTo(t.db, waiting.email)).length,
    };

    const result = (await cancel(headers.workshops, session.id, 'The tutor is unwell')).data?.cancelSession;
    expect(result?.__typename).toBe('SessionCancellation');
    expect(result?.impact).toEqual({ placed: 1, waitlisted: 1, ranked: 0, people: 2 });
    expect(result?.session).toEqual({
      id: String(session.id),
      cancelled: true,
      cancellationReason: 'The tutor is unwell',
    });

    expect(await placementCount(t.db, session.id)).toBe(0);
    expect(await waitlistOf(t.db, session.id)).toEqual([]);
    expect(await placedSessionIds(t.db, placed.registrationId)).toEqual([other.id]);
    for (const who of [placed, waiting]) {
      const events = await t.db
        .select()
        .from(registrationEvents)
        .where(
          and(
            eq(registrationEvents.registrationId, who.registrationId),
            eq(registrationEvents.kind, 'session-cancelled'),
          ),
        );
      expect(events).toHaveLength(1);
      expect(events[0]?.data).toMatchObject({
        sessionId: session.id,
        had: who === placed ? 'place' : 'waitlist',
      });
    }

    const placedEmails = (await emailsTo(t.db, placed.email)).slice(emailsBefore.placed);
    const waitingEmails = (await emailsTo(t.db, waiting.email)).slice(emailsBefore.waiting);
    expect(placedEmails.map((e) => e.kind)).toEqual(['registration-session-cancelled']);
    expect(waitingEmails.map((e) => e.kind)).toEqual(['registration-session-cancelled']);
    expect(placedEmails[0]?.subject).toMatch(/is cancelled/);
    expect(placedEmails[0]?.text).toMatch(/The tutor is unwell/);
    expect(placedEmails[0]?.text).toMatch(/do not refund it automatically/);
    expect(placedEmails[0]?.text).not.toMatch(/voucher/i);
    expect(waitingEmails[0]?.text).toMatch(/no longer on its waitlist/);

    const after = await balanceOf(placed);
    expect(after?.total).toBeLessThan(before.total);
    expect(after?.credit).toBe(before.total - (after?.total ?? 0));
    const refunds = await t.db
      .select({ n: count() })
      .from(payments)
      .where(and(eq(payments.registrationId, placed.registrationId), eq(payments.kind, 'Refund')));
    expect(refunds[0]?.n).toBe(0);

    const [audit] = await auditEntriesOf(t.db, 'session.cancel', session.id);
    expect(audit?.reason).toBe('The tutor is unwell');
    expect(audit?.before).toMatchObject({ placed: 1, waitlisted: 1 });
  });

  it('a voucher-covered place cancelled leaves voucher credit, never money to refund, and the email says so', async () => {
    const session = await freshSession(2);
    const holder = await someone();
    await joinSession(t.db, { viewer: holder.viewer, festival, now: GENERAL }, { sessionId: session.id });
    const before = await balanceOf(holder);
    if (!before) throw new Error('no balance');
    await t.db.insert(payments).values({
      registrationId: holder.registrationId,
      kind: 'Voucher',
      state: 'approved',
      amount: before.total,
      workshops: 1,
      reference: 'voucher',
    });
    const sent = (await emailsTo(t.db, holder.email)).length;
    expect((await cancel(headers.workshops, session.id)).data?.cancelSession.__typename).toBe(
      'SessionCancellation',
    );
    const after = await balanceOf(holder);
    expect(after).toMatchObject({
      total: 0,
      credit: before.total,
      voucherCredit: before.total,
      cashCredit: 0,
    });
    const [email] = (await emailsTo(t.db, holder.email)).slice(sent);
    expect(email?.text).toMatch(/cannot be refunded as money/);
    expect(email?.text).not.toMatch(/we will refund/);
  });

  it('moves someone up into a queue the cancelled place blocked, and says so in the one email [issue 11]', async () => {
    // Two half days at the same time: they hold one and wait for the other, which has free
    // places, ranked below the one they hold, so they were not moved while they had it (decision 009).
    const unused = all.filter(
      (s) => halfDay(s) && !usedActivities.has(s.activityId) && s.slug !== DEMO_SEED.fullWorkshopSlug,
    );
    const pair = unused
      .flatMap((a) =>
        unused
          .filter((b) => b.activityId !== a.activityId && a.startsAt < b.endsAt && b.startsAt < a.endsAt)
          .map((b) => [a, b] as const),
      )
      .at(0);
    if (!pair) throw new Error('no two clashing sessions left');
    const [session, wanted] = pair;
    for (const s of pair) {
      usedActivities.add(s.activityId);
      await t.db.delete(placements).where(eq(placements.sessionId, s.id));
      await t.db.delete(waitlistEntries).where(eq(waitlistEntries.sessionId, s.id));
      await setCapacity(t.db, s.id, 3);
    }
    const holder = await someone();
    await joinSession(
      t.db,
      { viewer: holder.viewer, festival, now: GENERAL },
      { sessionId: session.id, confirmSwap: true },
    );
    await t.db.insert(preferences).values([
      { registrationId: holder.registrationId, sessionId: session.id, position: 1 },
      { registrationId: holder.registrationId, sessionId: wanted.id, position: 2 },
    ]);
    await t.db
      .insert(waitlistEntries)
      .values({ registrationId: holder.registrationId, sessionId: wanted.id, position: 1 });
    const emailsBefore = (await emailsTo(t.db, holder.email)).length;

    await cancel(headers.workshops, session.id, 'Venue flooded');

    expect(await placedSessionIds(t.db, holder.registrationId)).toEqual([wanted.id]);
    expect(await waitlistOf(t.db, wanted.id)).toEqual([]);
    const sent = (await emailsTo(t.db, holder.email)).slice(emailsBefore);
    expect(sent.map((e) => e.kind)).toEqual(['registration-session-cancelled']);
    expect(sent[0]?.text).toMatch(/Venue flooded/);
    expect(sent[0]?.text).toMatch(/moved you off the waitlist/);
    const kinds = (
      await t.db
        .select({ kind: registrationEvents.kind })
        .from(registrationEvents)
        .where(eq(registrationEvents.registrationId, holder.registrationId))
    ).map((e) => e.kind);
    expect(kinds).toEqual(expect.arrayContaining(['session-cancelled', 'promoted']));
  });

  it('shows the session as cancelled publicly, leaves it out of upcoming sessions, and refuses joining it', async () => {
    const session = await freshSession(5);
    const participant = await someone();
    const participantHeaders = await t.headersFor(participant.userId);
    const canJoin = async () => {
      const response = await t.graphql<{
        activity: { sessions: Array<{ id: string; canJoin: boolean }> };
      }>(
        `query($slug: String!) { activity(type: Workshop, slug: $slug) {
          ... on Activity { sessions { id canJoin } } } }`,
        { slug: session.slug },
        { headers: participantHeaders },
      );
      return response.data?.activity.sessions.find((s) => s.id === String(session.id))?.canJoin;
    };
    expect(await canJoin()).toBe(true);
    await cancel(headers.workshops, session.id);
    expect(await canJoin()).toBe(false);
    const page = await t.graphql<{
      activity: { sessions: Array<{ id: string; cancelled: boolean }> };
      festival: { upcomingSessions: Array<{ id: string }> } | null;
    }>(
      `query($slug: String!) {
        activity(type: Workshop, slug: $slug) { ... on Activity { sessions { id cancelled } } }
        festival { upcomingSessions(first: 24) { id } }
      }`,
      { slug: session.slug },
    );
    expect(page.data?.activity.sessions.find((s) => s.id === String(session.id))?.cancelled).toBe(true);
    expect(page.data?.festival?.upcomingSessions.map((s) => s.id)).not.toContain(String(session.id));
    const feed = await t.app.inject({ method: 'GET', url: '/feeds/programme.ics' });
    const event = feed.body.split('BEGIN:VEVENT').find((e) => e.includes(`UID:session-${session.id}@`));
    expect(event).toMatch(/STATUS:CANCELLED/);

    await expect(
      joinSession(
        t.db,
        { viewer: participant.viewer, festival, now: GENERAL },
        { sessionId: session.id, confirmSwap: true },
      ),
    ).rejects.toThrow(/has been cancelled/);
    await expect(
      joinWaitlist(t.db, { viewer: participant.viewer, festival, now: GENERAL }, { sessionId: session.id }),
    ).rejects.toThrow(/has been cancelled/);
    const viaApi = await t.graphql<{ joinSession: { __typename: string } }>(
      `mutation($id: ID!) { joinSession(sessionId: $id) { __typename } }`,
      { id: String(session.id) },
      { headers: participantHeaders },
    );
    expect(viaApi.data?.joinSession.__typename).toBe('SessionCancelledError');
  });

  it('before the lottery, takes it out of people’s rankings and tells them', async () => {
    const session = await freshSession(5);
    const ranker = await someone();
    await t.db.delete(preferences).where(eq(preferences.sessionId, session.id));
    await t.db
      .insert(preferences)
      .values({ registrationId: ranker.registrationId, sessionId: session.id, position: 1 });
    t.setNow(EARLYBIRD);
    const result = (await cancel(headers.workshops, session.id)).data?.cancelSession;
    t.setNow(GENERAL);
    expect(result?.impact).toMatchObject({ ranked: 1, people: 1 });
    const left = await t.db.select().from(preferences).where(eq(preferences.sessionId, session.id));
    expect(left).toHaveLength(0);
    const [email] = (await emailsTo(t.db, ranker.email)).slice(-1);
    expect(email?.text).toMatch(/out of your ranked workshops/);
  });
});

describe('restoreSession', () => {
  it('makes it bookable again without putting anyone back; refuses a session that is not cancelled', async () => {
    const session = await freshSession(5);
    const placed = await someone();
    await joinSession(
      t.db,
      { viewer: placed.viewer, festival, now: GENERAL },
      { sessionId: session.id, confirmSwap: true },
    );
    await cancel(headers.workshops, session.id);
    const participantHeaders = await t.headersFor(placed.userId);
    const refused = await t.graphql(RESTORE, { id: String(session.id) }, { headers: participantHeaders });
    expect(refused.errors?.[0]?.message).toBe('Not allowed');
    const wrongKind = await t.graphql(RESTORE, { id: String(session.id) }, { headers: headers.shows });
    expect(wrongKind.errors?.[0]?.message).toBe('Not allowed');

    const restored = await t.graphql<{
      restoreSession: { __typename: string; cancelled?: boolean };
    }>(RESTORE, { id: String(session.id) }, { headers: headers.workshops });
    expect(restored.data?.restoreSession.cancelled).toBe(false);
    expect(await placementCount(t.db, session.id)).toBe(0);
    expect(await auditCount(t.db, 'session.restore', session.id)).toBe(1);
    await joinSession(
      t.db,
      { viewer: placed.viewer, festival, now: GENERAL },
      { sessionId: session.id, confirmSwap: true },
    );
    expect(await placementCount(t.db, session.id)).toBe(1);

    const again = await t.graphql<{ restoreSession: { __typename: string } }>(
      RESTORE,
      { id: String(session.id) },
      { headers: headers.workshops },
    );
    expect(again.data?.restoreSession.__typename).toBe('SessionNotCancelledError');
  });

  it('a shows manager may cancel a show session (no places to release)', async () => {
    const [show] = await t.db
      .select({ id: sessions.id })
      .from(sessions)
      .innerJoin(activities, eq(activities.id, sessions.activityId))
      .where(and(eq(activities.festivalId, DEMO_FESTIVAL_YEAR), eq(activities.type, 'Show')))
      .limit(1);
    if (!show) throw new Error('no show session');
    expect((await cancel(headers.workshops, show.id)).errors?.[0]?.message).toBe('Not allowed');
    const result = (await cancel(headers.shows, show.id)).data?.cancelSession;
    expect(result?.impact?.people).toBe(0);
    expect(await isCancelled(show.id)).toBe(true);
  });
});
