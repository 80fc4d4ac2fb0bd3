import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hasPermission, type Permission } from '#core/people/permissions';
import type { AppServices } from '#server/services/app-services';
import type { Viewer } from '#server/services/scope';
import { type CsvValue, csvChunks } from './csv';

/** A CSV export's content: its header, then its rows, read as the file is sent. */
export interface CsvTable {
  header: readonly string[];
  rows: Iterable<readonly CsvValue[]>;
}

/** Why an export is refused after the permission check (a bad filter, no festival, not allowed). */
export interface CsvRefusal {
  status: 400 | 403 | 404;
  error: string;
}

export interface CsvExportRequest {
  viewer: Viewer;
  query: Record<string, unknown>;
  services: AppServices;
}

export interface CsvExport {
  /** Fastify path under /api/exports/, such as 'payments.csv'. */
  path: string;
  /** The permission the export needs (the GraphQL field's authScopes); none: any signed-in viewer. */
  permission?: Permission;
  build: (request: CsvExportRequest) => Promise<(CsvTable & { filename: string }) | CsvRefusal>;
}

export const isCsvRefusal = (value: object): value is CsvRefusal => 'error' in value;

/** The first value of a query parameter when it is text, else null. */
export function queryText(query: Record<string, unknown>, name: string): string | null {
  const value = query[name];
  return typeof value === 'string' && value !== '' ? value : null;
}

/**
 * CSV exports streamed as they are written (issue 32): GET /api/exports/<path>, with the same
 * credentials headers as GraphQL; 401 without a viewer, 403 without the permission, then the
 * export's own refusals; the file goes out a chunk of rows at a time (csvChunks), never as one string.
 */
export async function csvExportRoutes(
  app: FastifyInstance,
  options: {
    services: AppServices;
    viewerFor: (request: FastifyRequest) => Promise<Viewer | null>;
    exports: readonly CsvExport[];
  },
): Promise<void> {
  for (const csvExport of options.exports) {
    app.get(`/api/exports/${csvExport.path}`, async (request, reply) => {
      const viewer = await options.viewerFor(request);
      if (!viewer) return reply.status(401).send({ error: 'Please log in' });
      if (csvExport.permission && !hasPermission(viewer, csvExport.permission))
        return reply.status(403).send({ error: 'Not allowed' });
      const result = await csvExport.build({
        viewer,
        query: (request.query ?? {}) as Record<string, unknown>,
        services: options.services,
      });
      if (isCsvRefusal(result)) return reply.status(result.status).send({ error: result.error });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${result.filename}"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(csvChunks(result.header, result.rows)));
    });
  }
}
