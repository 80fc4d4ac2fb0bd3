import { and, eq, isNotNull, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoDateInZone } from '#core/festival/dates';
import {
  auditEntries,
  emails,
  groupMessages,
  placements,
  preferences,
  registrations,
  users,
  waitlistEntries,
} from '#server/db/schema/index';
import { DEMO_FESTIVAL_YEAR } from '#server/db/seed/demo';
import {
  createPerson,
  createRegistration,
  makeTutor,
  setCapacity,
  workshopSessions,
} from '#server/domains/registrations/factories';
import { waitForInlineJobs } from '#server/lib/queue/index';
import { createTestApp, type TestApp } from '#server/test/harness';
import { headersByRole, type RoleHeaders } from '#server/test/users';
import {
  GROUP_MESSAGE_SWEEP_GRACE_MS,
  groupMessageSweepJob,
  queueGroupMessageBatch,
  resumeGroupMessages,
} from './group-messages.service';

/**
 * Issue 26, "Talking to people": staff email all participants or a filtered group, see each
 * recipient's version and how many get it; the emails reach the outbox through the job queue,
 * one per person, each with an audit entry.
 */

let t: TestApp;
let as: RoleHeaders<'registrations' | 'content'>;
let tutorHeaders: Record<string, string>;
let session: { id: number; startsAt: Date };
let otherSession: { id: number };
const people: Record<
  'placed' | 'inProgress' | 'waiting' | 'tutor' | 'nothing',
  { userId: number; email: string; name: string }
> = {} as never;

const PREVIEW = `query($filter: GroupFilterInput!, $subject: String, $body: String, $who: ID) {
  groupMessagePreview(filter: $filter, subject: $subject, body: $body, previewUserId: $who) {
    __typename
    ... on Error { message }
    ... on GroupMessagePreview { count recipients(first: 1000) { id name email } email { subject text html recipient { email } } }
  }
}`;
const SEND = `mutation($filter: GroupFilterInput!, $subject: String!, $body: String!, $n: Int!) {
  sendGroupMessage(filter: $filter, subject: $subject, body: $body, expectedCount: $n) {
    __typename
    ... on Error { message }
    ... on GroupChangedError { count }
    ... on GroupMessage { id recipients }
  }
}`;

type PreviewResult = {
  __typename: string;
  message?: string;
  count?: number;
  recipients?: Array<{ id: string; name: string; email: string }>;
  email?: { subject: string; text: string; html: string; recipient: { email: string } } | null;
};

async function preview(
  filter: Record<string, unknown>,
  headers = as.registrations,
  extra: Record<string, unknown> = {},
) {
  const response = await t.graphql<{ groupMessagePreview: PreviewResult }>(
    PREVIEW,
    { filter, ...extra },
    { headers },
  );
  return { response, result: response.data?.groupMessagePreview };
}

async function emailsOf(filter: Record<string, unknown>, headers = as.admin): Promise<string[]> {
  const { result, response } = await preview(filter, headers);
  expect(response.errors, JSON.stringify(response.errors)).toBeUndefined();
  expect(result?.__typename, result?.message).toBe('GroupMessagePreview');
  expect(result?.recipients?.length).toBe(result?.count);
  return (result?.recipients ?? []).map((r) => r.email).sort();
}

/** The completed registrations' emails whose registration matches `where`, straight from the tables. */
async function completedEmailsWhere(registrationIds: number[]): Promise<string[]> {
  const rows = await t.db
    .select({ email: users.email, id: registrations.id })
    .from(registrations)
    .innerJoin(users, eq(users.id, registrations.userId))
    .where(and(eq(registrations.festivalId, DEMO_FESTIVAL_YEAR), isNotNull(registrations.completedAt)));
  const wanted = new Set(registrationIds);
  return rows
    .filter((row) => wanted.has(row.id))
    .map((row) => row.email)
    .sort();
}

beforeAll(async () => {
  t = await createTestApp();
  as = await headersByRole(t, ['registrations', 'content'], 'groupmail');
  const sessions = await workshopSessions(t.db, DEMO_FESTIVAL_YEAR);
  const [first, second] = sessions;
  if (!first || !second) throw new Error('demo programme missing');
  session = first;
  otherSession = second;
  await setCapacity(t.db, session.id, null);

  people.placed = await createPerson(t.db, { name: 'Aroha Placed' });
  const placedRegistration = await createRegistration(t.db, {
    userId: people.placed.userId,
    festivalId: DEMO_FESTIVAL_YEAR,
  });
  await t.db.insert(placements).values({ registrationId: placedRegistration, sessionId: session.id });
  // Ranked too, so they owe for it whether the festival charges for places or for rankings.
  await t.db
    .insert(preferences)
    .values({ registrationId: placedRegistration, sessionId: session.id, position: 1 });

  people.inProgress = await createPerson(t.db, { name: 'Bea Unfinished' });
  await createRegistration(t.db, {
    userId: people.inProgress.userId,
    festivalId: DEMO_FESTIVAL_YEAR,
    completed: false,
  });

  people.waiting = await createPerson(t.db, { name: 'Cas Waiting' });
  const waitingRegistration = await createRegistration(t.db, {
    userId: people.waiting.userId,
    festivalId: DEMO_FESTIVAL_YEAR,
  });
  await t.db
    .insert(waitlistEntries)
    .values({ registrationId: waitingRegistration, sessionId: otherSession.id, position: 99_000 });

  people.nothing = await createPerson(t.db, { name: 'Dee Nothing' });
  await createRegistration(t.db, { userId: people.nothing.userId, festivalId: DEMO_FESTIVAL_YEAR });

  people.tutor = await createPerson(t.db, { name: 'Eru Tutor' });
  await makeTutor(t.db, { userId: people.tutor.userId, sessionId: session.id });
  tutorHeaders = await t.headersFor(people.tutor.userId);
});
afterAll(() => t?.close());

describe('who may see and send a group message [issue 26]', () => {
  it('refuses anonymous visitors, participants, tutors and staff without the registrations permission', async () => {
    for (const headers of [as.anonymous, as.participant, tutorHeaders, as.content, as.teamMember]) {
      const { response } = await preview({ audience: 'Everyone' }, headers);
      expect(response.data?.groupMessagePreview ?? null).toBeNull();
      expect(response.errors?.length).toBeGreaterThan(0);
      const sent = await t.graphql<{ sendGroupMessage: unknown }>(
        SEND,
        { filter: { audience: 'Everyone' }, subject: 'Hi', body: 'Hello', n: 1 },
        { headers },
      );
      expect(sent.data?.sendGroupMessage ?? null).toBeNull();
      expect(sent.errors?.length).toBeGreaterThan(0);
    }
    const [count] = await t.db.select({ id: groupMessages.id }).from(groupMessages);
    expect(count).toBeUndefined();
  });

  it('lets only payments staff choose people by what they owe', async () => {
    const { result } = await preview({ audience: 'Everyone', unpaidOnly: true }, as.registrations);
    expect(result).toMatchObject({ __typename: 'NotAllowedError' });
    const admin = await preview({ audience: 'Everyone', unpaidOnly: true }, as.admin);
    expect(admin.result?.__typename).toBe('GroupMessagePreview');
  });

  it('validates the filter at the boundary', async () => {
    const noSession = await preview({ audience: 'PlacedInSession' });
    expect(noSession.result).toMatchObject({ __typename: 'ValidationError', message: 'Choose a session' });
    const badDay = await preview({ audience: 'PlacedOnDay', day: 'Monday' });
    expect(badDay.result).toMatchObject({ __typename: 'ValidationError', message: 'Choose a day' });
  });
});

describe('the recipients of each filter [issue 26]', () => {
  it('Everyone: completed registrations by default, in-progress ones or both when asked', async () => {
    const completed = await emailsOf({ audience: 'Everyone' });
    const allCompleted = await completedEmailsWhere(
      (
        await t.db
          .select({ id: registrations.id })
          .from(registrations)
          .where(eq(registrations.festivalId, DEMO_FESTIVAL_YEAR))
      ).map((r) => r.id),
    );
    expect(completed).toEqual(allCompleted);
    expect(completed).toContain(people.placed.email);
    expect(completed).not.toContain(people.inProgress.email);
    expect(completed).not.toContain(people.tutor.email);

    const inProgress = await emailsOf({ audience: 'Everyone', registrationState: 'InProgress' });
    expect(inProgress).toContain(people.inProgress.email);
    expect(inProgress).not.toContain(people.placed.email);
    const any = await emailsOf({ audience: 'Everyone', registrationState: 'Any' });
    expect(any.length).toBe(completed.length + inProgress.length);
  });

  it('PlacedInSession and PlacedOnDay: exactly the people with a place there', async () => {
    const placedIds = (
      await t.db
        .select({ id: placements.registrationId })
        .from(placements)
        .where(eq(placements.sessionId, session.id))
    ).map((r) => r.id);
    const inSession = await emailsOf({ audience: 'PlacedInSession', sessionId: String(session.id) });
    expect(inSession).toEqual(await completedEmailsWhere(placedIds));
    expect(inSession).toContain(people.placed.email);
    expect(inSession).not.toContain(people.waiting.email);

    const day = isoDateInZone(session.startsAt);
    const onDay = await emailsOf({ audience: 'PlacedOnDay', day });
    expect(onDay).toEqual(expect.arrayContaining(inSession));
    const dayBefore = await emailsOf({ audience: 'PlacedOnDay', day: '2000-01-01' });
    expect(dayBefore).toEqual([]);
  });

  it('Waiting: people on a waitlist, or on one session’s', async () => {
    const waiting = await emailsOf({ audience: 'Waiting' });
    expect(waiting).toContain(people.waiting.email);
    expect(waiting).not.toContain(people.nothing.email);
    const forSession = await emailsOf({ audience: 'Waiting', sessionId: String(otherSession.id) });
    const queueIds = (
      await t.db
        .select({ id: waitlistEntries.registrationId })
        .from(waitlistEntries)
        .where(eq(waitlistEntries.sessionId, otherSession.id))
    ).map((r) => r.id);
    expect(forSession).toEqual(await completedEmailsWhere(queueIds));
  });

  it('unpaid: someone with a place who has paid nothing, never someone with nothing to pay', async () => {
    const unpaid = await emailsOf({ audience: 'Everyone', unpaidOnly: true });
    expect(unpaid).toContain(people.placed.email);
    expect(unpaid).not.toContain(people.nothing.email);
  });

  it('Tutors: the festival’s tutors with an account, not participants', async () => {
    const tutors = await emailsOf({ audience: 'Tutors' });
    expect(tutors).toContain(people.tutor.email);
    expect(tutors).not.toContain(people.placed.email);
  });

  it('previews each recipient’s own version, Markdown rendered', async () => {
    const filter = { audience: 'PlacedInSession', sessionId: String(session.id) };
    const { result } = await preview(filter, as.registrations, {
      subject: 'See you soon, {{firstName}}',
      body: 'Kia ora **{{name}}**, we have your address as {{email}}.',
      who: String(people.placed.userId),
    });
    expect(result?.email).toMatchObject({
      subject: 'See you soon, Aroha',
      recipient: { email: people.placed.email },
      text: `Kia ora **Aroha Placed**, we have your address as ${people.placed.email}.`,
    });
    expect(result?.email?.html).toContain('<strong>Aroha Placed</strong>');
  });
});

describe('sending [issue 26]', () => {
  it('refuses a count that is no longer the group’s, then queues one email per person with an audit entry', async () => {
    const filter = { audience: 'PlacedInSession', sessionId: String(session.id) };
    const recipients = await emailsOf(filter, as.registrations);
    const stale = await t.graphql<{ sendGroupMessage: { __typename: string; count?: number } }>(
      SEND,
      { filter, subject: 'Hi', body: 'Hello', n: recipients.length + 1 },
      { headers: as.registrations },
    );
    expect(stale.data?.sendGroupMessage).toMatchObject({
      __typename: 'GroupChangedError',
      count: recipients.length,
    });

    const sent = await t.graphql<{
      sendGroupMessage: { __typename: string; id: string; recipients: number };
    }>(
      SEND,
      {
        filter,
        subject: 'Room for {{firstName}}',
        body: 'Kia ora {{firstName}}, we are upstairs.',
        n: recipients.length,
      },
      { headers: as.registrations },
    );
    expect(sent.data?.sendGroupMessage).toMatchObject({
      __typename: 'GroupMessage',
      recipients: recipients.length,
    });
    const messageId = Number(sent.data?.sendGroupMessage.id);
    await waitForInlineJobs();

    const outbox = await t.db
      .select({ to: emails.to, subject: emails.subject, text: emails.text })
      .from(emails)
      .where(like(emails.dedupeKey, `group-message:${messageId}:%`));
    expect(outbox.map((e) => e.to).sort()).toEqual(recipients);
    const aroha = outbox.find((e) => e.to === people.placed.email);
    expect(aroha).toMatchObject({ subject: 'Room for Aroha', text: 'Kia ora Aroha, we are upstairs.' });

    // One audit entry per email, about its recipient, in the sender's name.
    const audited = await t.db
      .select({ after: auditEntries.after, actorUserId: auditEntries.actorUserId })
      .from(auditEntries)
      .where(eq(auditEntries.action, 'message.group.email'));
    const forThis = audited.filter(
      (a) => (a.after as { groupMessageId?: number }).groupMessageId === messageId,
    );
    expect(forThis.map((a) => (a.after as { to: string }).to).sort()).toEqual(recipients);
    expect(new Set(forThis.map((a) => a.actorUserId)).size).toBe(1);
    const [sentEntry] = await t.db
      .select({ after: auditEntries.after })
      .from(auditEntries)
      .where(and(eq(auditEntries.action, 'message.group'), eq(auditEntries.targetId, String(messageId))));
    expect(sentEntry?.after).toMatchObject({ recipients: recipients.length });
    const [row] = await t.db.select().from(groupMessages).where(eq(groupMessages.id, messageId));
    expect(row).toMatchObject({ queued: recipients.length });
    expect(row?.finishedAt).not.toBeNull();
  });

  it('queues a batch at a time and schedules the next one after the interval (a steady rate)', async () => {
    const filter = { audience: 'Everyone' };
    const everyone = await emailsOf(filter, as.registrations);
    const sent: Array<{ startAfter?: Date }> = [];
    const now = new Date('2027-09-01T00:00:00Z');
    // Stored directly, so the test's own queue (not the app's) takes each batch.
    const [message] = await t.db
      .insert(groupMessages)
      .values({
        festivalId: DEMO_FESTIVAL_YEAR,
        authorUserId: null,
        authorName: 'Test',
        filter,
        subject: 'Batch',
        body: 'Hello {{name}}',
        recipientUserIds: (
          await t.db.select({ id: users.id }).from(users).where(eq(users.email, people.placed.email))
        )
          .concat(
            await t.db.select({ id: users.id }).from(users).where(eq(users.email, people.waiting.email)),
          )
          .concat(
            await t.db.select({ id: users.id }).from(users).where(eq(users.email, people.nothing.email)),
          )
          .map((r) => r.id),
        recipients: 3,
      })
      .returning();
    if (!message) throw new Error('not stored');
    expect(everyone.length).toBeGreaterThan(3);
    const services = {
      db: t.db,
      now: () => now,
      jobs: {
        kind: 'inline' as const,
        send: async (_job: unknown, _data: unknown, options?: { startAfter?: Date }) => {
          sent.push({ startAfter: options?.startAfter });
        },
        isPending: async () => false,
        stop: async () => {},
      },
    };
    const countQueued = async () =>
      (
        await t.db
          .select({ id: emails.id })
          .from(emails)
          .where(like(emails.dedupeKey, `group-message:${message.id}:%`))
      ).length;
    await queueGroupMessageBatch(services, { messageId: message.id }, { size: 2, intervalMs: 10_000 });
    expect(await countQueued()).toBe(2);
    expect(sent).toEqual([{ startAfter: new Date(now.getTime() + 10_000) }]);
    // A retried batch queues nothing twice; the last batch finishes and schedules nothing more.
    await queueGroupMessageBatch(services, { messageId: message.id }, { size: 2, intervalMs: 10_000 });
    expect(await countQueued()).toBe(3);
    expect(sent).toHaveLength(1);
    await queueGroupMessageBatch(services, { messageId: message.id }, { size: 2, intervalMs: 10_000 });
    expect(await countQueued()).toBe(3);
  });
});

describe('a send interrupted between saving and queueing [issue 26]', () => {
  const groupEmails = (messageId: number) =>
    t.db
      .select({ to: emails.to })
      .from(emails)
      .where(like(emails.dedupeKey, `group-message:${messageId}:%`));

  it('is saved, told as sent, and queued by the sweep once its grace has passed; never twice', async () => {
    const filter = { audience: 'PlacedInSession', sessionId: String(session.id) };
    const recipients = await emailsOf(filter, as.registrations);
    const queue = t.services.jobs;
    // The queue refuses the first job, as if the process had died right after the commit.
    t.services.jobs = {
      ...queue,
      send: async (job, data, options) => {
        if (job.name === 'group-message') throw new Error('connection lost');
        return queue.send(job, data, options);
      },
    };
    let messageId: number;
    try {
      const sent = await t.graphql<{ sendGroupMessage: { __typename: string; id: string } }>(
        SEND,
        { filter, subject: 'Interrupted', body: 'Kia ora {{firstName}}', n: recipients.length },
        { headers: as.registrations },
      );
      expect(sent.errors).toBeUndefined();
      expect(sent.data?.sendGroupMessage.__typename).toBe('GroupMessage');
      messageId = Number(sent.data?.sendGroupMessage.id);
      await waitForInlineJobs();
    } finally {
      t.services.jobs = queue;
    }
    const [saved] = await t.db.select().from(groupMessages).where(eq(groupMessages.id, messageId));
    expect(saved).toMatchObject({ queued: 0, finishedAt: null });
    expect(await groupEmails(messageId)).toHaveLength(0);

    const createdAt = saved?.createdAt ?? new Date();
    const at = (ms: number) => ({ ...t.services, now: () => new Date(createdAt.getTime() + ms) });
    // Within the grace the sender may still be about to queue it: the sweep leaves it.
    expect(await resumeGroupMessages(at(1_000))).not.toContain(messageId);
    // After it, the sweep (the job itself, as the queue runs it every minute and at start) queues it.
    await groupMessageSweepJob.run(
      at(GROUP_MESSAGE_SWEEP_GRACE_MS + 1_000),
      {},
      { retryCount: 0, final: true },
    );
    await waitForInlineJobs();
    expect((await groupEmails(messageId)).map((e) => e.to).sort()).toEqual(recipients);
    const [finished] = await t.db.select().from(groupMessages).where(eq(groupMessages.id, messageId));
    expect(finished?.finishedAt).not.toBeNull();
    // A finished message is never picked up again.
    expect(await resumeGroupMessages(at(5 * 60_000))).not.toContain(messageId);
    await waitForInlineJobs();
    expect(await groupEmails(messageId)).toHaveLength(recipients.length);
  });

  it('leaves a message whose next batch is waiting in the queue', async () => {
    const [message] = await t.db
      .insert(groupMessages)
      .values({
        festivalId: DEMO_FESTIVAL_YEAR,
        authorUserId: null,
        authorName: 'Test',
        filter: { audience: 'Everyone' },
        subject: 'Waiting batch',
        body: 'Hello',
        recipientUserIds: [people.placed.userId],
        recipients: 1,
        createdAt: new Date('2027-01-01T00:00:00Z'),
      })
      .returning();
    if (!message) throw new Error('not stored');
    const keys: string[] = [];
    const sent: string[] = [];
    const services = {
      db: t.db,
      now: () => new Date('2027-01-01T01:00:00Z'),
      jobs: {
        kind: 'inline' as const,
        send: async (_job: unknown, _data: unknown, options?: { singletonKey?: string }) => {
          sent.push(options?.singletonKey ?? '');
        },
        isPending: async (_job: unknown, key: string) => {
          keys.push(key);
          return key === `group-message:${message.id}:0`;
        },
        stop: async () => {},
      },
    };
    expect(await resumeGroupMessages(services)).not.toContain(message.id);
    expect(keys).toContain(`group-message:${message.id}:0`);
    expect(sent).not.toContain(`group-message:${message.id}:0`);
  });
});
