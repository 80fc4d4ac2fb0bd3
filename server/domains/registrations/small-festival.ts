import { zonedInstant } from '#core/festival/dates';
import type { Database } from '#server/db/client';
import { activities, festivals, placements, preferences, sessions } from '#server/db/schema/index';
import { type FestivalRow, findFestival } from '#server/domains/festival/index';
import { createParticipant, type Participant } from './factories';

/**
 * Test factory: a festival of its own with a few named workshop sessions over two days, in its
 * lottery pause or with general registration open, six days before its first session.
 */

const PARTS = { am: ['10:00', '13:00'], pm: ['14:00', '17:00'], full: ['10:00', '17:00'] } as const;
const HOUR = 3600_000;

export interface SmallSession {
  id: number;
  activityId: number;
  name: string;
  startsAt: Date;
  endsAt: Date;
  capacity: number;
}

export interface SmallFestival {
  festival: FestivalRow;
  /** Six days before the first session. */
  now: Date;
  sessions: Record<string, SmallSession>;
  person(ranked?: string[]): Promise<Participant>;
  /** Gives them a place as the lottery would have (no rules, no history). */
  place(who: Participant, session: string): Promise<void>;
}

export async function smallFestival(
  db: Database,
  year: number,
  {
    phase,
    sessions: layout,
  }: {
    phase: 'paused' | 'general';
    sessions: Record<string, { day?: 0 | 1; part: keyof typeof PARTS; capacity: number }>;
  },
): Promise<SmallFestival> {
  const days = [`${year}-03-10`, `${year}-03-11`];
  const now = new Date(zonedInstant(days[0] as string, '10:00').getTime() - 6 * 24 * HOUR);
  await db.insert(festivals).values({
    id: year,
    startDate: days[0] as string,
    endDate: days[1] as string,
    earlybirdOpensAt: new Date(now.getTime() - 60 * 24 * HOUR),
    earlybirdClosesAt: new Date(now.getTime() - 20 * 24 * HOUR),
    generalOpensAt: phase === 'general' ? new Date(now.getTime() - 24 * HOUR) : null,
    baseWorkshopPrice: 6000,
    discountPerAdditionalWorkshop: 500,
    discountLimit: 3,
  });
  const made: Record<string, SmallSession> = {};
  for (const [name, spec] of Object.entries(layout)) {
    const [activity] = await db
      .insert(activities)
      .values({ festivalId: year, type: 'Workshop', name, slug: `${name.toLowerCase()}-${year}` })
      .returning({ id: activities.id });
    const [from, to] = PARTS[spec.part];
    const day = days[spec.day ?? 0] as string;
    const [row] = await db
      .insert(sessions)
      .values({
        activityId: activity?.id as number,
        startsAt: zonedInstant(day, from),
        endsAt: zonedInstant(day, to),
        capacity: spec.capacity,
      })
      .returning();
    if (!row) throw new Error('session not created');
    made[name] = {
      id: row.id,
      activityId: row.activityId,
      name,
      startsAt: row.startsAt,
      endsAt: row.endsAt,
      capacity: spec.capacity,
    };
  }
  const festival = await findFestival(db, year);
  if (!festival) throw new Error('festival not created');
  const session = (name: string) => {
    const found = made[name];
    if (!found) throw new Error(`no session ${name}`);
    return found;
  };
  return {
    festival,
    now,
    sessions: made,
    async person(ranked = []) {
      const who = await createParticipant(db, { festivalId: year });
      // One rank per session, in the order given (the sessions named share slots in these tests).
      if (ranked.length > 0)
        await db.insert(preferences).values(
          ranked.map((name, i) => ({
            registrationId: who.registrationId,
            sessionId: session(name).id,
            position: i + 1,
          })),
        );
      return who;
    },
    async place(who, name) {
      await db
        .insert(placements)
        .values({ registrationId: who.registrationId, sessionId: session(name).id, createdAt: now });
    },
  };
}
