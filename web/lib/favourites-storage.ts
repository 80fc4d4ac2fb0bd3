/**
 * The browser's copy of the visitor's favourites (issue 28): the starred activity ids and whose they
 * are. A visitor's stars have no owner; once someone logs in, they are merged into the account and
 * the copy then mirrors the account (owner = their user id) until they log out, which clears it.
 */
export const FAVOURITES_KEY = 'favourites';

export interface StoredFavourites {
  ids: readonly string[];
  /** The user id whose account this copy mirrors; null for a visitor's own stars. */
  owner: string | null;
}

const NONE: StoredFavourites = { ids: [], owner: null };
const listeners = new Set<() => void>();
let lastRaw: string | null | undefined;
let last: StoredFavourites = NONE;

/** The stored text read as favourites; anything unreadable is none. */
export function parseFavourites(raw: string | null): StoredFavourites {
  try {
    const value: unknown = JSON.parse(raw ?? 'null');
    if (typeof value !== 'object' || value === null) return NONE;
    const { ids, owner } = value as Record<string, unknown>;
    return {
      ids: Array.isArray(ids) ? [...new Set(ids.filter((id): id is string => typeof id === 'string'))] : [],
      owner: typeof owner === 'string' ? owner : null,
    };
  } catch {
    return NONE;
  }
}

/** The stored favourites; the same object while the stored text is unchanged (so re-reading renders nothing). */
export function readFavourites(): StoredFavourites {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(FAVOURITES_KEY);
  } catch {
    // No storage (private mode, or not a browser): nothing starred.
  }
  if (raw !== lastRaw) {
    lastRaw = raw;
    last = parseFavourites(raw);
  }
  return last;
}

const notify = () => {
  for (const listener of listeners) listener();
};

export function writeFavourites(value: StoredFavourites) {
  try {
    localStorage.setItem(FAVOURITES_KEY, JSON.stringify({ ids: [...value.ids], owner: value.owner }));
  } catch {
    // Storage full or refused: the stars last as long as the page.
  }
  notify();
}

export function clearFavourites() {
  try {
    localStorage.removeItem(FAVOURITES_KEY);
  } catch {
    // Nothing to clear.
  }
  notify();
}

/** Calls `listener` when the favourites change in this tab or another one. */
export function subscribeFavourites(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === FAVOURITES_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
