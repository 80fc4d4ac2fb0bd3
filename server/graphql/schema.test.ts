import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { printedPossibleTypes, printedSchema } from './schema';

describe('schema.graphql', () => {
  it('matches the schema the server builds (run `npm run codegen` after changing the API)', () => {
    const committed = readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8');
    expect(committed).toBe(printedSchema());
  });

  it('web/lib/possible-types.gen.ts matches the schema', () => {
    const committed = readFileSync(new URL('../../web/lib/possible-types.gen.ts', import.meta.url), 'utf8');
    expect(committed).toBe(printedPossibleTypes());
  });
});
