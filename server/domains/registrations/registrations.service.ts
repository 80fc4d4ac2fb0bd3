import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { displayName } from '#core/people/names';
import {
  canRankWorkshops,
  canRegister,
  chargesFollowPlaces,
  type FestivalPhase,
  festivalPhase,
  isPreferencePhase,
} from '#core/registrations/phase';
import {
  type Cart,
  cartFor,
  clashingSessions,
  displayRank,
  placementWorkshopCount,
  preferenceProblems,
  preferenceWorkshopCount,
} from '#core/registrations/rules';
import {
  type TCodeOfConductInput,
  type TPhaseDatesInput,
  type TPreferencesInput,
  type TYourselfInput,
  ZPhaseDatesInput,
} from '#core/registrations/schemas';
import type { Database } from '#server/db/client';
import { isUniqueViolation } from '#server/db/errors';
import {
  activities,
  castMembers,
  festivals,
  placements,
  preferences,
  profiles,
  registrationEvents,
  registrations,
  sessions,
  users,
  waitlistEntries,
} from '#server/db/schema/index';
import type { FestivalRow } from '#server/domains/festival/index';
import { EmailTakenError, knownCityId, parseInput, saveOwnDetails } from '#server/domains/people/index';
import { recordAudit } from '#server/lib/audit';
import { queueEmail } from '#server/lib/mail/index';
import { NotFoundError, ValidationError } from '#server/services/errors';
import type { ServiceScope, Viewer } from '#server/services/scope';
import { preferencesSavedEmail, registrationReceivedEmail } from './registration-emails';
import {
  RegistrationClosedError,
  RegistrationIncompleteError,
  TeachingClashError,
} from './registrations.errors';

export type RegistrationRow = typeof registrations.$inferSelect;
export type PreferenceRow = typeof preferences.$inferSelect;
export type PlacementRow = typeof placements.$inferSelect;
export type WaitlistEntryRow = typeof waitlistEntries.$inferSelect;
export type RegistrationEventRow = typeof registrationEvents.$inferSelect;

/** A session with what the registration rules need about its workshop. */
export interface WorkshopSession {
  id: number;
  activityId: number;
  startsAt: Date;
  endsAt: Date;
  capacity: number | null;
  workshop: string;
}

export const workshopSessionColumns = {
  id: sessions.id,
  activityId: sessions.activityId,
  startsAt: sessions.startsAt,
  endsAt: sessions.endsAt,
  capacity: sessions.capacity,
  workshop: activities.name,
};

export function phaseOf(festival: FestivalRow, now: Date): FestivalPhase {
  return festivalPhase(festival, now);
}

export function assertPhase(
  festival: FestivalRow,
  now: Date,
  allowed: (phase: FestivalPhase) => boolean,
): FestivalPhase {
  const phase = phaseOf(festival, now);
  if (!allowed(phase)) throw new RegistrationClosedError(phase);
  return phase;
}

export async function findRegistration(
  db: Database,
  { festivalId, userId }: { festivalId: number; userId: number },
): Promise<RegistrationRow | null> {
  const [row] = await db
    .select()
    .from(registrations)
    .where(and(eq(registrations.festivalId, festivalId), eq(registrations.userId, userId)));
  return row ?? null;
}

export function loadRegistrations(db: Database, ids: readonly number[]): Promise<RegistrationRow[]> {
  return db
    .select()
    .from(registrations)
    .where(inArray(registrations.id, [...ids]));
}

/** The viewer's registration for the festival, refusing if there is none yet. */
export async function requireRegistration(
  db: Database,
  { festival, viewer }: { festival: FestivalRow; viewer: Viewer },
): Promise<RegistrationRow> {
  const registration = await findRegistration(db, { festivalId: festival.id, userId: viewer.id });
  if (!registration) throw new RegistrationIncompleteError();
  return registration;
}

export async function recordEvent(
  db: Database,
  event: {
    registrationId: number;
    kind: string;
    data?: Record<string, unknown>;
    actorUserId: number | null;
    now: Date;
  },
): Promise<void> {
  await db.insert(registrationEvents).values({
    registrationId: event.registrationId,
    kind: event.kind,
    data: event.data ?? {},
    actorUserId: event.actorUserId,
    createdAt: event.now,
  });
}

/** Name and address to write to. */
export async function findAddressee(db: Database, userId: number): Promise<{ name: string; email: string }> {
  const [row] = await db
    .select({ email: users.email, name: profiles.name })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) throw new NotFoundError('User');
  return { email: row.email, name: displayName(row.name, row.email) };
}

/** Workshop sessions of a festival, by id (others are ignored). */
export function findWorkshopSessions(
  db: Database,
  { festivalId, ids }: { festivalId: number; ids: readonly number[] },
): Promise<WorkshopSession[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return selectWorkshopSessions(db, { festivalId, ids });
}

/**
 * The query behind findWorkshopSessions, for callers that order or lock its rows. Cancelled
 * sessions are left out: nobody may rank, join or queue for them.
 */
export function selectWorkshopSessions(
  db: Database,
  { festivalId, ids }: { festivalId: number; ids: readonly number[] },
) {
  return db
    .select(workshopSessionColumns)
    .from(sessions)
    .innerJoin(activities, eq(activities.id, sessions.activityId))
    .where(
      and(
        inArray(sessions.id, [...ids]),
        eq(activities.festivalId, festivalId),
        eq(activities.type, 'Workshop'),
        // A cancelled session, or one of a draft (decision 020), then reads as unknown (the
        // preference check says so).
        isNull(sessions.cancelledAt),
        isNotNull(activities.publishedAt),
      ),
    );
}

/**
 * Sessions the user presents at this festival (as cast of the session itself or of its whole
 * activity): nobody can take a workshop while they are teaching.
 */
export async function findTeachingSessions(
  db: Database,
  { festivalId, userId }: { festivalId: number; userId: number },
): Promise<WorkshopSession[]> {
  return db
    .selectDistinct(workshopSessionColumns)
    .from(castMembers)
    .innerJoin(profiles, eq(profiles.id, castMembers.profileId))
    .innerJoin(
      sessions,
      or(eq(sessions.id, castMembers.sessionId), eq(sessions.activityId, castMembers.activityId)),
    )
    .innerJoin(activities, eq(activities.id, sessions.activityId))
    .where(and(eq(profiles.userId, userId), eq(activities.festivalId, festivalId)))
    .orderBy(asc(sessions.startsAt));
}

export async function assertNoTeachingClash(
  db: Database,
  { festivalId, userId, wanted }: { festivalId: number; userId: number; wanted: readonly WorkshopSession[] },
): Promise<void> {
  const teaching = await findTeachingSessions(db, { festivalId, userId });
  if (teaching.length === 0) return;
  for (const session of wanted) {
    if (clashingSessions(session, teaching).length > 0) throw new TeachingClashError(session.workshop);
  }
}

/** A registration's workshop sessions through its places or its queues. */
function workshopSessionsThrough(
  db: Database,
  link: typeof placements | typeof waitlistEntries,
  registrationId: number,
) {
  return db
    .select(workshopSessionColumns)
    .from(link)
    .innerJoin(sessions, eq(sessions.id, link.sessionId))
    .innerJoin(activities, eq(activities.id, sessions.activityId))
    .where(eq(link.registrationId, registrationId));
}

/** Sessions the registration waits for, with their workshops, in id order (the order locks take). */
export function findQueuedSessions(db: Database, registrationId: number): Promise<WorkshopSession[]> {
  return workshopSessionsThrough(db, waitlistEntries, registrationId).orderBy(asc(sessions.id));
}

/** Sessions the registration holds a place in, with their workshops. */
export function findPlacedSessions(db: Database, registrationId: number): Promise<WorkshopSession[]> {
  return workshopSessionsThrough(db, placements, registrationId).orderBy(asc(sessions.startsAt));
}

export function findPreferredSessions(
  db: Database,
  registrationId: number,
): Promise<Array<WorkshopSession & { position: number }>> {
  return db
    .select({ ...workshopSessionColumns, position: preferences.position })
    .from(preferences)
    .innerJoin(sessions, eq(sessions.id, preferences.sessionId))
    .innerJoin(activities, eq(activities.id, sessions.activityId))
    .where(eq(preferences.registrationId, registrationId))
    .orderBy(asc(sessions.startsAt), asc(preferences.position));
}

/**
 * Workshops a registration is charged for: before allocation the slots ranked, afterwards the
 * places held (a full-day workshop counts as two either way). The cart and payments' balance both
 * count with it.
 */
export async function countChargedWorkshops(
  db: Database,
  registrationId: number,
  { festival, phase }: { festival: Pick<FestivalRow, 'placesPublishedAt'>; phase: FestivalPhase },
): Promise<number> {
  return chargesFollowPlaces(phase, festival.placesPublishedAt !== null)
    ? placementWorkshopCount(await findPlacedSessions(db, registrationId))
    : preferenceWorkshopCount(await findPreferredSessions(db, registrationId));
}

/** The running cart: the charged workshops priced (see countChargedWorkshops). */
export async function getCart(
  db: Database,
  {
    registration,
    festival,
    phase,
  }: { registration: RegistrationRow; festival: FestivalRow; phase: FestivalPhase },
): Promise<Cart> {
  const count = await countChargedWorkshops(db, registration.id, { festival, phase });
  return cartFor(count, festival, registration.donateDiscount);
}

// ---------------------------------------------------------------------------------------------
// The wizard

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

// ---------------------------------------------------------------------------------------------
// Staff

/** The four phase dates as staff edit them. */
export const PHASE_DATE_KEYS = [
  'earlybirdOpensAt',
  'earlybirdClosesAt',
  'generalOpensAt',
  'registrationsCloseAt',
] as const;

/**
 * A partial update: a date left out keeps its value, an explicit null clears it. The order rule
 * is checked on the merged dates, and the change is audited with what it was before.
 */
export async function updatePhaseDates(
  db: Database,
  { viewer, festival }: ServiceScope<Viewer>,
  changes: Partial<Record<(typeof PHASE_DATE_KEYS)[number], Date | null | undefined>>,
): Promise<FestivalRow> {
  const merged = Object.fromEntries(
    PHASE_DATE_KEYS.map((key) => [key, changes[key] === undefined ? festival[key] : changes[key]]),
  );
  const input: TPhaseDatesInput = parseInput(ZPhaseDatesInput, merged);
  const changed = PHASE_DATE_KEYS.filter(
    (key) => (festival[key]?.getTime() ?? null) !== (input[key]?.getTime() ?? null),
  );
  return db.transaction(async (tx) => {
    const [row] = await tx.update(festivals).set(input).where(eq(festivals.id, festival.id)).returning();
    if (!row) throw new NotFoundError('Festival');
    if (changed.length > 0)
      await recordAudit(tx, viewer, {
        action: 'festival.phase-dates',
        targetType: 'Festival',
        targetId: festival.id,
        festivalId: festival.id,
        before: Object.fromEntries(changed.map((key) => [key, festival[key]])),
        after: Object.fromEntries(changed.map((key) => [key, input[key]])),
      });
    return row;
  });
}

export interface RegistrationSummary {
  registration: RegistrationRow;
  name: string;
  email: string;
  placed: number;
  preferred: number;
}

export interface RegistrationList {
  items: RegistrationSummary[];
  total: number;
  completed: number;
  /** Workshop places taken (full-day counts as two) and places offered, across the festival. */
  placesTaken: number;
  placesOffered: number;
}

/** Every registration of a festival, optionally filtered by name or email, with counts for staff. */
export async function listRegistrations(
  db: Database,
  { festival }: ServiceScope<unknown>,
  { search }: { search: string | null },
): Promise<RegistrationList> {
  const festivalId = festival.id;
  const pattern = search?.trim() ? `%${search.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const rows = await db
    .select({ registration: registrations, email: users.email, name: profiles.name })
    .from(registrations)
    .innerJoin(users, eq(users.id, registrations.userId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(
      and(
        eq(registrations.festivalId, festivalId),
        pattern ? or(ilike(users.email, pattern), ilike(profiles.name, pattern)) : undefined,
      ),
    )
    .orderBy(asc(sql`lower(coalesce(${profiles.name}, ${users.email}))`));
  const ids = rows.map((row) => row.registration.id);
  const ofListed = inArray(registrations.id, ids);
  const placed = ids.length ? await sessionTimesOf(db, placements, ofListed) : [];
  const preferred = ids.length ? await sessionTimesOf(db, preferences, ofListed) : [];
  const group = <T extends { registrationId: number }>(list: T[]) => {
    const map = new Map<number, T[]>();
    for (const item of list) map.set(item.registrationId, [...(map.get(item.registrationId) ?? []), item]);
    return map;
  };
  const placedBy = group(placed);
  const preferredBy = group(preferred);
  const [offered] = await db
    .select({ places: sql<number>`coalesce(sum(${sessions.capacity}), 0)`.mapWith(Number) })
    .from(sessions)
    .innerJoin(activities, eq(activities.id, sessions.activityId))
    .where(and(eq(activities.festivalId, festivalId), eq(activities.type, 'Workshop')));
  const [taken] = await db
    .select({ places: count() })
    .from(placements)
    .innerJoin(registrations, eq(registrations.id, placements.registrationId))
    .where(eq(registrations.festivalId, festivalId));
  return {
    items: rows.map((row) => ({
      registration: row.registration,
      name: displayName(row.name, row.email),
      email: row.email,
      placed: placementWorkshopCount(placedBy.get(row.registration.id) ?? []),
      preferred: preferenceWorkshopCount(preferredBy.get(row.registration.id) ?? []),
    })),
    total: rows.length,
    completed: rows.filter((row) => row.registration.completedAt !== null).length,
    placesTaken: taken?.places ?? 0,
    placesOffered: offered?.places ?? 0,
  };
}

/**
 * When each session the matching registrations hold (placements) or ranked (preferences) runs:
 * what their workshop counts, and so their prices, are worked out from.
 */
export async function sessionTimesOf(
  db: Database,
  table: typeof placements | typeof preferences,
  where: SQL | undefined,
): Promise<Array<{ registrationId: number; startsAt: Date; endsAt: Date }>> {
  // Two reads instead of a join: the few sessions' times once, not two timestamps on each of
  // thousands of rows (parsing them was most of a staff report's cost at 2,000 people, issue 32).
  const rows = await db
    .select({ registrationId: table.registrationId, sessionId: table.sessionId })
    .from(table)
    .innerJoin(registrations, eq(registrations.id, table.registrationId))
    .where(where);
  const ids = [...new Set(rows.map((row) => row.sessionId))];
  if (ids.length === 0) return [];
  const times = new Map(
    (
      await db
        .select({ id: sessions.id, startsAt: sessions.startsAt, endsAt: sessions.endsAt })
        .from(sessions)
        .where(inArray(sessions.id, ids))
    ).map((s) => [s.id, s]),
  );
  return rows.flatMap((row) => {
    const session = times.get(row.sessionId);
    return session
      ? [{ registrationId: row.registrationId, startsAt: session.startsAt, endsAt: session.endsAt }]
      : [];
  });
}

export function listRegistrationEvents(
  db: Database,
  registrationId: number,
): Promise<RegistrationEventRow[]> {
  return db
    .select()
    .from(registrationEvents)
    .where(eq(registrationEvents.registrationId, registrationId))
    .orderBy(desc(registrationEvents.createdAt), desc(registrationEvents.id));
}

export function listWaitlistEntries(
  db: Database,
  registrationId: number,
): Promise<Array<WaitlistEntryRow & { place: number }>> {
  // Positions are stored 1..n with no gaps (see places.service), so the place is the position.
  return db
    .select({
      registrationId: waitlistEntries.registrationId,
      sessionId: waitlistEntries.sessionId,
      position: waitlistEntries.position,
      createdAt: waitlistEntries.createdAt,
      joinedThemselves: waitlistEntries.joinedThemselves,
      place: waitlistEntries.position,
    })
    .from(waitlistEntries)
    .where(eq(waitlistEntries.registrationId, registrationId))
    .orderBy(asc(waitlistEntries.createdAt));
}

export function listPreferenceRows(db: Database, registrationId: number): Promise<PreferenceRow[]> {
  return db
    .select()
    .from(preferences)
    .where(eq(preferences.registrationId, registrationId))
    .orderBy(asc(preferences.position));
}

export function listPlacementRows(db: Database, registrationId: number): Promise<PlacementRow[]> {
  return db.select().from(placements).where(eq(placements.registrationId, registrationId));
}

/** Waitlist length per session, for "full" (a session with a queue is full to newcomers). */
export async function waitlistCounts(
  db: Database,
  sessionIds: readonly number[],
): Promise<Map<number, number>> {
  const rows = await db
    .select({ sessionId: waitlistEntries.sessionId, waiting: count() })
    .from(waitlistEntries)
    .where(inArray(waitlistEntries.sessionId, [...sessionIds]))
    .groupBy(waitlistEntries.sessionId);
  return new Map(rows.map((row) => [row.sessionId, row.waiting]));
}

export interface PreferenceCounts {
  sessionId: number;
  /** How many people ranked it 1st, 2nd, 3rd, and lower, in its slot (stored positions with gaps are ranked in order). */
  byChoice: [number, number, number, number];
  capacity: number | null;
}

/**
 * For each workshop session, how many people chose it 1st, 2nd, 3rd or lower: the demand staff see
 * before running the allocation. Ranks are per slot, counted as the wizard shows them.
 */
export async function countPreferences(
  db: Database,
  { festival }: ServiceScope<unknown>,
): Promise<PreferenceCounts[]> {
  const rows = await db
    .select({
      registrationId: preferences.registrationId,
      sessionId: preferences.sessionId,
      position: preferences.position,
      startsAt: sessions.startsAt,
      endsAt: sessions.endsAt,
      capacity: sessions.capacity,
    })
    .from(preferences)
    .innerJoin(sessions, eq(sessions.id, preferences.sessionId))
    .innerJoin(activities, eq(activities.id, sessions.activityId))
    .where(eq(activities.festivalId, festival.id));
  const byRegistration = new Map<number, typeof rows>();
  for (const row of rows)
    byRegistration.set(row.registrationId, [...(byRegistration.get(row.registrationId) ?? []), row]);
  const counts = new Map<number, PreferenceCounts>();
  for (const ranked of byRegistration.values()) {
    const map = new Map(ranked.map((r) => [String(r.sessionId), r]));
    const list = ranked.map((r) => ({ sessionId: String(r.sessionId), position: r.position }));
    for (const row of ranked) {
      const rank = displayRank(list, String(row.sessionId), map) ?? 4;
      const entry = counts.get(row.sessionId) ?? {
        sessionId: row.sessionId,
        byChoice: [0, 0, 0, 0],
        capacity: row.capacity,
      };
      const index = (Math.min(rank, 4) - 1) as 0 | 1 | 2 | 3;
      entry.byChoice[index] += 1;
      counts.set(row.sessionId, entry);
    }
  }
  return [...counts.values()].sort((a, b) => b.byChoice[0] - a.byChoice[0] || a.sessionId - b.sessionId);
}
