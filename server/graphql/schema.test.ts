import { readFileSync } from 'node:fs';
import { isInterfaceType, isObjectType, isUnionType } from 'graphql';
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

  it('lets a result union that returns several kinds of an interface return every kind of it (decision 015)', () => {
    // e.g. QueryActivityResult holds Workshop, Show, SocialEvent and Conference: a new kind of
    // Activity left out would fail at run time for that kind only.
    const missing: string[] = [];
    for (const union of Object.values(schema.getTypeMap()).filter(isUnionType)) {
      const members = new Set(union.getTypes().map((type) => type.name));
      for (const face of Object.values(schema.getTypeMap()).filter(isInterfaceType)) {
        if (face.name === 'Error') continue;
        const kinds = schema.getPossibleTypes(face).map((type) => type.name);
        // One kind alone is a field that returns that object type itself (e.g. addVoucher).
        if (kinds.filter((kind) => members.has(kind)).length < 2) continue;
        for (const kind of kinds) if (!members.has(kind)) missing.push(`${union.name} lacks ${kind}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
