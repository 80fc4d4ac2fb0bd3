import type { Database } from '#server/db/client';
import { cities, profiles, users } from '#server/db/schema/index';
import { CITIES } from './data/cities';
import { FESTIVAL_PROFILE, PRESENTERS, type PresenterName, type PresenterSeed } from './data/presenters';
import { STAFF_ACCOUNTS } from './data/staff';
import { idOf, initials, slugify } from './ids';
import type { PictureRequest } from './pictures';
import { seedFromText } from './random';

const ALL_PRESENTERS: readonly PresenterSeed[] = [FESTIVAL_PROFILE, ...PRESENTERS];

function personPictureKey(name: string): string {
  return `demo-person-${slugify(name)}`;
}

export function presenterPictureRequests(): PictureRequest[] {
  return ALL_PRESENTERS.map((person) => {
    const storageKey = personPictureKey(person.name);
    const isFestival = person.name === FESTIVAL_PROFILE.name;
    const label = isFestival ? person.name : initials(person.name);
    return {
      storageKey,
      shape: 'person',
      seed: seedFromText(storageKey),
      label,
      altText: isFestival
        ? 'The NZIF logo lettering over bright overlapping shapes'
        : `Portrait placeholder for ${person.name}: the initials ${label} over soft coloured shapes`,
    };
  });
}

export async function insertCities(db: Database): Promise<Map<string, number>> {
  const rows = await db
    .insert(cities)
    .values(CITIES.map((city) => ({ ...city, traditionalNames: [...city.traditionalNames] })))
    .returning({ id: cities.id, name: cities.name });
  return new Map(rows.map((row) => [row.name, row.id]));
}

/** The festival's own profile first, then every presenter, each with their picture. */
export async function insertPresenters(
  db: Database,
  cityIds: ReadonlyMap<string, number>,
  pictureIds: ReadonlyMap<string, number>,
): Promise<Map<PresenterName, number>> {
  const rows = await db
    .insert(profiles)
    .values(
      ALL_PRESENTERS.map((person) => ({
        name: person.name,
        pronouns: person.pronouns,
        bio: person.bio,
        cityId: idOf(cityIds, person.city, 'city'),
        pictureId: idOf(pictureIds, personPictureKey(person.name), 'picture'),
        isFestival: person.name === FESTIVAL_PROFILE.name,
      })),
    )
    .returning({ id: profiles.id, name: profiles.name });
  return new Map(rows.map((row) => [row.name as PresenterName, row.id]));
}

/** Staff accounts share one password hash (argon2 salts it, and hashing is deliberately slow). */
export async function insertStaff(
  db: Database,
  passwordHash: string,
  cityIds: ReadonlyMap<string, number>,
): Promise<void> {
  const rows = await db
    .insert(users)
    .values(
      STAFF_ACCOUNTS.map((staff) => ({ email: staff.email, passwordHash, permissions: staff.permissions })),
    )
    .returning({ id: users.id, email: users.email });
  const userIds = new Map(rows.map((row) => [row.email, row.id]));
  await db.insert(profiles).values(
    STAFF_ACCOUNTS.map((staff) => ({
      name: staff.name,
      cityId: idOf(cityIds, staff.city, 'city'),
      userId: idOf(userIds, staff.email, 'user'),
    })),
  );
}
