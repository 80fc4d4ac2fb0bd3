import { readFileSync, statSync } from 'node:fs';
import type { Plugin } from 'vite';

// A template literal without interpolation (`$variables` are fine, `${…}` is not).
const CALL = /\bgraphql\(\s*(`(?:[^`$]|\$(?!\{))*`)\s*\)/g;
const DEFINITION = /\b(query|mutation|subscription|fragment)\s+([A-Za-z_][A-Za-z0-9_]*)/;
const DOCUMENT = /^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm;
const PREFIX = 'virtual:graphql-document/';

/**
 * Replaces each `graphql(`…`)` call in web code with an import of its generated document, one
 * module per document. The codegen client preset's `graphql()` looks documents up in one map
 * holding every operation of the app, so whichever chunk imports it carries them all; its
 * Babel/SWC plugins do this rewrite, but Vite 8 compiles with oxc. Importing the documents from
 * `graphql.ts` itself is not enough either: a module is never split between chunks, so that one
 * module (≈220 KB) would become a shared chunk every page loads. Each document is therefore its
 * own small virtual module, and lives in the chunk of the route that uses it.
 */
export function graphqlDocuments(options: { generated: string }): Plugin {
  let cache: { mtimeMs: number; documents: Map<string, string> } | null = null;
  const documents = () => {
    const { mtimeMs } = statSync(options.generated);
    if (cache?.mtimeMs !== mtimeMs) {
      const source = readFileSync(options.generated, 'utf8');
      cache = {
        mtimeMs,
        documents: new Map([...source.matchAll(DOCUMENT)].map(([, name = '', json = '']) => [name, json])),
      };
    }
    return cache.documents;
  };
  return {
    name: 'festival:graphql-documents',
    enforce: 'pre',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const name = id.slice(PREFIX.length + 1);
      this.addWatchFile(options.generated);
      const json = documents().get(name);
      if (!json) throw new Error(`No generated GraphQL document ${name} in ${options.generated}`);
      return `export const ${name} = ${json};\n`;
    },
    transform(code, id) {
      if (!/\/web\/.*\.tsx?$/.test(id) || id.includes('/web/graphql/') || !code.includes('graphql('))
        return null;
      const imports = new Map<string, string>();
      const transformed = code.replace(CALL, (call, template: string) => {
        const match = DEFINITION.exec(template);
        if (!match) return call;
        const [, kind, name] = match;
        const exported = kind === 'fragment' ? `${name}FragmentDoc` : `${name}Document`;
        const local = `__graphql_${exported}`;
        imports.set(exported, local);
        return local;
      });
      if (imports.size === 0) return null;
      const lines = [...imports].map(
        ([exported, local]) => `import { ${exported} as ${local} } from '${PREFIX}${exported}';`,
      );
      return { code: `${lines.join('\n')}\n${transformed}`, map: null };
    },
  };
}
