import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { graphqlDocuments } from './vite-graphql-documents';

const generated = path.join(mkdtempSync(path.join(os.tmpdir(), 'graphql-documents-')), 'graphql.ts');
writeFileSync(
  generated,
  [
    'export type ProgrammeQuery = { a: 1 };',
    'export const ProgrammeDocument = {"kind":"Document","definitions":[1]} as unknown as DocumentNode<ProgrammeQuery, ProgrammeQueryVariables>;',
    'export const ActivityCardFragmentDoc = {"kind":"Document","definitions":[2]} as unknown as DocumentNode<ActivityCardFragment, unknown>;',
  ].join('\n'),
);
const plugin = graphqlDocuments({ generated });
const transform = (code: string, id = '/repo/web/features/x/y.tsx') =>
  (plugin.transform as (code: string, id: string) => { code: string } | null)(code, id);
const resolveId = plugin.resolveId as (id: string) => string | null;
const load = (id: string) =>
  (plugin.load as (this: { addWatchFile(file: string): void }, id: string) => string | null).call(
    { addWatchFile: () => {} },
    id,
  );

describe('graphqlDocuments vite plugin', () => {
  it('imports each operation and fragment document from a module of its own', () => {
    const source = [
      "import { graphql } from '#web/graphql/index';",
      'export const A = graphql(`\n  query Programme($t: ActivityType!) { festival { id } }\n`);',
      'export const B = graphql(`fragment ActivityCard on Activity { id }`);',
    ].join('\n');
    const result = transform(source);
    expect(result?.code).toContain(
      "import { ProgrammeDocument as __graphql_ProgrammeDocument } from 'virtual:graphql-document/ProgrammeDocument';",
    );
    expect(result?.code).toContain(
      "import { ActivityCardFragmentDoc as __graphql_ActivityCardFragmentDoc } from 'virtual:graphql-document/ActivityCardFragmentDoc';",
    );
    expect(result?.code).toContain('export const A = __graphql_ProgrammeDocument;');
    expect(result?.code).toContain('export const B = __graphql_ActivityCardFragmentDoc;');
  });

  it('serves one generated document per module, without the others', () => {
    const id = resolveId('virtual:graphql-document/ProgrammeDocument');
    expect(id).toBe('\0virtual:graphql-document/ProgrammeDocument');
    expect(load(id ?? '')).toBe('export const ProgrammeDocument = {"kind":"Document","definitions":[1]};\n');
    expect(resolveId('./other')).toBeNull();
    expect(() => load('\0virtual:graphql-document/MissingDocument')).toThrow(/MissingDocument/);
  });

  it('leaves generated files and code without documents alone', () => {
    expect(transform('graphql(`query X { a }`)', '/repo/web/graphql/gql.ts')).toBeNull();
    expect(transform('const a = 1;')).toBeNull();
  });
});
