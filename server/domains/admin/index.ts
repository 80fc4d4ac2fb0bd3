export { type AuditFilter, auditCsv, listAuditEntries } from './audit.service';
export { listRegistrationFigures, type RegistrationFigures } from './balances.service';
export { groupMessageJob, groupMessageSweepJob } from './group-messages.service';
export { registrationsCsvRoute } from './registrations-csv.route';
