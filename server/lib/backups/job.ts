import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { backups } from '#server/db/schema/index';
import { backupDirFor, type Env, uploadsDirFor } from '#server/env';
import { type AppServices, defineJob, type Job } from '#server/services/app-services';
import { type BackupSource, pruneBackups, writeBackup } from './backups';

/**
 * Takes a backup and records the attempt in `backups` (the dashboard shows the last success and
 * any later failure), then keeps only the newest BACKUP_KEEP. Used by the job and by the command.
 */
export async function backUp(
  db: Database,
  options: { source: BackupSource; env: Env; now: () => Date; trigger: 'schedule' | 'command' },
) {
  const startedAt = options.now();
  const [attempt] = await db.insert(backups).values({ trigger: options.trigger, startedAt }).returning();
  const id = attempt?.id as number;
  try {
    const written = await writeBackup({
      source: options.source,
      uploadsDir: uploadsDirFor(options.env),
      folder: backupDirFor(options.env),
      now: startedAt,
    });
    await db
      .update(backups)
      .set({ finishedAt: options.now(), path: written.path, bytes: written.bytes })
      .where(eq(backups.id, id));
    pruneBackups(backupDirFor(options.env), options.env.BACKUP_KEEP);
    return written;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await db.update(backups).set({ finishedAt: options.now(), error: message }).where(eq(backups.id, id));
    throw error;
  }
}

/**
 * The scheduled backup (BACKUP_SCHEDULE, daily by default), on whichever process claims it. It
 * needs this process's database handle: PGlite is backed up from inside the process that owns it.
 */
export function createBackupJob(source: () => BackupSource, env: Env): Job<object> {
  return defineJob<object>({
    name: 'backup',
    settings: {
      retryLimit: 1,
      retryDelaySeconds: 600,
      expireInSeconds: 3600,
      oneQueuedPerKey: true,
      ...(env.BACKUP_SCHEDULE === 'off' ? {} : { cron: env.BACKUP_SCHEDULE }),
    },
    async run(services: AppServices) {
      await backUp(services.db, {
        source: source(),
        env: services.env,
        now: services.now,
        trigger: 'schedule',
      });
    },
  });
}

export interface BackupStatus {
  folder: string;
  schedule: string | null;
  keep: number;
  lastSuccess: { finishedAt: Date; path: string; bytes: number } | null;
  /** A failure newer than the last success. */
  lastFailure: { finishedAt: Date; error: string } | null;
}

/** What the dashboard shows about backups. */
export async function backupStatus(db: Database, env: Env): Promise<BackupStatus> {
  const [success] = await db
    .select()
    .from(backups)
    .where(and(isNull(backups.error), isNotNull(backups.path)))
    .orderBy(desc(backups.finishedAt))
    .limit(1);
  const [failure] = await db
    .select()
    .from(backups)
    .where(isNotNull(backups.error))
    .orderBy(desc(backups.finishedAt))
    .limit(1);
  const failedSince =
    failure?.finishedAt && (!success?.finishedAt || failure.finishedAt > success.finishedAt) ? failure : null;
  return {
    folder: backupDirFor(env),
    schedule: env.BACKUP_SCHEDULE === 'off' ? null : env.BACKUP_SCHEDULE,
    keep: env.BACKUP_KEEP,
    lastSuccess:
      success?.finishedAt && success.path
        ? { finishedAt: success.finishedAt, path: success.path, bytes: success.bytes ?? 0 }
        : null,
    lastFailure: failedSince?.finishedAt
      ? { finishedAt: failedSince.finishedAt, error: failedSince.error ?? '' }
      : null,
  };
}
