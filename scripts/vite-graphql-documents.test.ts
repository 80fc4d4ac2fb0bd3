import { describe, expect, it } from 'vitest';
import { graphqlDocuments } from './vite-graphql-documents';

const plugin = graphqlDocuments({ generated: '#web/graphql/graphql' });
const transform = (code: string, id = '/repo/web/features/x/y.tsx') =>
  (plugin.transform as (code: string, id: string) => { code: string } | null)(code, id);

describe('graphqlDocuments vite plugin', () => {
  it('imports each operation and fragment document directly', () => {
    const source = [
      "import { graphql } from '#web/graphql/index';",
      'export const A = graphql(`\n  query Programme($t: ActivityType!) { festival { id } }\n`);',
      'export const B = graphql(`fragment ActivityCard on Activity { id }`);',
    ].join('\n');
    const result = transform(source);
    expect(result?.code).toContain(
      "import { ProgrammeDocument as __graphql_ProgrammeDocument, ActivityCardFragmentDoc as __graphql_ActivityCardFragmentDoc } from '#web/graphql/graphql';",
    );
    expect(result?.code).toContain('export const A = __graphql_ProgrammeDocument;');
    expect(result?.code).toContain('export const B = __graphql_ActivityCardFragmentDoc;');
  });

  it('leaves generated files and code without documents alone', () => {
    expect(transform('graphql(`query X { a }`)', '/repo/web/graphql/gql.ts')).toBeNull();
    expect(transform('const a = 1;')).toBeNull();
  });
});
