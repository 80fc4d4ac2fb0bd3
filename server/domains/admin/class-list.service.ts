import type { Database } from '#server/db/client';
import { classList, type RollPerson } from '#server/domains/messages/index';
import { toCsv } from '#server/lib/csv';
import type { CsvTable } from '#server/lib/csv-export-route';

/**
 * A session's class list to print or download (issue 15). Contact details appear only for people
 * who agreed to share them with tutors, whoever asks: a printed or exported list travels further
 * than the screen, so it follows the tutor rule even for staff.
 */
export async function printableClassList(
  db: Database,
  sessionId: number,
): Promise<{ placed: RollPerson[]; waitlist: RollPerson[] }> {
  return classList(db, sessionId, 'tutor');
}

const photoWords = (value: boolean | null) => (value === null ? 'not said' : value ? 'yes' : 'no');

/** A session's class list as a CSV table (streamed by /api/exports/class-list.csv). */
export async function classListCsvTable(db: Database, sessionId: number): Promise<CsvTable> {
  const { placed, waitlist } = await printableClassList(db, sessionId);
  return {
    header: ['list', 'name', 'pronouns', 'photos', 'email', 'phone', 'present', 'walk_in'],
    rows: [
      ...placed.map((p) => [
        'place',
        p.name,
        p.pronouns,
        photoWords(p.photoPermission),
        p.email,
        p.phone,
        p.present ? 'yes' : 'no',
        p.walkIn ? 'yes' : 'no',
      ]),
      ...waitlist.map((p) => [
        `waitlist ${p.waitlistPlace}`,
        p.name,
        p.pronouns,
        photoWords(p.photoPermission),
        p.email,
        p.phone,
        '',
        '',
      ]),
    ],
  };
}

export async function classListCsv(db: Database, sessionId: number): Promise<string> {
  const { header, rows } = await classListCsvTable(db, sessionId);
  return toCsv(header, [...rows]);
}
