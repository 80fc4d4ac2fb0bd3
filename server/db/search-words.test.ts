import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FOLD_FROM, FOLD_TO } from '#core/content/search';

describe('stored search words (migration 0009)', () => {
  it('fold text exactly as core/content/search.ts does, for all three columns', () => {
    const sql = readFileSync(path.join(import.meta.dirname, 'migrations/0009_search-words.sql'), 'utf8');
    const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;
    const folding = `${literal(FOLD_FROM)}, ${literal(FOLD_TO)}`;
    for (const column of ['description', 'bio', 'body']) {
      expect(sql).toContain(`translate(lower("${column}"), ${folding})`);
    }
  });
});
