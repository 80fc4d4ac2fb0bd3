import { and, eq, gte, inArray, isNotNull, isNull, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { isoDateInZone } from '#core/festival/dates';
import {
  ERASED_NAME,
  type ErasureBlocker,
  erasedEmail,
  identifiersOf,
  scrubJson,
  scrubText,
} from '#core/privacy/erasure';
import type { Database } from '#server/db/client';
import {
  activities,
  auditEntries,
  authTokens,
  calendarFeedTokens,
  castMembers,
  contactConsents,
  donations,
  emails,
  favourites,
  feedback,
  festivals,
  groupMessages,
  loginLinks,
  passwordResetTokens,
  payments,
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
import { hashPassword, randomToken } from '#server/domains/auth/index';
import { findPaymentRegistration, getRegistrationBalance } from '#server/domains/payments/index';
import { releasePicture, removePictureFiles } from '#server/domains/people/index';
import { recordAudit } from '#server/lib/audit';
import type { PubSub } from '#server/lib/pubsub';
import { topics } from '#server/realtime/topics';
import { NotFoundError, ValidationError } from '#server/services/errors';
import type { Viewer, ViewerScope } from '#server/services/scope';
import { AccountDeletionRefusedError } from './privacy.errors';

/**
 * Why the account cannot be erased now (empty when it can): staff permissions, places or a part in
 * a festival that has not finished, a payment in flight, or money owed either way (decision 018).
 */
export async function findErasureBlockers(
  db: Database,
  now: Date,
  userId: number,
): Promise<ErasureBlocker[]> {
  const [user] = await db.select({ permissions: users.permissions }).from(users).where(eq(users.id, userId));
  if (!user) throw new NotFoundError('User');
  const blockers: ErasureBlocker[] = [];
  if (user.permissions.length > 0) blockers.push({ kind: 'staff' });

  const today = isoDateInZone(now);
  const upcomingPlaces = await db
    .select({ festivalId: registrations.festivalId, count: sql<number>`count(*)::int` })
    .from(placements)
    .innerJoin(registrations, eq(registrations.id, placements.registrationId))
    .innerJoin(festivals, eq(festivals.id, registrations.festivalId))
    .where(and(eq(registrations.userId, userId), gte(festivals.endDate, today)))
    .groupBy(registrations.festivalId)
    .orderBy(registrations.festivalId);
  for (const row of upcomingPlaces) blockers.push({ kind: 'places', ...row });

  const presenting = await db
    .selectDistinct({ festivalId: activities.festivalId })
    .from(castMembers)
    .innerJoin(profiles, eq(profiles.id, castMembers.profileId))
    .leftJoin(sessions, eq(sessions.id, castMembers.sessionId))
    .innerJoin(
      activities,
      or(eq(activities.id, castMembers.activityId), eq(activities.id, sessions.activityId)),
    )
    .innerJoin(festivals, eq(festivals.id, activities.festivalId))
    .where(and(eq(profiles.userId, userId), gte(festivals.endDate, today)))
    .orderBy(activities.festivalId);
  for (const row of presenting) blockers.push({ kind: 'presenting', festivalId: row.festivalId });

  const ownRegistrations = await db
    .select({ id: registrations.id, festivalId: registrations.festivalId })
    .from(registrations)
    .where(eq(registrations.userId, userId))
    .orderBy(registrations.festivalId);
  for (const { id, festivalId } of ownRegistrations) {
    const registration = await findPaymentRegistration(db, id);
    if (!registration) continue;
    const paymentRows = await db.select().from(payments).where(eq(payments.registrationId, id));
    if (paymentRows.some((payment) => payment.state === 'pending')) {
      blockers.push({ kind: 'pending-payment', festivalId });
      continue;
    }
    const balance = await getRegistrationBalance(db, registration, now, paymentRows);
    // While ranking, the balance is an estimate of a charge not yet made: only money actually
    // received is owed back (erasing drops the rankings).
    const owed = balance.isEstimate ? balance.paid - balance.refunded : balance.credit;
    const owes = balance.isEstimate ? 0 : balance.outstanding;
    if (owes > 0) blockers.push({ kind: 'owes', festivalId, amount: owes });
    if (owed > 0) blockers.push({ kind: 'owed', festivalId, amount: owed });
  }
  return blockers;
}

export interface ErasureScope extends ViewerScope<Pick<Viewer, 'id' | 'email'>> {
  /** Where profile pictures' files live (removed once the erasure has committed). */
  uploadsDir: string;
  /** Tells every server process to end the person's open sockets at once. */
  pubsub: Pick<PubSub, 'publish'>;
}

/**
 * Erases a person: their own rows are deleted, rows accounting must keep (registrations with
 * payments, their places, payments, donations) stay under a pseudonymous account with every word
 * that named them blanked, and every credential ends. `confirmEmail` must be the account's email.
 */
export async function eraseAccount(
  db: Database,
  scope: ErasureScope,
  input: { userId: number; confirmEmail: string },
): Promise<{ userId: number }> {
  const { viewer, now } = scope;
  const { userId } = input;
  const unusablePassword = await hashPassword(randomToken());
  const released = await db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, email: users.email, erasedAt: users.erasedAt })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!user || user.erasedAt) throw new NotFoundError('User');
    if (input.confirmEmail.trim().toLowerCase() !== user.email.toLowerCase()) {
      throw new ValidationError('Type the account’s email address to confirm', [
        { path: ['confirmEmail'], message: 'This is not the account’s email address' },
      ]);
    }
    const blockers = await findErasureBlockers(tx, now, userId);
    if (blockers.length > 0) throw new AccountDeletionRefusedError(blockers);

    // The audit log's trigger lets this transaction (and only it) blank words in entries.
    await tx.execute(sql`select set_config('festival.erasure', 'on', true)`);
    const [profile] = await tx.select().from(profiles).where(eq(profiles.userId, userId));
    const email = user.email.toLowerCase();
    const identifiers = identifiersOf({ email, name: profile?.name ?? null });
    const mentions = (column: SQL | AnyPgColumn) =>
      or(
        sql`lower(${column}::text) like ${`%${email}%`}`,
        profile ? sql`lower(${column}::text) like ${`%${profile.name.toLowerCase()}%`}` : undefined,
      );

    await tx.delete(authTokens).where(eq(authTokens.userId, userId));
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
    await tx.delete(loginLinks).where(eq(loginLinks.userId, userId));
    await tx.delete(calendarFeedTokens).where(eq(calendarFeedTokens.userId, userId));
    await tx.delete(favourites).where(eq(favourites.userId, userId));
    await tx.delete(contactConsents).where(eq(contactConsents.userId, userId));
    await tx.delete(rateLimitHits).where(sql`lower(${rateLimitHits.key}) like ${`%${email}%`}`);

    // Registrations without payments go with everything in them; the rest stay for accounting,
    // without the person's wishes, waitlist places or feedback.
    const paid = tx.selectDistinct({ id: payments.registrationId }).from(payments);
    const ownRegistrations = tx
      .select({ id: registrations.id })
      .from(registrations)
      .where(eq(registrations.userId, userId));
    await tx
      .delete(registrations)
      .where(and(eq(registrations.userId, userId), notInArray(registrations.id, paid)));
    await tx.delete(preferences).where(inArray(preferences.registrationId, ownRegistrations));
    await tx.delete(waitlistEntries).where(inArray(waitlistEntries.registrationId, ownRegistrations));
    await tx.delete(feedback).where(inArray(feedback.registrationId, ownRegistrations));
    await tx.update(registrations).set({ photoPermission: null }).where(eq(registrations.userId, userId));
    for (const place of await tx
      .select()
      .from(placements)
      .where(
        and(inArray(placements.registrationId, ownRegistrations), isNotNull(placements.overCapacityReason)),
      )) {
      await tx
        .update(placements)
        .set({ overCapacityReason: scrubText(place.overCapacityReason ?? '', identifiers) })
        .where(
          and(eq(placements.registrationId, place.registrationId), eq(placements.sessionId, place.sessionId)),
        );
    }

    for (const event of await tx
      .select({ id: registrationEvents.id, data: registrationEvents.data })
      .from(registrationEvents)
      .where(inArray(registrationEvents.registrationId, ownRegistrations))) {
      await tx
        .update(registrationEvents)
        .set({ data: scrubJson(event.data, identifiers) })
        .where(eq(registrationEvents.id, event.id));
    }
    const keptPayments = await tx
      .select({
        id: payments.id,
        reference: payments.reference,
        note: payments.note,
        intent: payments.stripePaymentIntentId,
      })
      .from(payments)
      .where(inArray(payments.registrationId, ownRegistrations));
    for (const payment of keptPayments) {
      await tx
        .update(payments)
        .set({
          reference: scrubText(payment.reference, identifiers),
          note: scrubText(payment.note, identifiers),
        })
        .where(eq(payments.id, payment.id));
    }
    const intents = keptPayments.flatMap((payment) => (payment.intent ? [payment.intent] : []));
    for (const event of await tx
      .select({ id: stripeEvents.id, payload: stripeEvents.payload })
      .from(stripeEvents)
      .where(
        or(
          mentions(sql`${stripeEvents.payload}`),
          intents.length > 0
            ? inArray(sql`${stripeEvents.payload} -> 'data' -> 'object' ->> 'id'`, intents)
            : undefined,
        ),
      )) {
      await tx
        .update(stripeEvents)
        .set({ payload: scrubJson(event.payload, identifiers) })
        .where(eq(stripeEvents.id, event.id));
    }

    // Donations stay in the accounts as anonymous gifts, without name, contact or message.
    await tx
      .update(donations)
      .set({ name: '', email: '', message: '', anonymous: true })
      .where(sql`lower(${donations.email}) = ${email}`);

    // Emails to them go; other emails that named them (staff notices) keep their words blanked.
    await tx.delete(emails).where(sql`lower(${emails.to}) = ${email}`);
    for (const row of await tx
      .select({ id: emails.id, subject: emails.subject, text: emails.text, html: emails.html })
      .from(emails)
      .where(
        or(mentions(emails.subject), mentions(emails.text), mentions(sql`coalesce(${emails.html}, '')`)),
      )) {
      await tx
        .update(emails)
        .set({
          subject: scrubText(row.subject, identifiers),
          text: scrubText(row.text, identifiers),
          html: row.html === null ? null : scrubText(row.html, identifiers),
        })
        .where(eq(emails.id, row.id));
    }

    for (const message of await tx
      .select({ id: sessionMessages.id, subject: sessionMessages.subject, body: sessionMessages.body })
      .from(sessionMessages)
      .where(eq(sessionMessages.authorUserId, userId))) {
      await tx
        .update(sessionMessages)
        .set({
          authorUserId: null,
          authorName: ERASED_NAME,
          subject: scrubText(message.subject, identifiers),
          body: scrubText(message.body, identifiers),
        })
        .where(eq(sessionMessages.id, message.id));
    }

    for (const message of await tx
      .select({ id: groupMessages.id, subject: groupMessages.subject, body: groupMessages.body })
      .from(groupMessages)
      .where(eq(groupMessages.authorUserId, userId))) {
      await tx
        .update(groupMessages)
        .set({
          authorUserId: null,
          authorName: ERASED_NAME,
          subject: scrubText(message.subject, identifiers),
          body: scrubText(message.body, identifiers),
        })
        .where(eq(groupMessages.id, message.id));
    }
    // Their id leaves the recipient lists too: the emails themselves were scrubbed above.
    await tx
      .update(groupMessages)
      .set({ recipientUserIds: sql`array_remove(${groupMessages.recipientUserIds}, ${userId})` })
      .where(sql`${userId} = any(${groupMessages.recipientUserIds})`);

    const auditAbout = or(
      eq(auditEntries.actorUserId, userId),
      and(eq(auditEntries.targetType, 'User'), eq(auditEntries.targetId, String(userId))),
      profile
        ? and(eq(auditEntries.targetType, 'Person'), eq(auditEntries.targetId, String(profile.id)))
        : undefined,
      and(
        sql`lower(${auditEntries.targetType}) = 'registration'`,
        inArray(
          auditEntries.targetId,
          tx
            .select({ id: sql<string>`${registrations.id}::text` })
            .from(registrations)
            .where(eq(registrations.userId, userId)),
        ),
      ),
      mentions(sql`${auditEntries.actorName}`),
      mentions(sql`coalesce(${auditEntries.before}::text, '')`),
      mentions(sql`coalesce(${auditEntries.after}::text, '')`),
      mentions(sql`coalesce(${auditEntries.reason}, '')`),
    );
    for (const entry of await tx.select().from(auditEntries).where(auditAbout)) {
      await tx
        .update(auditEntries)
        .set({
          actorName: entry.actorUserId === userId ? ERASED_NAME : scrubText(entry.actorName, identifiers),
          before: scrubJson(entry.before, identifiers),
          after: scrubJson(entry.after, identifiers),
          reason: entry.reason === null ? null : scrubText(entry.reason, identifiers),
        })
        .where(eq(auditEntries.id, entry.id));
    }

    // The profile goes with any part in past programmes; its picture once nothing else shows it.
    if (profile) await tx.delete(profiles).where(eq(profiles.id, profile.id));
    const picture = profile ? await releasePicture(tx, profile.pictureId) : null;

    await tx
      .update(users)
      .set({ email: erasedEmail(userId), passwordHash: unusablePassword, permissions: [], erasedAt: now })
      .where(and(eq(users.id, userId), isNull(users.erasedAt)));
    const bySelf = viewer.id === userId;
    await recordAudit(tx, bySelf ? { id: userId, email: ERASED_NAME } : viewer, {
      action: 'person.erase',
      targetType: 'User',
      targetId: userId,
      after: { erasedAt: now, requestedBy: bySelf ? 'the person' : 'staff, on their request' },
    });
    return picture;
  });
  if (released) await removePictureFiles(scope.uploadsDir, released);
  await scope.pubsub.publish(topics.credentialsRevoked(userId), { userId });
  return { userId };
}
