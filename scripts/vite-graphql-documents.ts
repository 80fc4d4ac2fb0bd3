import type { Plugin } from 'vite';

// A template literal without interpolation (`$variables` are fine, `${…}` is not).
const CALL = /\bgraphql\(\s*(`(?:[^`$]|\$(?!\{))*`)\s*\)/g;
const DEFINITION = /\b(query|mutation|subscription|fragment)\s+([A-Za-z_][A-Za-z0-9_]*)/;

/**
 * Replaces each `graphql(`…`)` call in web code with a direct import of its generated document.
 * The codegen client preset's `graphql()` looks documents up in one map holding every operation
 * of the app, so whichever chunk imports it carries them all; its Babel/SWC plugins do this
 * rewrite, but Vite 8 compiles with oxc. Documents then live in the chunk that uses them.
 */
export function graphqlDocuments(options: { generated: string }): Plugin {
  return {
    name: 'festival:graphql-documents',
    enforce: 'pre',
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
      const specifiers = [...imports].map(([exported, local]) => `${exported} as ${local}`).join(', ');
      return { code: `import { ${specifiers} } from '${options.generated}';\n${transformed}`, map: null };
    },
  };
}
