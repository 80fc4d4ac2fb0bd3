import { openDatabase } from '#server/db/client';

/** Names used for test databases on a real PostgreSQL server, derived from TEST_DATABASE_URL. */
export function templateName(serverUrl: string): string {
  return `${new URL(serverUrl).pathname.slice(1) || 'festival_test'}_template`;
}

/** The maintenance database on the same server, for CREATE/DROP DATABASE. */
export function adminUrl(serverUrl: string): string {
  const parsed = new URL(serverUrl);
  parsed.pathname = '/postgres';
  return parsed.toString();
}

/**
 * A database of its own on the test PostgreSQL server (named after the template's, plus `label`
 * and a random part): a copy of the migrated, seeded template, or `empty`. `drop` removes it.
 */
export async function createScratchDatabase(
  templateUrl: string,
  label: string,
  { empty = false }: { empty?: boolean } = {},
): Promise<{ url: string; drop: () => Promise<void> }> {
  const template = new URL(templateUrl).pathname.slice(1);
  const name = `${template.replace(/_template$/, '')}_${label}_${Math.random().toString(16).slice(2, 10)}`;
  const run = async (statement: string) => {
    const admin = await openDatabase({ url: adminUrl(templateUrl), poolSize: 1 });
    try {
      await admin.db.execute(statement);
    } finally {
      await admin.close();
    }
  };
  await run(`create database "${name}"${empty ? '' : ` template "${template}"`}`);
  const url = new URL(templateUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists "${name}" with (force)`) };
}
