import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase, pgliteClient } from '#server/db/client';
import { seedDemoFestival } from '#server/db/seed/demo';
import { adminUrl, templateName } from './postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PostgreSQL template database URL, when TEST_DATABASE_URL is set. */
    postgresTemplateUrl: string | null;
    /** File holding a dumped, migrated and seeded PGlite data folder. */
    pgliteTemplateFile: string | null;
    uploadsDir: string;
  }
}

/** Migrates and seeds one template database; each test file then starts from a copy of it. */
export default async function setup(project: TestProject) {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'festival-api-'));
  const uploadsDir = path.join(workDir, 'uploads');
  project.provide('uploadsDir', uploadsDir);
  const serverUrl = process.env.TEST_DATABASE_URL;

  let dropTemplate = async () => {};
  if (serverUrl) {
    const template = templateName(serverUrl);
    const admin = await openDatabase({ url: adminUrl(serverUrl), poolSize: 1 });
    await admin.db.execute(`drop database if exists "${template}" with (force)`);
    await admin.db.execute(`create database "${template}"`);
    await admin.close();
    const templateUrl = withDatabase(serverUrl, template);
    const handle = await openDatabase({ url: templateUrl, poolSize: 1 });
    await handle.migrate();
    await seedDemoFestival(handle.db, { uploadsDir });
    await handle.close();
    project.provide('postgresTemplateUrl', templateUrl);
    project.provide('pgliteTemplateFile', null);
    dropTemplate = async () => {
      const cleanup = await openDatabase({ url: adminUrl(serverUrl), poolSize: 1 });
      await cleanup.db.execute(`drop database if exists "${template}" with (force)`);
      await cleanup.close();
    };
  } else {
    const handle = await openDatabase({});
    await handle.migrate();
    await seedDemoFestival(handle.db, { uploadsDir });
    const dump = await pgliteClient(handle)?.dumpDataDir('none');
    await handle.close();
    if (!dump) throw new Error('PGlite template could not be dumped');
    const file = path.join(workDir, 'template.tar');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    project.provide('pgliteTemplateFile', file);
    project.provide('postgresTemplateUrl', null);
  }

  return async () => {
    await dropTemplate();
    rmSync(workDir, { recursive: true, force: true });
  };
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
