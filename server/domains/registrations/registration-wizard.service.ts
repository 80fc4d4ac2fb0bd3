import { and, desc, eq, sql } from 'drizzle-orm';
import { canRankWorkshops, canRegister, isPreferencePhase } from '#core/registrations/phase';
import { cartFor, preferenceProblems, preferenceWorkshopCount } from '#core/registrations/rules';
import type { TCodeOfConductInput, TPreferencesInput, TYourselfInput } from '#core/registrations/schemas';
import type { Database } from '#server/db/client';
import { isUniqueViolation } from '#server/db/errors';
import { preferences, registrationEvents, registrations } from '#server/db/schema/index';
import { EmailTakenError, knownCityId, saveOwnDetails } from '#server/domains/people/index';
import { queueEmail } from '#server/lib/mail/index';
import { NotFoundError, ValidationError } from '#server/services/errors';
import type { ServiceScope, Viewer } from '#server/services/scope';
import { preferencesSavedEmail, registrationReceivedEmail } from './registration-emails';
import {
  assertNoTeachingClash,
  assertPhase,
  findAddressee,
  findRegistration,
  findWorkshopSessions,
  type RegistrationRow,
  recordEvent,
  requireRegistration,
} from './registration-reads';
import { RegistrationIncompleteError } from './registrations.errors';

// The registration wizard's writes: about you, the code of conduct, workshop preferences, finishing.

/**
 * "About you": saves the person's details (on their user and profile) and creates their
 * registration for the festival if they have none. Logging in or signing up happens before this,
 * through the auth API, so there is one way in.
 */
export async function saveYourself(
  db: Database,
  { viewer, festival, now }: ServiceScope<Viewer>,
  input: TYourselfInput,
): Promise<RegistrationRow> {
  assertPhase(festival, now, canRegister);
  const cityId = await knownCityId(db, input.cityId);
  try {
    return await db.transaction(async (tx) => {
      await saveOwnDetails(tx, viewer.id, { ...input, cityId });
      const [created] = await tx
        .insert(registrations)
        .values({ festivalId: festival.id, userId: viewer.id, createdAt: now })
        .onConflictDoNothing()
        .returning();
      const registration =
        created ?? (await findRegistration(tx, { festivalId: festival.id, userId: viewer.id }));
      if (!registration) throw new Error('Registration was not created');
      await recordEvent(tx, {
        registrationId: registration.id,
        kind: created ? 'created' : 'details-saved',
        actorUserId: viewer.id,
        now,
      });
      return registration;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new EmailTakenError();
    throw error;
  }
}

export async function acceptCodeOfConduct(
  db: Database,
  { viewer, festival, now }: ServiceScope<Viewer>,
  input: TCodeOfConductInput,
): Promise<RegistrationRow> {
  assertPhase(festival, now, canRegister);
  const registration = await requireRegistration(db, { festival, viewer });
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(registrations)
      .set({
        // The first acceptance is the one that counts; later saves only change the photo choice.
        codeOfConductAcceptedAt: registration.codeOfConductAcceptedAt ?? now,
        photoPermission: input.photoPermission,
      })
      .where(eq(registrations.id, registration.id))
      .returning();
    if (!row) throw new NotFoundError('Registration');
    await recordEvent(tx, {
      registrationId: row.id,
      kind: 'code-of-conduct-accepted',
      data: { photoPermission: input.photoPermission },
      actorUserId: viewer.id,
      now,
    });
    return row;
  });
}

/** Replaces the ranked preferences (earlybird only) and emails what was saved. */
export async function saveWorkshopPreferences(
  db: Database,
  { viewer, festival, now }: ServiceScope<Viewer>,
  input: TPreferencesInput & {
    /** Email the summary; the page's save-as-you-go passes false and emails once on Next. */
    notify?: boolean;
  },
): Promise<RegistrationRow> {
  const { notify = true } = input;
  assertPhase(festival, now, canRankWorkshops);
  const registration = await requireRegistration(db, { festival, viewer });
  if (!registration.codeOfConductAcceptedAt) throw new RegistrationIncompleteError();
  const ids = [...new Set(input.preferences.map((p) => Number(p.sessionId)))];
  const found = await findWorkshopSessions(db, { festivalId: festival.id, ids });
  const byId = new Map(found.map((session) => [String(session.id), session]));
  const problems = preferenceProblems(input.preferences, byId);
  if (problems.length > 0) {
    throw new ValidationError(
      problems[0] ?? 'Invalid input',
      problems.map((message) => ({ path: ['preferences'], message })),
    );
  }
  await assertNoTeachingClash(db, { festivalId: festival.id, userId: viewer.id, wanted: found });
  const addressee = await findAddressee(db, viewer.id);
  return db.transaction(async (tx) => {
    // Serialises two saves from one person (two tabs), so the last one wins whole.
    await tx
      .select({ id: registrations.id })
      .from(registrations)
      .where(eq(registrations.id, registration.id))
      .for('update');
    await tx.delete(preferences).where(eq(preferences.registrationId, registration.id));
    if (input.preferences.length > 0) {
      await tx.insert(preferences).values(
        input.preferences.map((p) => ({
          registrationId: registration.id,
          sessionId: Number(p.sessionId),
          position: p.position,
          createdAt: now,
        })),
      );
    }
    // Next asks for the summary email each time; it goes only when the ranking differs from the
    // last one emailed (saved silently as they went, perhaps before a reload), so a reload never
    // loses the email and going back and forth never repeats it.
    const emailDue =
      notify && rankingKey(input.preferences) !== (await lastEmailedRanking(tx, registration.id));
    await recordEvent(tx, {
      registrationId: registration.id,
      kind: 'preferences-saved',
      data: { preferences: input.preferences, emailed: emailDue },
      actorUserId: viewer.id,
      now,
    });
    const ranked = input.preferences
      .map((p) => {
        const session = byId.get(p.sessionId);
        return session ? { ...session, position: p.position } : null;
      })
      .filter((p) => p !== null)
      .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.position - b.position);
    const email = preferencesSavedEmail({
      name: addressee.name,
      year: festival.id,
      preferences: ranked,
      cart: cartFor(preferenceWorkshopCount(ranked), festival, registration.donateDiscount),
    });
    if (emailDue) {
      await queueEmail(tx, { kind: 'registration-preferences-saved', to: addressee.email, ...email });
    }
    return registration;
  });
}

/** A ranking as a comparable string, whatever order its entries came in. */
function rankingKey(ranking: ReadonlyArray<{ sessionId: string | number; position: number }>): string {
  return ranking
    .map((p) => `${p.sessionId}:${p.position}`)
    .sort()
    .join(',');
}

/** The ranking last emailed to this person ('' when none was: an empty ranking needs no email). */
async function lastEmailedRanking(tx: Database, registrationId: number): Promise<string> {
  const [row] = await tx
    .select({ data: registrationEvents.data })
    .from(registrationEvents)
    .where(
      and(
        eq(registrationEvents.registrationId, registrationId),
        eq(registrationEvents.kind, 'preferences-saved'),
        // Entries written before `emailed` was recorded were always emailed.
        sql`coalesce((${registrationEvents.data}->>'emailed')::boolean, true)`,
      ),
    )
    .orderBy(desc(registrationEvents.id))
    .limit(1);
  const preferences = (
    row?.data as { preferences?: Array<{ sessionId: string; position: number }> } | undefined
  )?.preferences;
  return rankingKey(preferences ?? []);
}

/**
 * Finishes the wizard: marks the registration complete (once; later calls change nothing) and
 * sends the "registration received" email, which a dedupe key keeps to one.
 */
export async function completeRegistration(
  db: Database,
  { viewer, festival, now }: ServiceScope<Viewer>,
): Promise<RegistrationRow> {
  const phase = assertPhase(festival, now, canRegister);
  const registration = await requireRegistration(db, { festival, viewer });
  if (!registration.codeOfConductAcceptedAt) throw new RegistrationIncompleteError();
  if (registration.completedAt) return registration;
  const addressee = await findAddressee(db, viewer.id);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(registrations)
      .set({ completedAt: now })
      .where(and(eq(registrations.id, registration.id), sql`${registrations.completedAt} is null`))
      .returning();
    if (!row) return registration;
    await recordEvent(tx, { registrationId: row.id, kind: 'completed', actorUserId: viewer.id, now });
    const email = registrationReceivedEmail({
      name: addressee.name,
      year: festival.id,
      earlybird: isPreferencePhase(phase),
    });
    await queueEmail(tx, {
      kind: 'registration-received',
      to: addressee.email,
      dedupeKey: `registration-received:${row.id}`,
      ...email,
    });
    return row;
  });
}
