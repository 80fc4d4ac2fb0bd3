/**
 * People's names in the order a New Zealand reader expects: macrons and case don't move a name
 * ("Rāwiri" sits with "Rawiri", before "Ruby"), which byte order in SQL gets wrong.
 */
const collator = new Intl.Collator('en-NZ', { sensitivity: 'base', numeric: true });

export const compareNames = (a: string, b: string): number => collator.compare(a, b);

export function sortByName<T extends { name: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => compareNames(a.name, b.name));
}

/**
 * What to call a person: their name, or their email while they have given none (a blank name
 * counts as none). Every screen, list and email names people through this.
 */
export function displayName(name: string | null | undefined, email: string): string {
  const trimmed = name?.trim();
  return trimmed ? trimmed : email;
}
