import { hasPermission } from '#core/people/permissions';
import { getCurrentFestival } from '#server/domains/festival/index';
import type { CsvExport } from '#server/lib/csv-export-route';
import {
  findFilteredRegistrations,
  isMoneyFilter,
  parseRegistrationFilter,
  registrationCsvHeader,
  registrationCsvRow,
} from './registrations-csv';

/**
 * The registrations list as a CSV file streamed as it is written (issue 32): GET
 * `/api/exports/registrations.csv?search=…&filter=unpaid`. The same columns and rules as the
 * `registrationsCsv` query (registrations permission; balances and the UNPAID filter only for
 * payments staff), without one string of the whole file.
 */
export const registrationsCsvExport: CsvExport = {
  path: 'registrations.csv',
  permission: 'registrations',
  build: async ({ viewer, query, services }) => {
    const filter = parseRegistrationFilter(query.filter);
    if (!filter) return { status: 400, error: 'Unknown filter' };
    const search = typeof query.search === 'string' ? query.search : null;
    if ((search?.length ?? 0) > 200) return { status: 400, error: 'Search is too long' };
    const money = hasPermission(viewer, 'payments');
    if (isMoneyFilter(filter) && !money) return { status: 403, error: 'Not allowed' };
    const now = services.now();
    const festival = await getCurrentFestival(services.db, now);
    if (!festival) return { status: 404, error: 'There is no festival yet' };
    const { matching } = await findFilteredRegistrations(
      services.db,
      { viewer, festival, now },
      { search, filter },
    );
    const rows = (function* () {
      for (const r of matching) yield registrationCsvRow(r, money);
    })();
    return { filename: `registrations-${filter}.csv`, header: registrationCsvHeader(money), rows };
  },
};
