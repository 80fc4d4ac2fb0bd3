import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hasPermission } from '#core/people/permissions';
import { getCurrentFestival } from '#server/domains/festival/index';
import { csvChunks } from '#server/lib/csv';
import type { AppServices } from '#server/services/app-services';
import type { Viewer } from '#server/services/scope';
import {
  findFilteredRegistrations,
  isMoneyFilter,
  parseRegistrationFilter,
  registrationCsvHeader,
  registrationCsvRow,
} from './registrations-csv';

/**
 * The registrations list as a CSV file streamed as it is written (issue 32): GET
 * `/api/exports/registrations.csv?search=…&filter=unpaid`, with the same credentials headers as
 * GraphQL. The same columns and rules as the `registrationsCsv` query (registrations permission;
 * balances and the UNPAID filter only for payments staff), without one string of the whole file.
 */
export async function registrationsCsvRoute(
  app: FastifyInstance,
  options: { services: AppServices; viewerFor: (request: FastifyRequest) => Promise<Viewer | null> },
): Promise<void> {
  const { services } = options;
  app.get('/api/exports/registrations.csv', async (request, reply) => {
    const viewer = await options.viewerFor(request);
    if (!viewer) return reply.status(401).send({ error: 'Please log in' });
    const query = request.query as { search?: unknown; filter?: unknown };
    const filter = parseRegistrationFilter(query.filter);
    if (!filter) return reply.status(400).send({ error: 'Unknown filter' });
    const search = typeof query.search === 'string' ? query.search : null;
    if ((search?.length ?? 0) > 200) return reply.status(400).send({ error: 'Search is too long' });
    const money = hasPermission(viewer, 'payments');
    if (!hasPermission(viewer, 'registrations') || (isMoneyFilter(filter) && !money))
      return reply.status(403).send({ error: 'Not allowed' });
    const now = services.now();
    const festival = await getCurrentFestival(services.db, now);
    if (!festival) return reply.status(404).send({ error: 'There is no festival yet' });
    const { matching } = await findFilteredRegistrations(
      services.db,
      { viewer, festival, now },
      { search, filter },
    );
    const rows = (function* () {
      for (const r of matching) yield registrationCsvRow(r, money);
    })();
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="registrations-${filter}.csv"`)
      .header('cache-control', 'no-store')
      .send(Readable.from(csvChunks(registrationCsvHeader(money), rows)));
  });
}
