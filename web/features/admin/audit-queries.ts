import { graphql } from '#web/graphql/index';

export const AuditEntriesQuery = graphql(`
  query AuditEntries($filter: AuditFilter, $offset: Int, $limit: Int) {
    auditEntries(filter: $filter, offset: $offset, limit: $limit) {
      total
      entries { id createdAt actorName action targetType targetId reason before after }
    }
    auditActions
  }
`);

export const AuditCsvQuery = graphql(`
  query AuditCsv($filter: AuditFilter) {
    auditCsv(filter: $filter)
  }
`);
