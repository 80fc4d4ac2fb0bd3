import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

/**
 * Scaffolds a domain the one way the codebase expects (conventions 1–3): `core/<name>`,
 * `server/domains/<name>` (graphql, service, errors, index, API test), `web/features/<name>`,
 * its row in the import boundaries and in docs/architecture.md, and its schema import.
 *
 *   npx tsx scripts/new-domain.ts tickets --row 4
 *
 * `--row` is the dependency row (1 = festival, people, settings): the domain may import only
 * domains in earlier rows. `--root` points somewhere else (the script's own test uses it).
 */
export interface NewDomainOptions {
  name: string;
  row: number;
  root: string;
}

const NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

const camel = (name: string) => name.replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
const pascal = (name: string) => camel(name).replace(/^./, (letter) => letter.toUpperCase());

function files(name: string): Record<string, string> {
  const type = pascal(name);
  return {
    [`core/${name}/index.ts`]: `/** Pure rules of the ${name} domain, shared by the server and the web (no framework imports). */
export {};
`,
    [`server/domains/${name}/${name}.errors.ts`]: `/** Named failures of the ${name} domain, returned as typed GraphQL results. */
export {};
`,
    [`server/domains/${name}/${name}.service.ts`]: `import type { Database } from '#server/db/client';

/**
 * Operations of the ${name} domain. Each takes the database (or a transaction) and one object
 * argument, so resolvers, workers, the seed and tests call the same code (convention 5).
 */
export type ${type}Database = Database;
`,
    [`server/domains/${name}/${name}.graphql.ts`]: `// GraphQL types of the ${name} domain and the queries and mutations that return them, written with
// \`builder\` from '#server/graphql/builder'; staff fields and mutations are guarded with authScopes.
export {};
`,
    [`server/domains/${name}/index.ts`]: `// What later domains may use from ${name}; nothing else of it is public.
export {};
`,
    [`server/domains/${name}/${name}.api.test.ts`]: `import { afterAll, beforeAll, describe, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('${name}', () => {
  it.todo('does what its first issue asks, and refuses callers without the permission');
});
`,
    [`web/features/${name}/${name}-queries.ts`]: `// GraphQL documents of the ${name} screens, each beside the component that renders it.
export {};
`,
  };
}

export function newDomain({ name, row, root }: NewDomainOptions): string[] {
  if (!NAME.test(name)) throw new Error(`"${name}" is not a kebab-case domain name`);
  const boundariesFile = path.join(root, 'scripts/check-boundaries.ts');
  const boundaries = readFileSync(boundariesFile, 'utf8');
  const rows = [...boundaries.matchAll(/^ {2}\[([^\]]*)\],$/gm)];
  if (row < 1 || row > rows.length + 1) throw new Error(`--row must be 1 to ${rows.length + 1}`);
  if (rows.some((match) => match[1]?.includes(`'${name}'`))) throw new Error(`${name} already exists`);

  const written: string[] = [];
  for (const [file, content] of Object.entries(files(name))) {
    const full = path.join(root, file);
    if (existsSync(full)) throw new Error(`${file} already exists`);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, content);
    written.push(file);
  }

  // The boundary row: join an existing row, or open a new one after the last.
  const target = rows[row - 1];
  const updated = target
    ? boundaries.replace(target[0], `  [${target[1]}, '${name}'],`)
    : boundaries.replace(/^(\s*\[[^\]]*\],\n)(\];)/m, `$1  ['${name}'],\n$2`);
  writeFileSync(boundariesFile, updated);

  const schemaFile = path.join(root, 'server/graphql/schema.ts');
  const schema = readFileSync(schemaFile, 'utf8');
  const imports = [...schema.matchAll(/^import '#server\/domains\/[^']+';$/gm)];
  const last = imports[imports.length - 1];
  if (!last || last.index === undefined) throw new Error('no domain imports found in schema.ts');
  const at = last.index + last[0].length;
  writeFileSync(
    schemaFile,
    `${schema.slice(0, at)}\nimport '#server/domains/${name}/${name}.graphql';${schema.slice(at)}`,
  );

  const docFile = path.join(root, 'docs/architecture.md');
  const doc = readFileSync(docFile, 'utf8');
  const docRow = new RegExp(`^${row}\\. (.*)$`, 'm');
  writeFileSync(
    docFile,
    docRow.test(doc)
      ? doc.replace(docRow, (_line, list: string) => `${row}. ${list}, \`${name}\``)
      : doc.replace(/^(\d+\. `[^\n]*\n)(?!\d+\. )/m, `$1${row}. \`${name}\`\n`),
  );
  return written;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { row: { type: 'string' }, root: { type: 'string' } },
  });
  const name = positionals[0];
  if (!name || !values.row) {
    console.error('usage: npx tsx scripts/new-domain.ts <name> --row <dependency row>');
    process.exit(2);
  }
  const root = path.resolve(values.root ?? path.join(import.meta.dirname, '..'));
  try {
    const written = newDomain({ name, row: Number(values.row), root });
    console.log(
      `Created ${written.length} files for ${name}; added it to row ${values.row} of the boundaries, the schema and docs/architecture.md.`,
    );
  } catch (error) {
    console.error((error as Error).message);
    process.exit(2);
  }
}
