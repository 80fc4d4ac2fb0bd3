import { hash } from '@node-rs/argon2';
import { zonedInstant } from '#core/festival/dates';
import type { Database } from '#server/db/client';
import { contentPages, festivals, pictures } from '#server/db/schema/index';
import { EVENTS } from './data/events';
import { PAGES } from './data/pages';
import { FESTIVAL_PROFILE, PRESENTERS } from './data/presenters';
import { SHOWS } from './data/shows';
import { DEMO_PARTICIPANT_PASSWORD, DEMO_STAFF, DEMO_TEAM_MEMBER } from './data/staff';
import { VENUES } from './data/venues';
import { WORKSHOPS } from './data/workshops';
import {
  FIRST_PLACED_PARTICIPANT,
  insertParticipants,
  PARTICIPANT_COUNT,
  planParticipants,
} from './participants';
import { insertCities, insertPresenters, insertStaff, presenterPictureRequests } from './people';
import { type RenderedPicture, renderPictures } from './pictures';
import { activityPictureRequests, activityPlans, insertProgramme, insertVenues } from './programme';
import { insertSettings } from './settings';

export { DEMO_PARTICIPANT_PASSWORD, DEMO_STAFF, DEMO_TEAM_MEMBER };

export const DEMO_FESTIVAL_YEAR = 2027;

const FESTIVAL = {
  id: DEMO_FESTIVAL_YEAR,
  startDate: '2027-10-02',
  endDate: '2027-10-09',
  earlybirdOpensAt: zonedInstant('2026-11-01', '09:00'),
  earlybirdClosesAt: zonedInstant('2027-08-01', '00:00'),
  generalOpensAt: zonedInstant('2027-08-15', '09:00'),
  registrationsCloseAt: zonedInstant('2027-10-01', '00:00'),
  baseWorkshopPrice: 6500,
  discountPerAdditionalWorkshop: 500,
  discountLimit: 5,
  isCurrent: true,
} as const;

const FULL_WORKSHOP_SLUG = 'clowning-for-improvisers';

/** What the demo seed contains, for tests and demos to rely on. */
export const DEMO_SEED = {
  festivalId: DEMO_FESTIVAL_YEAR,
  startDate: FESTIVAL.startDate,
  endDate: FESTIVAL.endDate,
  /** A workshop whose only session is filled to capacity with placements (shows 'Sold out'). */
  fullWorkshopSlug: FULL_WORKSHOP_SLUG,
  fullWorkshopCapacity: WORKSHOPS.find((w) => w.slug === FULL_WORKSHOP_SLUG)?.capacity ?? 0,
  /** Participants placed in the full workshop: participant61@example.org onwards, one per place. */
  firstPlacedParticipant: FIRST_PLACED_PARTICIPANT,
  /** Workshops with two sessions. */
  repeatedWorkshopSlugs: slugsWhere(WORKSHOPS, (w) => w.sessions.length > 1),
  /** Workshops running 10:00–17:00. */
  fullDayWorkshopSlugs: slugsWhere(WORKSHOPS, (w) => w.sessions.some((s) => s.part === 'allDay')),
  /** The workshops demo participants want most: each is oversubscribed in the lottery. */
  popularWorkshopSlugs: slugsWhere(WORKSHOPS, (w) => w.popularity >= 7),
  /** Workshop ↔ show pairs (workshop_shows). */
  workshopShowLinks: SHOWS.flatMap((show) =>
    show.workshops.map((workshop) => ({ workshop, show: show.slug })),
  ),
  /** The show whose first presenter is the festival's own profile. */
  festivalShowSlug: SHOWS.find((show) => show.cast[0]?.name === FESTIVAL_PROFILE.name)?.slug ?? '',
  /** A show with more than one night. */
  multiNightShowSlug: 'the-unrehearsed-musical',
  festivalProfileName: FESTIVAL_PROFILE.name,
  contentPageSlugs: PAGES.map((page) => page.slug),
  counts: {
    workshops: WORKSHOPS.length,
    workshopSessions: WORKSHOPS.reduce((sum, w) => sum + w.sessions.length, 0),
    shows: SHOWS.length,
    socialEvents: EVENTS.filter((e) => e.type === 'SocialEvent').length,
    conferences: EVENTS.filter((e) => e.type === 'Conference').length,
    presenters: PRESENTERS.length,
    venues: VENUES.length,
    participants: PARTICIPANT_COUNT,
  },
} as const;

function slugsWhere<T extends { slug: string }>(items: readonly T[], test: (item: T) => boolean): string[] {
  return items.filter(test).map((item) => item.slug);
}

export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const rows = await db.select({ id: festivals.id }).from(festivals).limit(1);
  return rows.length === 0;
}

async function insertPictures(
  db: Database,
  rendered: readonly RenderedPicture[],
): Promise<Map<string, number>> {
  const rows = await db
    .insert(pictures)
    .values([...rendered])
    .returning({ id: pictures.id, storageKey: pictures.storageKey });
  return new Map(rows.map((row) => [row.storageKey, row.id]));
}

/**
 * Fills an empty, migrated database with the demo festival and writes its pictures under
 * `<uploadsDir>/pictures/`. The same data (and, on a fresh database, the same ids) every run.
 */
export async function seedDemoFestival(db: Database, options: { uploadsDir: string }): Promise<void> {
  const plans = activityPlans(FESTIVAL.startDate);
  // The slow parts (images, password hashes) run before the transaction, side by side.
  const [rendered, staffHash, participantHash] = await Promise.all([
    renderPictures([...presenterPictureRequests(), ...activityPictureRequests(plans)], options.uploadsDir),
    hash(DEMO_STAFF.password),
    hash(DEMO_PARTICIPANT_PASSWORD),
  ]);

  await db.transaction(async (tx) => {
    const pictureIds = await insertPictures(tx, rendered);
    await tx.insert(festivals).values(FESTIVAL);
    const venueIds = await insertVenues(tx);
    const cityIds = await insertCities(tx);
    const profileIds = await insertPresenters(tx, cityIds, pictureIds);
    const workshopSessions = await insertProgramme(tx, plans, {
      festivalId: FESTIVAL.id,
      venueIds,
      profileIds,
      pictureIds,
    });
    await tx.insert(contentPages).values([...PAGES]);
    await insertSettings(tx);
    await insertStaff(tx, staffHash, cityIds);
    const fullSession = workshopSessions.find((session) => session.slug === FULL_WORKSHOP_SLUG);
    if (!fullSession) throw new Error(`Demo seed: no session for ${FULL_WORKSHOP_SLUG}`);
    const participants = planParticipants(workshopSessions, fullSession.id);
    await insertParticipants(tx, FESTIVAL.id, participants, participantHash, cityIds);
  });
}
