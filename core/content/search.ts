/**
 * Search text rules shared by the server (SQL folding, ranking, excerpts) and the web (min length,
 * highlighting). No zod here, so the web can import it without the schema library.
 */
export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_MAX_LENGTH = 100;
/** Most results a search returns, across all kinds. */
export const SEARCH_LIMIT = 20;

/**
 * Characters folded to plain lower-case letters, pairwise (same length on purpose: SQL's
 * `translate()` takes the same two strings, so the database and this module fold alike).
 * Macrons come first because te reo Māori names are the common case here. Upper-case letters are
 * listed too because `lower()` only folds ASCII under the C locale PGlite uses.
 */
export const FOLD_FROM = 'āēīōūĀĒĪŌŪàáâãäåèéêëìíîïòóôõöùúûüýÿñçÀÁÂÃÄÅÈÉÊËÌÍÎÏÒÓÔÕÖÙÚÛÜÝÑÇ’‘';
export const FOLD_TO = "aeiouaeiouaaaaaaeeeeiiiiooooouuuuyyncaaaaaaeeeeiiiiooooouuuuync''";

const FOLD_MAP = new Map([...FOLD_FROM].map((char, index) => [char, FOLD_TO[index] ?? char]));

/** Lower-cases and strips the accents in FOLD_FROM, one character for one (indexes stay put). */
export function foldForSearch(text: string): string {
  let folded = '';
  for (const char of text.normalize('NFC')) {
    const plain = FOLD_MAP.get(char) ?? char.toLowerCase();
    // A few characters lower-case to two (İ); keep one so positions match the original text.
    folded += plain.length === char.length ? plain : char;
  }
  return folded;
}

/** The words of a query, folded, for a prefix full-text match (`word:*`); letters and digits only. */
export function searchWords(query: string): string[] {
  return foldForSearch(query).match(/[\p{L}\p{N}]+/gu) ?? [];
}

/**
 * Whether every typed word starts one of the text's words (folded, letters and digits): what the
 * stored word vectors answer in SQL (migration 0009, `word:*` joined by `&`), for text in memory.
 */
export function startsWordsOf(textWords: readonly string[], typed: readonly string[]): boolean {
  return typed.length > 0 && typed.every((word) => textWords.some((textWord) => textWord.startsWith(word)));
}

/** Markdown reduced to readable text, good enough for an excerpt (not a renderer). */
export function plainText(markdown: string): string {
  return markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+\.)\s+/gm, '')
    .replace(/[*_`~]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A short excerpt of `text` around the first place the query (or failing that, one of its words)
 * occurs, with ellipses where it was cut; null when nothing matches.
 */
export function excerptAround(text: string, query: string, radius = 60): string | null {
  const plain = plainText(text);
  const haystack = foldForSearch(plain);
  const needles = [foldForSearch(query.trim()), ...searchWords(query)];
  let at = -1;
  let length = 0;
  for (const needle of needles) {
    if (!needle) continue;
    at = haystack.indexOf(needle);
    length = needle.length;
    if (at >= 0) break;
  }
  if (at < 0) return null;
  let start = Math.max(0, at - radius);
  let end = Math.min(plain.length, at + length + radius);
  // Cut at word boundaries so the excerpt does not start or end mid-word.
  if (start > 0) {
    const space = plain.indexOf(' ', start);
    if (space >= 0 && space < at) start = space + 1;
  }
  if (end < plain.length) {
    const space = plain.lastIndexOf(' ', end);
    if (space > at + length) end = space;
  }
  return `${start > 0 ? '…' : ''}${plain.slice(start, end)}${end < plain.length ? '…' : ''}`;
}

/**
 * How well a name matches (lower is better): 0 the whole name, 1 its start, 2 the start of a
 * later word, 3 anywhere inside; 4 when only other text (a description, a bio) matched.
 */
export function scoreName(name: string, query: string): number {
  const folded = foldForSearch(name);
  const needle = foldForSearch(query.trim());
  if (folded === needle) return 0;
  if (folded.startsWith(needle)) return 1;
  const at = folded.indexOf(needle);
  if (at > 0 && !/[\p{L}\p{N}]/u.test(folded[at - 1] ?? '')) return 2;
  if (at > 0) return 3;
  return 4;
}

export const SEARCH_KINDS = ['activity', 'person', 'venue', 'page'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export interface ScoredHit {
  kind: SearchKind;
  name: string;
  score: number;
}

/** Best matches first; ties by kind (activities, people, venues, pages), then name; at most `limit`. */
export function rankSearchHits<T extends ScoredHit>(hits: readonly T[], limit = SEARCH_LIMIT): T[] {
  return [...hits]
    .sort(
      (a, b) =>
        a.score - b.score ||
        SEARCH_KINDS.indexOf(a.kind) - SEARCH_KINDS.indexOf(b.kind) ||
        a.name.localeCompare(b.name, 'en'),
    )
    .slice(0, limit);
}
