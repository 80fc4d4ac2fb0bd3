import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { checkImportCycles } from './import-cycles';

/**
 * Import boundaries from docs/architecture.md, checked on every `npm run lint`:
 * - core/ imports nothing outside core/ and no framework;
 * - a server domain imports another domain only through its index.ts, and only an earlier row;
 * - web features never import each other (routes compose them), but all may read the festival context;
 * - only the transport (server/graphql, *.graphql.ts, the app, the cable) imports server/graphql;
 * - no import cycle, type-only imports included (scripts/import-cycles.ts).
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const DOMAIN_ROWS: string[][] = [
  ['festival', 'people', 'settings'],
  ['auth', 'activities'],
  ['registrations', 'content'],
  ['allocation', 'payments', 'feedback'],
  // messages: the session roll prices a walk-in through payments before adding it.
  ['donations', 'messages'],
  ['admin', 'privacy'],
];
const FRAMEWORKS =
  /^(react|react-dom|@radix-ui|@tanstack|@apollo|fastify|@fastify|drizzle-orm|@pothos|graphql|graphql-yoga|pg|@electric-sql|node:)/;

const rowOf = (domain: string) => DOMAIN_ROWS.findIndex((row) => row.includes(domain));

/** Files of the transport: the GraphQL layer, each domain's resolvers, the app and the cable. */
const isTransport = (file: string) =>
  file.startsWith('server/graphql/') ||
  file.endsWith('.graphql.ts') ||
  file === 'server/app.ts' ||
  file.startsWith('server/realtime/');

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (entry === 'node_modules' || (entry === 'graphql' && dir.endsWith('web'))) continue;
    if (statSync(full).isDirectory()) yield* sourceFiles(full);
    else if (/\.(ts|tsx)$/.test(entry)) yield full;
  }
}

function importsOf(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [
    ...source.matchAll(
      /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^import\s+['"]([^'"]+)['"]/gm,
    ),
  ].map((match) => match[1] ?? match[2] ?? match[3] ?? '');
}

/** Where an import lands, as a path relative to the root (or the bare package name). */
function target(file: string, specifier: string): string {
  if (specifier.startsWith('#core/')) return `core/${specifier.slice(6)}`;
  if (specifier.startsWith('#server/')) return `server/${specifier.slice(8)}`;
  if (specifier.startsWith('#web/')) return `web/${specifier.slice(5)}`;
  if (specifier.startsWith('.')) return path.relative(ROOT, path.resolve(path.dirname(file), specifier));
  return specifier;
}

export function checkBoundaries(): string[] {
  const problems: string[] = [];
  for (const top of ['core', 'server', 'web']) {
    const dir = path.join(ROOT, top);
    try {
      statSync(dir);
    } catch {
      continue;
    }
    for (const file of sourceFiles(dir)) {
      const from = path.relative(ROOT, file);
      const isTest = /\.(test|api\.test)\.tsx?$/.test(from);
      for (const specifier of importsOf(file)) {
        const to = target(file, specifier);
        if (from.startsWith('core/') && !isTest) {
          if (
            !to.startsWith('core/') &&
            !/^(zod(\/[a-z0-9/]+)?|fuse\.js)$/.test(to) &&
            (FRAMEWORKS.test(to) || to.includes('/'))
          ) {
            problems.push(`${from}: core may not import ${specifier}`);
          }
        }
        const fromDomain = from.match(/^server\/domains\/([^/]+)\//)?.[1];
        const toDomain = to.match(/^server\/domains\/([^/]+)\/?(.*)$/);
        if (fromDomain && toDomain && toDomain[1] !== fromDomain) {
          const [, domain = '', rest = ''] = toDomain;
          // Tests may also use another domain's test factories.
          const isFactories = isTest && /^factories(\.ts)?$/.test(rest);
          if (rest !== 'index' && rest !== 'index.ts' && rest !== '' && !isFactories) {
            problems.push(`${from}: import ${domain} only through its index.ts (not ${specifier})`);
          }
          if (rowOf(domain) >= rowOf(fromDomain) && !isTest) {
            problems.push(`${from}: ${fromDomain} may not depend on ${domain} (a later or equal row)`);
          }
        }
        // The GraphQL layer is a transport: services, webhooks, jobs and the audit log never import it
        // (their types and errors are server/services'); only resolvers, the app and the cable do.
        if (to.startsWith('server/graphql/') && !isTest && !isTransport(from)) {
          problems.push(`${from}: only the GraphQL layer may import ${specifier} (use server/services)`);
        }
        // The GraphQL layer reaches a domain through its index, or (schema.ts) registers its resolvers.
        const domainPart = toDomain?.[2] ?? '';
        if (
          from.startsWith('server/graphql/') &&
          !isTest &&
          toDomain &&
          !['index', 'index.ts', ''].includes(domainPart) &&
          !/\.graphql(\.ts)?$/.test(domainPart)
        ) {
          problems.push(`${from}: import ${toDomain[1]} only through its index.ts (not ${specifier})`);
        }
        const fromFeature = from.match(/^web\/features\/([^/]+)\//)?.[1];
        const toFeature = to.match(/^web\/features\/([^/]+)\//)?.[1];
        // `festival` is the app-wide current-festival context every page reads.
        if (fromFeature && toFeature && fromFeature !== toFeature && toFeature !== 'festival' && !isTest) {
          problems.push(`${from}: web features may not import each other (${specifier})`);
        }
      }
    }
  }
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = [...checkBoundaries(), ...checkImportCycles()];
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) process.exit(1);
  console.log('Import boundaries and cycles: ok');
}
