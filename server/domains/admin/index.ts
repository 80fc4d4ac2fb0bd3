export { type AuditFilter, auditCsv, listAuditEntries } from './audit.service';
export { listRegistrationFigures, type RegistrationFigures } from './balances.service';
export { auditCsvExport, classListCsvExport, creditBalancesCsvExport } from './csv-exports';
export { groupMessageJob, groupMessageSweepJob } from './group-messages.service';
export { registrationsCsvExport } from './registrations-csv.route';
