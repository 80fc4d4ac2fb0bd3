/**
 * Joins names for a card's presenter line [PG-5]: '', 'A', 'A and B', 'A, B and C'
 * (no serial comma, as the spec writes it).
 */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}
