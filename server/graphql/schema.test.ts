import { readFileSync } from 'node:fs';
import { isObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { printedPossibleTypes, printedSchema, schema } from './schema';

describe('schema.graphql', () => {
  it('matches the schema the server builds (run `npm run codegen` after changing the API)', () => {
    const committed = readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8');
    expect(committed).toBe(printedSchema());
  });

  it('web/lib/possible-types.gen.ts matches the schema', () => {
    const committed = readFileSync(new URL('../../web/lib/possible-types.gen.ts', import.meta.url), 'utf8');
    expect(committed).toBe(printedPossibleTypes());
  });

  it('has no `…Success { data }` wrappers: typed errors sit beside the result itself (decision 015)', () => {
    // The errors plugin names its wrappers `<Parent><Field>Success` (and `…ItemSuccess` for lists).
    expect(printedSchema().match(/^type \w+Success\b/gm) ?? []).toEqual([]);
  });

  it('names every type that implements Error `…Error`, and no other object type (web/lib/results.ts relies on it)', () => {
    const misnamed = Object.values(schema.getTypeMap())
      .filter(isObjectType)
      .filter((type) => !type.name.startsWith('__'))
      .filter((type) => type.getInterfaces().some((i) => i.name === 'Error') !== type.name.endsWith('Error'))
      .map((type) => type.name);
    expect(misnamed).toEqual([]);
  });
});
