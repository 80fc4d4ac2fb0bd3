export {
  BackupError,
  type BackupSource,
  backupSourceOf,
  pruneBackups,
  type RestoreTarget,
  restoreBackup,
  writeBackup,
} from './backups';
export {
  type BackupStatus,
  backUp,
  backupStatus,
  createBackupJob,
} from './job';
