import { and, asc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '#server/db/client';
import {
  activities,
  allocationRuns,
  attendance,
  auditEntries,
  authTokens,
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
  settings,
  stripeEvents,
  users,
  waitlistEntries,
} from '#server/db/schema/index';
import { NotFoundError } from '#server/services/errors';

/**
 * Everything the festival holds about one person, read straight from every table that refers to
 * them (decision 018). `tables` is keyed by table name: privacy.api.test.ts reads the database
 * catalogue and fails when a table that refers to users is missing here. Secrets (password and
 * token hashes) are described, never copied.
 */
export interface PersonalData {
  person: { userId: number; email: string; name: string | null };
  tables: Record<string, readonly Record<string, unknown>[]>;
}

const lower = (value: string) => value.toLowerCase();

/** The rows that refer to a person, by how each table refers to them. */
export async function collectPersonalData(db: Database, userId: number): Promise<PersonalData> {
  const [user] = await db
    .select({
      id: users.id,
      email: users.email,
      permissions: users.permissions,
      createdAt: users.createdAt,
      erasedAt: users.erasedAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new NotFoundError('User');
  const email = lower(user.email);

  const profileRows = await db.select().from(profiles).where(eq(profiles.userId, userId));
  const profile = profileRows[0] ?? null;
  const registrationRows = await db
    .select()
    .from(registrations)
    .where(eq(registrations.userId, userId))
    .orderBy(asc(registrations.festivalId));
  const registrationIds = registrationRows.map((row) => row.id);
  const ofRegistrations = (column: AnyPgColumn) =>
    registrationIds.length > 0 ? inArray(column, registrationIds) : sql`false`;

  const paymentRows = await db
    .select()
    .from(payments)
    .where(
      or(
        ofRegistrations(payments.registrationId),
        eq(payments.createdById, userId),
        eq(payments.actedById, userId),
      ),
    )
    .orderBy(asc(payments.id));
  const intentIds = paymentRows.flatMap((row) =>
    [row.stripePaymentIntentId, row.stripeRefundId].filter((id): id is string => id !== null),
  );

  /** A session's name and time beside its id, so the file reads without the programme. */
  const session = {
    sessionId: sessions.id,
    activity: activities.name,
    activityType: activities.type,
    startsAt: sessions.startsAt,
    endsAt: sessions.endsAt,
  };
  const bySession = (table: { registrationId: AnyPgColumn; sessionId: AnyPgColumn }) => ({
    on: eq(sessions.id, table.sessionId),
    where: ofRegistrations(table.registrationId),
  });

  const placementsOn = bySession(placements);
  const preferencesOn = bySession(preferences);
  const waitlistOn = bySession(waitlistEntries);
  const attendanceOn = bySession(attendance);
  const feedbackOn = bySession(feedback);

  const heldSessionIds = db.select({ id: placements.sessionId }).from(placements).where(placementsOn.where);
  const waitlistedSessionIds = db
    .select({ id: waitlistEntries.sessionId })
    .from(waitlistEntries)
    .where(waitlistOn.where);

  const auditAbout: SQL[] = [
    eq(auditEntries.actorUserId, userId),
    and(eq(auditEntries.targetType, 'User'), eq(auditEntries.targetId, String(userId))) as SQL,
    sql`lower(${auditEntries.before}::text) like ${`%${email}%`}`,
    sql`lower(${auditEntries.after}::text) like ${`%${email}%`}`,
  ];
  if (profile) {
    auditAbout.push(
      and(eq(auditEntries.targetType, 'Person'), eq(auditEntries.targetId, String(profile.id))) as SQL,
    );
  }
  if (registrationIds.length > 0) {
    auditAbout.push(
      and(
        sql`lower(${auditEntries.targetType}) = 'registration'`,
        inArray(auditEntries.targetId, registrationIds.map(String)),
      ) as SQL,
    );
  }
  if (paymentRows.length > 0) {
    auditAbout.push(
      and(
        eq(auditEntries.targetType, 'Payment'),
        inArray(
          auditEntries.targetId,
          paymentRows.map((row) => String(row.id)),
        ),
      ) as SQL,
    );
  }

  const [
    tokenRows,
    resetRows,
    loginLinkRows,
    feedRows,
    favouriteRows,
    consentRows,
    pictureRows,
    castRows,
    preferenceRows,
    placementRows,
    waitlistRows,
    attendanceRows,
    feedbackRows,
    eventRows,
    donationRows,
    emailRows,
    messageRows,
    groupMessageRows,
    runRows,
    settingRows,
    auditRows,
    hitRows,
    stripeRows,
  ] = await Promise.all([
    db
      .select({
        client: authTokens.client,
        createdAt: authTokens.createdAt,
        lastUsedAt: authTokens.lastUsedAt,
        expiresAt: authTokens.expiresAt,
      })
      .from(authTokens)
      .where(eq(authTokens.userId, userId)),
    db
      .select({
        createdAt: passwordResetTokens.createdAt,
        expiresAt: passwordResetTokens.expiresAt,
        usedAt: passwordResetTokens.usedAt,
      })
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, userId)),
    db
      .select({ createdAt: loginLinks.createdAt, expiresAt: loginLinks.expiresAt, usedAt: loginLinks.usedAt })
      .from(loginLinks)
      .where(eq(loginLinks.userId, userId)),
    db
      .select({ createdAt: calendarFeedTokens.createdAt })
      .from(calendarFeedTokens)
      .where(eq(calendarFeedTokens.userId, userId)),
    // Stars on the programme (issue 28), drafts included: they are still the person's data.
    db
      .select({
        activityId: favourites.activityId,
        activity: activities.name,
        activityType: activities.type,
        festivalId: activities.festivalId,
        starredAt: favourites.createdAt,
      })
      .from(favourites)
      .innerJoin(activities, eq(activities.id, favourites.activityId))
      .where(eq(favourites.userId, userId))
      .orderBy(asc(favourites.createdAt)),
    db.select().from(contactConsents).where(eq(contactConsents.userId, userId)),
    profile?.pictureId ? db.select().from(pictures).where(eq(pictures.id, profile.pictureId)) : [],
    profile
      ? db
          .select({
            activity: activities.name,
            activityType: activities.type,
            festivalId: activities.festivalId,
            sessionId: castMembers.sessionId,
            role: castMembers.role,
          })
          .from(castMembers)
          .leftJoin(sessions, eq(sessions.id, castMembers.sessionId))
          .innerJoin(
            activities,
            or(eq(activities.id, castMembers.activityId), eq(activities.id, sessions.activityId)),
          )
          .where(eq(castMembers.profileId, profile.id))
      : [],
    db
      .select({ registrationId: preferences.registrationId, position: preferences.position, ...session })
      .from(preferences)
      .innerJoin(sessions, preferencesOn.on)
      .innerJoin(activities, eq(activities.id, sessions.activityId))
      .where(preferencesOn.where)
      .orderBy(asc(preferences.registrationId), asc(preferences.position)),
    db
      .select({ registrationId: placements.registrationId, placedAt: placements.createdAt, ...session })
      .from(placements)
      .innerJoin(sessions, placementsOn.on)
      .innerJoin(activities, eq(activities.id, sessions.activityId))
      .where(placementsOn.where)
      .orderBy(asc(sessions.startsAt)),
    db
      .select({
        registrationId: waitlistEntries.registrationId,
        position: waitlistEntries.position,
        since: waitlistEntries.createdAt,
        ...session,
      })
      .from(waitlistEntries)
      .innerJoin(sessions, waitlistOn.on)
      .innerJoin(activities, eq(activities.id, sessions.activityId))
      .where(waitlistOn.where)
      .orderBy(asc(sessions.startsAt)),
    db
      .select({
        registrationId: attendance.registrationId,
        walkIn: attendance.walkIn,
        checkedAt: attendance.checkedAt,
        ...session,
      })
      .from(attendance)
      .innerJoin(sessions, attendanceOn.on)
      .innerJoin(activities, eq(activities.id, sessions.activityId))
      .where(attendanceOn.where)
      .orderBy(asc(sessions.startsAt)),
    db
      .select({
        registrationId: feedback.registrationId,
        rating: feedback.rating,
        positive: feedback.positive,
        constructive: feedback.constructive,
        testimonial: feedback.testimonial,
        givenAt: feedback.createdAt,
        ...session,
      })
      .from(feedback)
      .innerJoin(sessions, feedbackOn.on)
      .innerJoin(activities, eq(activities.id, sessions.activityId))
      .where(feedbackOn.where)
      .orderBy(asc(feedback.createdAt)),
    db
      .select()
      .from(registrationEvents)
      .where(
        or(ofRegistrations(registrationEvents.registrationId), eq(registrationEvents.actorUserId, userId)),
      )
      .orderBy(asc(registrationEvents.createdAt), asc(registrationEvents.id)),
    db
      .select()
      .from(donations)
      .where(sql`lower(${donations.email}) = ${email}`)
      .orderBy(asc(donations.createdAt)),
    db
      .select({
        id: emails.id,
        kind: emails.kind,
        to: emails.to,
        subject: emails.subject,
        text: emails.text,
        state: emails.state,
        sentAt: emails.sentAt,
        createdAt: emails.createdAt,
      })
      .from(emails)
      .where(sql`lower(${emails.to}) = ${email}`)
      .orderBy(asc(emails.createdAt), asc(emails.id)),
    db
      .select({
        id: sessionMessages.id,
        sessionId: sessionMessages.sessionId,
        activity: activities.name,
        authorName: sessionMessages.authorName,
        subject: sessionMessages.subject,
        body: sessionMessages.body,
        sentAt: sessionMessages.createdAt,
        wroteIt: sql<boolean>`${sessionMessages.authorUserId} is not distinct from ${userId}`,
      })
      .from(sessionMessages)
      .innerJoin(sessions, eq(sessions.id, sessionMessages.sessionId))
      .innerJoin(activities, eq(activities.id, sessions.activityId))
      .where(
        or(
          eq(sessionMessages.authorUserId, userId),
          inArray(sessionMessages.sessionId, heldSessionIds),
          and(
            eq(sessionMessages.includeWaitlist, true),
            inArray(sessionMessages.sessionId, waitlistedSessionIds),
          ),
        ),
      )
      .orderBy(asc(sessionMessages.createdAt)),
    // Staff emails to a group (issue 26): the ones they wrote or were sent.
    db
      .select({
        id: groupMessages.id,
        festivalId: groupMessages.festivalId,
        authorName: groupMessages.authorName,
        subject: groupMessages.subject,
        body: groupMessages.body,
        sentAt: groupMessages.createdAt,
        wroteIt: sql<boolean>`${groupMessages.authorUserId} is not distinct from ${userId}`,
      })
      .from(groupMessages)
      .where(
        or(eq(groupMessages.authorUserId, userId), sql`${userId} = any(${groupMessages.recipientUserIds})`),
      )
      .orderBy(asc(groupMessages.createdAt)),
    db
      .select({
        id: allocationRuns.id,
        festivalId: allocationRuns.festivalId,
        mode: allocationRuns.mode,
        state: allocationRuns.state,
        startedAt: allocationRuns.startedAt,
        publishedAt: allocationRuns.publishedAt,
      })
      .from(allocationRuns)
      .where(eq(allocationRuns.startedById, userId)),
    db
      .select({ key: settings.key, updatedAt: settings.updatedAt })
      .from(settings)
      .where(eq(settings.updatedById, userId)),
    db
      .select()
      .from(auditEntries)
      .where(or(...auditAbout))
      .orderBy(asc(auditEntries.createdAt), asc(auditEntries.id)),
    db
      .select({ bucket: rateLimitHits.bucket, createdAt: rateLimitHits.createdAt })
      .from(rateLimitHits)
      .where(sql`lower(${rateLimitHits.key}) like ${`%${email}%`}`),
    intentIds.length > 0 || email
      ? db
          .select({ id: stripeEvents.id, type: stripeEvents.type, processedAt: stripeEvents.processedAt })
          .from(stripeEvents)
          .where(
            or(
              intentIds.length > 0
                ? inArray(sql`${stripeEvents.payload} -> 'data' -> 'object' ->> 'id'`, intentIds)
                : undefined,
              sql`lower(${stripeEvents.payload}::text) like ${`%${email}%`}`,
            ),
          )
      : [],
  ]);

  return {
    person: { userId, email: user.email, name: profile?.name ?? null },
    tables: {
      users: [{ ...user, password: 'set (kept only as a one-way hash, never exported)' }],
      profiles: profileRows,
      pictures: pictureRows.map(({ storageKey: _, ...picture }) => picture),
      cast_members: castRows,
      auth_tokens: tokenRows,
      password_reset_tokens: resetRows,
      login_links: loginLinkRows,
      calendar_feed_tokens: feedRows,
      favourites: favouriteRows,
      contact_consents: consentRows,
      registrations: registrationRows,
      preferences: preferenceRows,
      placements: placementRows,
      waitlist_entries: waitlistRows,
      attendance: attendanceRows,
      feedback: feedbackRows,
      registration_events: eventRows,
      payments: paymentRows,
      stripe_events: stripeRows,
      donations: donationRows,
      emails: emailRows,
      session_messages: messageRows,
      group_messages: groupMessageRows,
      allocation_runs: runRows,
      settings: settingRows,
      audit_entries: auditRows,
      rate_limit_hits: hitRows,
    },
  };
}
