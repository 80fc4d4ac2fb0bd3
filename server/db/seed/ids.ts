/** The id recorded for `key`; a missing one is a mistake in the seed data, so it fails loudly. */
export function idOf<K>(ids: ReadonlyMap<K, number>, key: K, what: string): number {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`Demo seed: unknown ${what} ${String(key)}`);
  return id;
}

/** 'Finn O’Driscoll' → 'finn-o-driscoll'. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((word) => word[0] ?? '')
    .filter((letter) => /\p{Lu}/u.test(letter))
    .slice(0, 2)
    .join('');
}
