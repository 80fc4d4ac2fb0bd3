import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { zonedInstant } from '#core/festival/dates';
import type { Database } from '#server/db/client';
import {
  activities,
  castMembers,
  emails,
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
import type { Viewer } from '#server/services/scope';
import { clash, rankingOf } from './reference';

// The model of places and waitlists (server/domains/registrations/places.model.api.test.ts): one run's small festival, and snapshots of its rows.
export const YEAR = 2099;
export const DAYS = ['2099-03-10', '2099-03-11'] as const;
/** Six days before the first session: the clock moves forward from here. */
export const START = new Date(zonedInstant(DAYS[0], '10:00').getTime() - 6 * 24 * 3600_000);
export const HOUR = 3600_000;

// ---------------------------------------------------------------------------------------------
// The world of one run

export interface ModelSession {
  id: number;
  activityId: number;
  startsAt: Date;
  endsAt: Date;
  /** Changed by the capacity command. */
  capacity: number;
  /** Its half days ('0:am'), from the layout: the reference rules never compute them from times. */
  slots: string[];
  day: string;
  part: keyof typeof PARTS;
}

export interface ModelPerson {
  registrationId: number;
  email: string;
  viewer: Viewer;
  /** Sessions they teach (a tutor who also takes workshops). */
  teaching: ModelSession[];
  /** Their ranking: session id → position (1 is first). */
  ranks: Map<number, number>;
}

export interface World {
  sessions: ModelSession[];
  people: ModelPerson[];
}

export interface Snapshot {
  places: Array<{ registrationId: number; sessionId: number; over: boolean; since: Date }>;
  waits: Array<{
    registrationId: number;
    sessionId: number;
    position: number;
    /** When they joined it, if they joined it themselves (decision 009). */
    joinedThemselvesAt: Date | null;
  }>;
  events: Array<{ registrationId: number; kind: string; sessionId: number | null }>;
  emails: string[];
}

export const PARTS = {
  am: ['10:00', '13:00'],
  pm: ['14:00', '17:00'],
  full: ['10:00', '17:00'],
} as const;

export const layoutArb = fc.record({
  day: fc.integer({ min: 0, max: 1 }),
  part: fc.constantFrom('am', 'pm', 'full'),
});

export const scenarioArb = fc.record({
  // The first session is always a full day; the others are random halves or full days.
  layout: fc.array(layoutArb, { minLength: 2, maxLength: 4 }),
  capacities: fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 5, maxLength: 5 }),
  /** The last session is a second session of the first workshop. */
  repeatWorkshop: fc.boolean(),
  people: fc.integer({ min: 3, max: 6 }),
  rankings: fc.array(fc.array(fc.nat({ max: 9 }), { maxLength: 5 }), { minLength: 6, maxLength: 6 }),
  /** Person 0 teaches this session (and takes workshops too). */
  tutor: fc.option(fc.nat(), { nil: null }),
  /**
   * Start in the lottery phase (the first command publishes a lottery, after staff edits to its
   * draft) or with general open. Half the runs, so people often hold lottery places when they
   * join waitlists themselves.
   */
  lotteryFirst: fc.boolean(),
});

/** A run's festival and people, without its commands (commands.ts adds those). */
export type ScenarioLayout = typeof scenarioArb extends fc.Arbitrary<infer S> ? S : never;

export async function setUp(tx: Database, scenario: ScenarioLayout): Promise<World> {
  const generalOpensAt = scenario.lotteryFirst ? null : new Date(START.getTime() - 24 * HOUR);
  await tx.insert(festivals).values({
    id: YEAR,
    startDate: DAYS[0],
    endDate: DAYS[1],
    earlybirdOpensAt: new Date(START.getTime() - 60 * 24 * HOUR),
    earlybirdClosesAt: new Date(START.getTime() - 20 * 24 * HOUR),
    generalOpensAt,
    baseWorkshopPrice: 9000,
    discountPerAdditionalWorkshop: 1000,
    discountLimit: 3,
  });
  const layout = [{ day: 0, part: 'full' as const }, ...scenario.layout];
  const repeat = scenario.repeatWorkshop && layout.length >= 3;
  const activityCount = repeat ? layout.length - 1 : layout.length;
  const activityRows = await tx
    .insert(activities)
    .values(
      Array.from({ length: activityCount }, (_, i) => ({
        festivalId: YEAR,
        type: 'Workshop' as const,
        name: `Model workshop ${i + 1}`,
        slug: `model-${i + 1}`,
      })),
    )
    .returning({ id: activities.id });
  const sessionRows = await tx
    .insert(sessions)
    .values(
      layout.map((slot, i) => {
        const [from, to] = PARTS[slot.part];
        const day = DAYS[slot.day] as string;
        const activity = repeat && i === layout.length - 1 ? activityRows[0] : activityRows[i];
        return {
          activityId: activity?.id as number,
          startsAt: zonedInstant(day, from),
          endsAt: zonedInstant(day, to),
          capacity: scenario.capacities[i] ?? 1,
        };
      }),
    )
    .returning();
  const modelSessions: ModelSession[] = sessionRows.map((row, i) => {
    const { day, part } = layout[i] as { day: number; part: keyof typeof PARTS };
    return {
      id: row.id,
      activityId: row.activityId,
      startsAt: row.startsAt,
      endsAt: row.endsAt,
      capacity: row.capacity as number,
      slots: part === 'full' ? [`${day}:am`, `${day}:pm`] : [`${day}:${part}`],
      day: DAYS[day] as string,
      part,
    };
  });
  const stamp = `${process.pid}-${Math.random().toString(36).slice(2)}`;
  const userRows = await tx
    .insert(users)
    .values(
      Array.from({ length: scenario.people }, (_, i) => ({
        email: `model-${stamp}-${i}@example.test`,
        passwordHash: 'not-a-real-hash',
        permissions: [],
      })),
    )
    .returning({ id: users.id, email: users.email });
  const profileRows = await tx
    .insert(profiles)
    .values(userRows.map((u, i) => ({ userId: u.id, name: `Model Person ${i + 1}` })))
    .returning({ id: profiles.id });
  const registrationRows = await tx
    .insert(registrations)
    .values(
      userRows.map((u) => ({
        userId: u.id,
        festivalId: YEAR,
        codeOfConductAcceptedAt: START,
        photoPermission: true,
        completedAt: START,
      })),
    )
    .returning({ id: registrations.id });
  const taught = scenario.tutor === null ? null : pick(modelSessions, scenario.tutor);
  const people: ModelPerson[] = [];
  const rankRows: Array<{ registrationId: number; sessionId: number; position: number }> = [];
  for (const [i, user] of userRows.entries()) {
    const registrationId = registrationRows[i]?.id as number;
    // Ranking refuses a workshop at a time the person teaches.
    const order = (scenario.rankings[i] ?? [])
      .map((n) => pick(modelSessions, n))
      .filter((s) => !(i === 0 && taught && clash(taught, s)));
    const ranks = rankingOf(order);
    for (const [sessionId, position] of ranks) rankRows.push({ registrationId, sessionId, position });
    people.push({
      registrationId,
      email: user.email,
      viewer: { id: user.id, email: user.email, permissions: [], client: 'model' },
      teaching: [],
      ranks,
    });
  }
  if (rankRows.length > 0) await tx.insert(preferences).values(rankRows);
  if (taught) {
    await tx
      .insert(castMembers)
      .values({ profileId: profileRows[0]?.id as number, sessionId: taught.id, role: 'tutor' });
    (people[0] as ModelPerson).teaching.push(taught);
  }
  return { sessions: modelSessions, people };
}

export const asJson = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

/**
 * Everything the checker looks at, in one statement (the festival's rows are all this run's).
 * Events and emails are in the order written (by id): a step's new ones are the list's tail, and
 * heap order is not insertion order once earlier runs' rolled-back rows leave free space.
 */
export async function snapshot(tx: Database): Promise<Snapshot> {
  const result = await tx.execute(sql`
    select
      (select coalesce(json_agg(json_build_array(${placements.registrationId}, ${placements.sessionId},
          ${placements.overCapacityReason} is not null, ${placements.createdAt})), '[]'::json)
        from ${placements} join ${sessions} on ${sessions.id} = ${placements.sessionId}
        join ${activities} on ${activities.id} = ${sessions.activityId}
        where ${activities.festivalId} = ${YEAR}) as places,
      (select coalesce(json_agg(json_build_array(${waitlistEntries.registrationId}, ${waitlistEntries.sessionId},
          ${waitlistEntries.position}, case when ${waitlistEntries.joinedThemselves} then ${waitlistEntries.createdAt} end)), '[]'::json)
        from ${waitlistEntries} join ${sessions} on ${sessions.id} = ${waitlistEntries.sessionId}
        join ${activities} on ${activities.id} = ${sessions.activityId}
        where ${activities.festivalId} = ${YEAR}) as waits,
      (select coalesce(json_agg(json_build_array(${registrationEvents.registrationId}, ${registrationEvents.kind},
          ${registrationEvents.data}->>'sessionId') order by ${registrationEvents.id}), '[]'::json)
        from ${registrationEvents} join ${registrations} on ${registrations.id} = ${registrationEvents.registrationId}
        where ${registrations.festivalId} = ${YEAR}) as events,
      (select coalesce(json_agg(${emails.to} order by ${emails.id}), '[]'::json) from ${emails}
        where ${emails.to} in (select ${users.email} from ${users}
          join ${registrations} on ${registrations.userId} = ${users.id}
          where ${registrations.festivalId} = ${YEAR})) as emails`);
  const row = (result as unknown as { rows: Array<Record<string, unknown>> }).rows[0] ?? {};
  return {
    places: asJson<Array<[number, number, boolean, string]>>(row.places).map(([r, s, over, since]) => ({
      registrationId: Number(r),
      sessionId: Number(s),
      over,
      since: new Date(since),
    })),
    waits: asJson<Array<[number, number, number, string | null]>>(row.waits).map(([r, s, position, at]) => ({
      registrationId: Number(r),
      sessionId: Number(s),
      position: Number(position),
      joinedThemselvesAt: at === null ? null : new Date(at),
    })),
    events: asJson<Array<[number, string, string | null]>>(row.events).map(([r, kind, s]) => ({
      registrationId: Number(r),
      kind,
      sessionId: s === null ? null : Number(s),
    })),
    emails: asJson<string[]>(row.emails),
  };
}
export const pick = <T>(list: readonly T[], n: number) => list[n % list.length] as T;
