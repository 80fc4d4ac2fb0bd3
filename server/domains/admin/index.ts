export { type AuditFilter, auditCsv, listAuditEntries } from './audit.service';
