import { describe, expect, it } from 'vitest';
import { excerptAround, foldForSearch, plainText, rankSearchHits, scoreName, searchWords } from './search';
import { ZSearchQuery } from './search-query';

describe('search helpers [AP-10]', () => {
  it('folds case and macrons so "rawiri" finds "Rāwiri"', () => {
    expect(foldForSearch('Rāwiri Tait')).toBe('rawiri tait');
    expect(foldForSearch('Finn O’Driscoll')).toBe("finn o'driscoll");
    expect(foldForSearch('Ēnoka')).toHaveLength('Ēnoka'.length);
  });

  it('needs at least two characters after trimming', () => {
    expect(ZSearchQuery.safeParse(' a ').success).toBe(false);
    expect(ZSearchQuery.parse('  ar ')).toBe('ar');
  });

  it('splits words for a full-text prefix match, dropping punctuation', () => {
    expect(searchWords("Yes, and… O'Neil")).toEqual(['yes', 'and', 'o', 'neil']);
  });

  it('ranks whole names, then starts, then word starts, then anywhere, then other text', () => {
    expect(scoreName('Status Games', 'status games')).toBe(0);
    expect(scoreName('Status Games', 'stat')).toBe(1);
    expect(scoreName('Status Games', 'gam')).toBe(2);
    expect(scoreName('Status Games', 'tus')).toBe(3);
    expect(scoreName('Status Games', 'listening')).toBe(4);
  });

  it('orders hits by score, then kind, then name, and limits them', () => {
    const hits = [
      { kind: 'page' as const, name: 'B', score: 1 },
      { kind: 'activity' as const, name: 'Z', score: 1 },
      { kind: 'person' as const, name: 'A', score: 0 },
      { kind: 'activity' as const, name: 'A', score: 1 },
    ];
    expect(rankSearchHits(hits, 3).map((hit) => `${hit.kind}:${hit.name}`)).toEqual([
      'person:A',
      'activity:A',
      'activity:Z',
    ]);
  });

  it('strips Markdown and cuts an excerpt around the match', () => {
    expect(plainText('## Hello\n\nSee [the map](https://x.nz) **now**.')).toBe('Hello See the map now.');
    const text = `${'word '.repeat(30)}the *Māori* greeting ${'more '.repeat(30)}`;
    const excerpt = excerptAround(text, 'maori', 20);
    expect(excerpt).toMatch(/^….*Māori greeting.*…$/);
    expect(excerptAround('nothing here', 'zebra')).toBeNull();
  });
});
