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
