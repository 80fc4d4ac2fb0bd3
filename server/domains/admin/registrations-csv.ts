import {
  MONEY_FILTERS,
  matchesRegistrationFilter,
  REGISTRATION_FILTERS,
  type RegistrationFilter,
} from '#core/reports/registration-search';
import type { Database } from '#server/db/client';
import type { CsvValue } from '#server/lib/csv';
import type { ServiceScope } from '#server/services/scope';
import { listRegistrationFigures, type RegistrationFigures } from './balances.service';

/** The registrations CSV's columns: balances only for payments staff. */
export function registrationCsvHeader(money: boolean): string[] {
  return [
    'registration_id',
    'name',
    'email',
    'completed_at',
    'photos',
    'places',
    'workshops_placed',
    'slots_preferred',
    'waitlists',
    ...(money ? ['balance_cents', 'balance_is_estimate'] : []),
  ];
}

/** One registration as a row of the CSV (the same columns as registrationCsvHeader). */
export function registrationCsvRow(r: RegistrationFigures, money: boolean): CsvValue[] {
  return [
    r.registrationId,
    r.name,
    r.email,
    r.completedAt,
    r.photoPermission === null ? '' : r.photoPermission ? 'yes' : 'no',
    r.places,
    r.placedWorkshops,
    r.preferredSlots,
    r.waitlists,
    ...(money ? [r.balance.balance, r.balance.isEstimate ? 'yes' : 'no'] : []),
  ];
}

/** A filter named in a URL, or null when it is not one (the route answers 400). */
export function parseRegistrationFilter(value: unknown): RegistrationFilter | null {
  if (value === undefined || value === '') return 'all';
  const lower = typeof value === 'string' ? value.toLowerCase() : '';
  return (REGISTRATION_FILTERS as readonly string[]).includes(lower) ? (lower as RegistrationFilter) : null;
}

export const isMoneyFilter = (filter: RegistrationFilter) => MONEY_FILTERS.includes(filter);

/** The search's registrations that pass the filter, in the list's order (by name). */
export async function findFilteredRegistrations(
  db: Database,
  scope: ServiceScope<unknown>,
  { search, filter }: { search?: string | null; filter: RegistrationFilter },
): Promise<{ all: RegistrationFigures[]; matching: RegistrationFigures[] }> {
  const all = await listRegistrationFigures(db, scope, { search });
  const matching = all.filter((r) =>
    matchesRegistrationFilter(filter, {
      places: r.places,
      waitlists: r.waitlists,
      outstanding: r.balance.outstanding,
    }),
  );
  return { all, matching };
}
