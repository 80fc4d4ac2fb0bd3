const STORAGE_KEY = 'reloaded-for-chunks';

/**
 * After a deploy, an open page may ask for a route chunk that no longer exists. Reload once per
 * distinct failure so the new build is picked up, without looping if the chunk is really broken.
 */
export function reloadOnceForChunkError(
  failure: string,
  storage: Storage = sessionStorage,
  reload = () => location.reload(),
) {
  const seen = new Set<string>(JSON.parse(storage.getItem(STORAGE_KEY) ?? '[]') as string[]);
  if (seen.has(failure)) return false;
  seen.add(failure);
  storage.setItem(STORAGE_KEY, JSON.stringify([...seen]));
  reload();
  return true;
}

export function installChunkReload() {
  window.addEventListener('vite:preloadError', (event) => {
    const payload = (event as Event & { payload?: Error }).payload;
    if (reloadOnceForChunkError(payload?.message ?? 'unknown chunk')) event.preventDefault();
  });
}
