import { getCurrentFestival } from '#server/domains/festival/index';
import { requireSessionAccess } from '#server/domains/messages/index';
import { type CsvExport, queryText } from '#server/lib/csv-export-route';
import { NotAllowedError, NotFoundError } from '#server/services/errors';
import { auditCsvTable } from './audit.service';
import { classListCsvTable } from './class-list.service';
import { creditBalancesCsvTable } from './credit-balances.service';

/** GET /api/exports/credit-balances.csv (issue 32): the creditBalancesCsv query's file; payments staff. */
export const creditBalancesCsvExport: CsvExport = {
  path: 'credit-balances.csv',
  permission: 'payments',
  build: async ({ viewer, services }) => {
    const now = services.now();
    const festival = await getCurrentFestival(services.db, now);
    if (!festival) return { status: 404, error: 'There is no festival yet' };
    return {
      filename: 'in-credit.csv',
      ...(await creditBalancesCsvTable(services.db, { viewer, festival, now })),
    };
  },
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * GET /api/exports/audit.csv?actor=…&action=…&targetType=…&targetId=…&from=…&to=… (issue 32): the
 * auditCsv query's file; administrators only.
 */
export const auditCsvExport: CsvExport = {
  path: 'audit.csv',
  permission: 'admin',
  build: async ({ query, services }) => {
    const text = (name: string) => queryText(query, name);
    const [from, to] = [text('from'), text('to')];
    if ((from !== null && !DATE.test(from)) || (to !== null && !DATE.test(to)))
      return { status: 400, error: 'Dates are YYYY-MM-DD' };
    const filter = {
      actor: text('actor'),
      action: text('action'),
      targetType: text('targetType'),
      targetId: text('targetId'),
      from,
      to,
    };
    return { filename: 'audit-log.csv', ...(await auditCsvTable(services.db, filter)) };
  },
};

/**
 * GET /api/exports/class-list.csv?sessionId=… (issue 32): the classList query's csv; the session's
 * tutors and registration staff, as that query checks.
 */
export const classListCsvExport: CsvExport = {
  path: 'class-list.csv',
  build: async ({ viewer, query, services }) => {
    const sessionId = queryText(query, 'sessionId') ?? '';
    if (!/^\d{1,12}$/.test(sessionId)) return { status: 404, error: 'No such session' };
    try {
      const { session } = await requireSessionAccess(
        services.db,
        { viewer, now: services.now() },
        { sessionId: Number(sessionId) },
      );
      return {
        filename: `class-list-${session.id}.csv`,
        ...(await classListCsvTable(services.db, session.id)),
      };
    } catch (error) {
      if (error instanceof NotAllowedError) return { status: 403, error: 'Not allowed' };
      if (error instanceof NotFoundError) return { status: 404, error: 'No such session' };
      throw error;
    }
  },
};
