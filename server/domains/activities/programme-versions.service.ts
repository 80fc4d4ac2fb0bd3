import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { ActivityType } from '#core/activities/activity-types';
import {
  changeLineText,
  describeSessionTime,
  type ProgrammeChangeLine,
  type SessionPlace,
  sessionChangeLines,
  venueLabel,
} from '#core/activities/programme-changes';
import { displayName } from '#core/people/names';
import type { Database } from '#server/db/client';
import {
  activities,
  placements,
  profiles,
  programmeChanges,
  registrations,
  sessions,
  users,
  venues,
  waitlistEntries,
} from '#server/db/schema/index';
import { recordAudit } from '#server/lib/audit';
import { queueEmail } from '#server/lib/mail/index';
import { NotFoundError } from '#server/services/errors';
import type { Viewer, ViewerScope } from '#server/services/scope';
import { type ActivityRow, isDraft, type SessionRow } from './activities.service';

/**
 * Drafts, publishing and the programme's changelog (decision 020). A new activity is a draft that
 * only staff see; publishing makes it public and is the first entry of its history. After that,
 * every save that moves a published session, changes its venue, cancels or restores it is one
 * entry, and everyone holding a place or waiting in it gets one email for that save.
 */

type Actor = Pick<Viewer, 'id' | 'email'>;
export type ProgrammeChangeRow = typeof programmeChanges.$inferSelect;

/** Publishes drafts in one transaction: each gets its audit entry and a changelog entry. */
async function publishRows(
  tx: Database,
  { actor, now }: { actor: Actor; now: Date },
  ids: readonly number[],
): Promise<ActivityRow[]> {
  if (ids.length === 0) return [];
  const published = await tx
    .update(activities)
    .set({ publishedAt: now })
    .where(and(inArray(activities.id, [...ids]), isNull(activities.publishedAt)))
    .returning();
  for (const row of published) {
    await recordAudit(tx, actor, {
      action: 'activity.publish',
      targetType: 'Activity',
      targetId: row.id,
      festivalId: row.festivalId,
      before: { publishedAt: null },
      after: { publishedAt: now },
    });
  }
  if (published.length > 0) {
    await tx.insert(programmeChanges).values(
      published.map((row) => ({
        festivalId: row.festivalId,
        activityId: row.id,
        kind: 'published' as const,
        activityName: row.name,
        activityType: row.type,
        changes: [],
        createdAt: now,
      })),
    );
  }
  return published.sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

/** Publishes one activity; publishing a published one changes nothing and records nothing. */
export async function publishActivity(
  db: Database,
  { viewer, now }: ViewerScope<Actor>,
  { activityId }: { activityId: number },
): Promise<ActivityRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(activities).where(eq(activities.id, activityId)).for('update');
    if (!row) throw new NotFoundError('Activity');
    if (!isDraft(row)) return row;
    const [published] = await publishRows(tx, { actor: viewer, now }, [row.id]);
    return published ?? row;
  });
}

/** Publishes every draft of these kinds at the festival at once; answers what it published. */
export async function publishDrafts(
  db: Database,
  { viewer, now }: ViewerScope<Actor>,
  { festivalId, types }: { festivalId: number; types: readonly ActivityType[] },
): Promise<ActivityRow[]> {
  return db.transaction(async (tx) => {
    const drafts = await tx
      .select({ id: activities.id })
      .from(activities)
      .where(
        and(
          eq(activities.festivalId, festivalId),
          inArray(activities.type, [...types]),
          isNull(activities.publishedAt),
        ),
      )
      .orderBy(activities.id)
      .for('update');
    return publishRows(
      tx,
      { actor: viewer, now },
      drafts.map((draft) => draft.id),
    );
  });
}

/** A session's time and venue as the public sees them, for comparing before and after a save. */
export async function sessionPlaceOf(
  tx: Database,
  session: Pick<SessionRow, 'startsAt' | 'endsAt' | 'venueId'>,
): Promise<SessionPlace> {
  const [venue] =
    session.venueId === null
      ? []
      : await tx
          .select({ name: venues.name, room: venues.room })
          .from(venues)
          .where(eq(venues.id, session.venueId));
  return { startsAt: session.startsAt, endsAt: session.endsAt, venue: venueLabel(venue) };
}

/** Everyone holding a place in or waiting for the session, once each, with their email. */
async function peopleInSession(tx: Database, sessionId: number) {
  const find = (link: typeof placements | typeof waitlistEntries) =>
    tx
      .select({ userId: users.id, email: users.email, name: profiles.name })
      .from(link)
      .innerJoin(registrations, eq(registrations.id, link.registrationId))
      .innerJoin(users, eq(users.id, registrations.userId))
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .where(eq(link.sessionId, sessionId));
  const placed = await find(placements);
  const waiting = await find(waitlistEntries);
  const people = new Map<number, { email: string; name: string; waiting: boolean }>();
  for (const row of placed)
    people.set(row.userId, { ...row, name: displayName(row.name, row.email), waiting: false });
  for (const row of waiting) {
    if (!people.has(row.userId))
      people.set(row.userId, { ...row, name: displayName(row.name, row.email), waiting: true });
  }
  return [...people.values()];
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** The public "What changed" page as a full address (an email has no page to be relative to). */
export function changesPageUrl(publicUrl: string): string {
  return new URL('/changes', publicUrl).toString();
}

/** The one email a save sends each person in a changed session, listing every change it made. */
export function sessionChangedEmail(input: {
  name: string;
  year: number;
  activity: string;
  waiting: boolean;
  session: SessionPlace;
  lines: readonly ProgrammeChangeLine[];
  /** The site's public address (PUBLIC_URL), so the email links to the changelog in full. */
  publicUrl: string;
}) {
  const paragraphs = [
    `Kia ora ${input.name},`,
    `${input.activity} has changed. You ${input.waiting ? 'are on the waitlist for' : 'have a place in'} this session, and it is now ${describeSessionTime(input.session)}${input.session.venue ? ` at ${input.session.venue}` : ''}.`,
    `What changed:\n${input.lines.map(changeLineText).join('\n')}`,
    `Every change to the programme is listed on the festival website’s “What changed” page: ${changesPageUrl(input.publicUrl)}`,
    'If the new time or place does not suit you, you can give up your place in "My festival", or reply to this email.',
    'The NZIF team — registrations@improvfest.nz',
  ];
  return {
    subject: `NZIF ${input.year}: ${input.activity} has changed`,
    text: `${paragraphs.join('\n\n')}\n`,
    html: `<!doctype html><html><body>${paragraphs
      .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
      .join('')}</body></html>`,
  };
}

/**
 * Records a save that may have moved a session or changed its venue, inside the save's
 * transaction: nothing for a draft or when neither changed; otherwise one changelog entry and one
 * email to each person in the session, whatever number of fields the save changed.
 */
export async function recordSessionChange(
  tx: Database,
  { now, publicUrl }: { now: Date; publicUrl: string },
  { activity, before, after }: { activity: ActivityRow; before: SessionRow; after: SessionRow },
): Promise<ProgrammeChangeRow | null> {
  if (isDraft(activity)) return null;
  const was = await sessionPlaceOf(tx, before);
  const is = await sessionPlaceOf(tx, after);
  const lines = sessionChangeLines(was, is);
  if (lines.length === 0) return null;
  const [entry] = await tx
    .insert(programmeChanges)
    .values({
      festivalId: activity.festivalId,
      activityId: activity.id,
      sessionId: after.id,
      kind: 'changed',
      activityName: activity.name,
      activityType: activity.type,
      changes: lines,
      createdAt: now,
    })
    .returning();
  for (const person of await peopleInSession(tx, after.id)) {
    const email = sessionChangedEmail({
      name: person.name,
      year: activity.festivalId,
      activity: activity.name,
      waiting: person.waiting,
      session: is,
      lines,
      publicUrl,
    });
    await queueEmail(tx, { kind: 'programme-session-changed', to: person.email, ...email });
  }
  return entry ?? null;
}

/**
 * Records a published session's cancellation or restoration in the changelog. The people in it are
 * told by the cancellation's own email (restoring puts nobody back, so nobody is told).
 */
export async function recordSessionStatus(
  tx: Database,
  { now }: { now: Date },
  { sessionId, cancelled, reason }: { sessionId: number; cancelled: boolean; reason?: string | null },
): Promise<void> {
  const [row] = await tx
    .select({ session: sessions, activity: activities })
    .from(sessions)
    .innerJoin(activities, eq(activities.id, sessions.activityId))
    .where(eq(sessions.id, sessionId));
  if (!row || isDraft(row.activity)) return;
  const when = describeSessionTime(row.session);
  const line: ProgrammeChangeLine = cancelled
    ? { field: 'status', before: `On, ${when}`, after: reason ? `Cancelled (${reason})` : 'Cancelled' }
    : { field: 'status', before: 'Cancelled', after: `On again, ${when}` };
  await tx.insert(programmeChanges).values({
    festivalId: row.activity.festivalId,
    activityId: row.activity.id,
    sessionId,
    kind: cancelled ? 'cancelled' : 'restored',
    activityName: row.activity.name,
    activityType: row.activity.type,
    changes: [line],
    createdAt: now,
  });
}

/** The festival's changelog, newest first. */
export function listProgrammeChanges(
  db: Database,
  { festivalId, limit }: { festivalId: number; limit: number },
): Promise<ProgrammeChangeRow[]> {
  return db
    .select()
    .from(programmeChanges)
    .where(eq(programmeChanges.festivalId, festivalId))
    .orderBy(desc(programmeChanges.createdAt), desc(programmeChanges.id))
    .limit(limit);
}
