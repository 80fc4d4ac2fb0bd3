import { and, desc, eq, exists, gte, inArray, isNotNull, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { addDays, zonedInstant } from '#core/festival/dates';
import {
  GROUP_BATCH_INTERVAL_MS,
  GROUP_BATCH_SIZE,
  personalise,
  type TGroupFilter,
  ZGroupFilter,
  ZGroupMessage,
} from '#core/messages/group-message';
import { displayName } from '#core/people/names';
import { hasPermission } from '#core/people/permissions';
import type { Database } from '#server/db/client';
import {
  activities,
  castMembers,
  groupMessages,
  placements,
  profiles,
  registrations,
  sessions,
  users,
  waitlistEntries,
} from '#server/db/schema/index';
import { recordAudit } from '#server/lib/audit';
import { queueEmail } from '#server/lib/mail/index';
import { renderMarkdown } from '#server/lib/markdown';
import { type AppServices, defineJob } from '#server/services/app-services';
import { domainError, NotAllowedError, ValidationError } from '#server/services/errors';
import type { ServiceScope, Viewer } from '#server/services/scope';
import { listRegistrationFigures } from './balances.service';

/**
 * Staff email all participants or a group of them (issue 26). The group is worked out once, when
 * staff send, and stored with the message; a job then queues the emails a batch at a time into
 * the outbox (each with its audit entry), so a message to a thousand people reaches the mail
 * relay at a steady rate and a restarted process carries on where it stopped.
 *
 * It lives in `admin` because "still owes money" is the bulk balance read of this domain
 * (balances.service), which the `messages` domain may not import.
 */

export interface GroupRecipient {
  userId: number;
  name: string;
  email: string;
}

function validation(issues: readonly { path: PropertyKey[]; message: string }[]): ValidationError {
  const problems = issues.map((issue) => ({ path: issue.path.map(String), message: issue.message }));
  return new ValidationError(problems[0]?.message ?? 'Invalid', problems);
}

/** The filter as the boundary accepts it (core's rules), or a ValidationError naming the field. */
export function parseGroupFilter(input: unknown, viewer: Viewer): TGroupFilter {
  const parsed = ZGroupFilter.safeParse(input);
  if (!parsed.success) throw validation(parsed.error.issues);
  // Who owes money is payments staff's to know, as in the registrations report's UNPAID filter.
  if (parsed.data.unpaidOnly && !hasPermission(viewer, 'payments'))
    throw new NotAllowedError('Only payments staff can choose people by what they owe.');
  return parsed.data;
}

const byName = new Intl.Collator('en-NZ').compare;

/** Everyone the filter picks in the scope's festival, by name, one row per person. */
export async function findGroupRecipients(
  db: Database,
  { festival, now }: ServiceScope<unknown>,
  filter: TGroupFilter,
): Promise<GroupRecipient[]> {
  if (filter.audience === 'Tutors') return findTutors(db, festival.id);

  const where: SQL[] = [eq(registrations.festivalId, festival.id)];
  if (filter.registrationState === 'Completed') where.push(isNotNull(registrations.completedAt));
  if (filter.registrationState === 'InProgress') where.push(isNull(registrations.completedAt));
  const placedIn = (sessionWhere: SQL) =>
    exists(
      db
        .select({ one: sql`1` })
        .from(placements)
        .innerJoin(sessions, eq(sessions.id, placements.sessionId))
        .where(and(eq(placements.registrationId, registrations.id), sessionWhere)),
    );
  if (filter.audience === 'PlacedInSession' && filter.sessionId)
    where.push(placedIn(eq(sessions.id, Number(filter.sessionId))));
  if (filter.audience === 'PlacedOnDay' && filter.day)
    where.push(
      placedIn(
        and(
          gte(sessions.startsAt, zonedInstant(filter.day, '00:00')),
          lt(sessions.startsAt, zonedInstant(addDays(filter.day, 1), '00:00')),
        ) as SQL,
      ),
    );
  if (filter.audience === 'Waiting')
    where.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(waitlistEntries)
          .where(
            and(
              eq(waitlistEntries.registrationId, registrations.id),
              filter.sessionId ? eq(waitlistEntries.sessionId, Number(filter.sessionId)) : undefined,
            ),
          ),
      ),
    );
  const rows = await db
    .select({ registrationId: registrations.id, userId: users.id, email: users.email, name: profiles.name })
    .from(registrations)
    .innerJoin(users, eq(users.id, registrations.userId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(and(...where));
  let picked = rows;
  if (filter.unpaidOnly) {
    const figures = await listRegistrationFigures(
      db,
      { festival, now, viewer: null },
      { registrationIds: rows.map((row) => row.registrationId) },
    );
    const owing = new Set(figures.filter((f) => f.balance.outstanding > 0).map((f) => f.registrationId));
    picked = rows.filter((row) => owing.has(row.registrationId));
  }
  return picked
    .map((row) => ({ userId: row.userId, email: row.email, name: displayName(row.name, row.email) }))
    .sort((a, b) => byName(a.name, b.name) || a.userId - b.userId);
}

/** People with an account cast as tutor on one of the festival's activities or sessions. */
async function findTutors(db: Database, festivalId: number): Promise<GroupRecipient[]> {
  const rows = await db
    .selectDistinct({ userId: users.id, email: users.email, name: profiles.name })
    .from(castMembers)
    .innerJoin(profiles, eq(profiles.id, castMembers.profileId))
    .innerJoin(users, eq(users.id, profiles.userId))
    .leftJoin(sessions, eq(sessions.id, castMembers.sessionId))
    .innerJoin(
      activities,
      or(eq(activities.id, castMembers.activityId), eq(activities.id, sessions.activityId)),
    )
    .where(and(eq(castMembers.role, 'tutor'), eq(activities.festivalId, festivalId)));
  return rows
    .map((row) => ({ userId: row.userId, email: row.email, name: displayName(row.name, row.email) }))
    .sort((a, b) => byName(a.name, b.name) || a.userId - b.userId);
}

/** One recipient's email: the subject and Markdown body with their own name, as text and HTML. */
export function groupEmailFor(message: { subject: string; body: string }, recipient: GroupRecipient) {
  const body = personalise(message.body, recipient);
  return {
    subject: personalise(message.subject, recipient),
    text: body,
    html: renderMarkdown(body),
  };
}

/** The message as it stands in the staff form, checked by core's rules. */
export function parseGroupMessage(input: { subject: string; body: string }) {
  const parsed = ZGroupMessage.safeParse(input);
  if (!parsed.success) throw validation(parsed.error.issues);
  return parsed.data;
}

/** Staff confirmed a number of people that is no longer the group's size: they must look again. */
export class GroupChangedError extends domainError('GROUP_CHANGED', (count: number) => ({
  message: `The group has changed: it now has ${count} ${count === 1 ? 'person' : 'people'}. Check the preview and send again.`,
  count,
})) {}

export type GroupMessageRow = typeof groupMessages.$inferSelect;

export const groupMessageJob = defineJob<{ messageId: number }>({
  name: 'group-message',
  settings: { retryLimit: 5, retryDelaySeconds: 10, expireInSeconds: 120, oneQueuedPerKey: true },
  run: (services, { messageId }) => queueGroupMessageBatch(services, { messageId }),
});

/**
 * Stores the message with its recipients, audits it, and hands it to the sending job, all in one
 * transaction: refused when the group is no longer the size staff confirmed.
 */
export async function sendGroupMessage(
  db: Database,
  scope: ServiceScope<Viewer> & Pick<AppServices, 'jobs'>,
  input: { filter: unknown; subject: string; body: string; expectedCount: number },
): Promise<GroupMessageRow> {
  const { viewer, festival, jobs } = scope;
  const filter = parseGroupFilter(input.filter, viewer);
  const message = parseGroupMessage(input);
  const row = await db.transaction(async (tx) => {
    const recipients = await findGroupRecipients(tx, scope, filter);
    if (recipients.length !== input.expectedCount) throw new GroupChangedError(recipients.length);
    if (recipients.length === 0)
      throw new ValidationError('Nobody is in this group', [
        { path: ['filter'], message: 'Nobody is in this group' },
      ]);
    const [author] = await tx
      .select({ name: profiles.name })
      .from(profiles)
      .where(eq(profiles.userId, viewer.id));
    const [row] = await tx
      .insert(groupMessages)
      .values({
        festivalId: festival.id,
        authorUserId: viewer.id,
        authorName: displayName(author?.name, viewer.email),
        filter,
        subject: message.subject,
        body: message.body,
        recipientUserIds: recipients.map((r) => r.userId),
        recipients: recipients.length,
      })
      .returning();
    if (!row) throw new Error('Group message not stored');
    await recordAudit(tx, viewer, {
      action: 'message.group',
      targetType: 'GroupMessage',
      targetId: row.id,
      festivalId: festival.id,
      after: { filter, subject: message.subject, recipients: recipients.length },
    });
    return row;
  });
  // After the commit, as the lottery does, so the job (on any process) always finds the row. A
  // process that dies here, or a queue that refuses the job, leaves the message saved and unsent:
  // the sweep (groupMessageSweepJob) queues it within a minute or two, so staff are told it is
  // on its way rather than invited to send it a second time.
  try {
    await jobs.send(groupMessageJob, { messageId: row.id }, { singletonKey: batchKey(row.id, 0) });
  } catch {
    // Left to the sweep, as after a crash.
  }
  return row;
}

/** How long a saved message may wait for its first job before the sweep queues it itself. */
export const GROUP_MESSAGE_SWEEP_GRACE_MS = 30_000;

/**
 * Queues the next batch of every unfinished group message that has no batch waiting or running:
 * a send interrupted between saving and queueing, or a chain of batches whose next job was lost
 * with its process. Each batch's key and each email's dedupe key keep a batch the chain queues
 * meanwhile from sending anything twice. Answers the ids it queued.
 */
export async function resumeGroupMessages(
  services: Pick<AppServices, 'db' | 'jobs' | 'now'>,
  { graceMs = GROUP_MESSAGE_SWEEP_GRACE_MS }: { graceMs?: number } = {},
): Promise<number[]> {
  const savedBefore = new Date(services.now().getTime() - graceMs);
  const unfinished = await services.db
    .select({ id: groupMessages.id, queued: groupMessages.queued })
    .from(groupMessages)
    .where(and(isNull(groupMessages.finishedAt), lt(groupMessages.createdAt, savedBefore)))
    .orderBy(groupMessages.id);
  const resumed: number[] = [];
  for (const message of unfinished) {
    const key = batchKey(message.id, message.queued);
    if (await services.jobs.isPending(groupMessageJob, key)) continue;
    await services.jobs.send(groupMessageJob, { messageId: message.id }, { singletonKey: key });
    resumed.push(message.id);
  }
  return resumed;
}

/** Every minute and when the jobs start: group messages nobody is sending are picked up again. */
export const groupMessageSweepJob = defineJob<object>({
  name: 'group-message-sweep',
  settings: { retryLimit: 0, expireInSeconds: 120, oneQueuedPerKey: true, cron: '* * * * *' },
  async run(services) {
    await resumeGroupMessages(services);
  },
});

/** One key per batch: a batch is queued once however often its predecessor is retried. */
const batchKey = (messageId: number, queued: number) => `group-message:${messageId}:${queued}`;

/**
 * The job's one step: the next batch of recipients' emails into the outbox, each with an audit
 * entry in the sender's name, then itself again after the interval while anyone is left. Each
 * email's dedupe key makes a repeated batch (a retry after a crash) queue nothing twice.
 */
export async function queueGroupMessageBatch(
  services: Pick<AppServices, 'db' | 'jobs' | 'now'>,
  { messageId }: { messageId: number },
  batch: { size: number; intervalMs: number } = {
    size: GROUP_BATCH_SIZE,
    intervalMs: GROUP_BATCH_INTERVAL_MS,
  },
): Promise<void> {
  const next = await services.db.transaction(async (tx) => {
    const [message] = await tx
      .select()
      .from(groupMessages)
      .where(eq(groupMessages.id, messageId))
      .for('update');
    if (!message || message.finishedAt) return null;
    const ids = message.recipientUserIds.slice(message.queued, message.queued + batch.size);
    const people =
      ids.length === 0
        ? []
        : await tx
            .select({ userId: users.id, email: users.email, name: profiles.name })
            .from(users)
            .leftJoin(profiles, eq(profiles.userId, users.id))
            .where(inArray(users.id, ids));
    const byId = new Map(people.map((p) => [p.userId, p]));
    const [author] = message.authorUserId
      ? await tx
          .select({ id: users.id, email: users.email })
          .from(users)
          .where(eq(users.id, message.authorUserId))
      : [];
    const actor = author ?? null;
    for (const userId of ids) {
      // Someone who erased their account since is skipped: nobody left to write to.
      const person = byId.get(userId);
      if (!person) continue;
      const recipient = { userId, email: person.email, name: displayName(person.name, person.email) };
      const email = await queueEmail(tx, {
        kind: 'group-message',
        to: recipient.email,
        ...groupEmailFor(message, recipient),
        dedupeKey: `group-message:${message.id}:${userId}`,
      });
      if (email)
        await recordAudit(tx, actor, {
          action: 'message.group.email',
          targetType: 'User',
          targetId: userId,
          festivalId: message.festivalId,
          after: { groupMessageId: message.id, emailId: email.id, to: recipient.email },
        });
    }
    const queued = message.queued + ids.length;
    const done = queued >= message.recipientUserIds.length;
    await tx
      .update(groupMessages)
      .set({ queued, finishedAt: done ? services.now() : null })
      .where(eq(groupMessages.id, message.id));
    return done ? null : queued;
  });
  if (next !== null)
    await services.jobs.send(
      groupMessageJob,
      { messageId },
      {
        startAfter: new Date(services.now().getTime() + batch.intervalMs),
        singletonKey: batchKey(messageId, next),
      },
    );
}

/** The festival's group messages, newest first, for the staff screen. */
export async function listGroupMessages(db: Database, { festival }: ServiceScope<unknown>) {
  return db
    .select()
    .from(groupMessages)
    .where(eq(groupMessages.festivalId, festival.id))
    .orderBy(desc(groupMessages.createdAt), desc(groupMessages.id))
    .limit(100);
}
