/**
 * After a deploy, an open page may ask for a route chunk that no longer exists. Reload once per
 * distinct failure so the new build is picked up, without looping if the chunk is really broken.
 *
 * Two places notice such a failure: Vite's preload helper (`vite:preloadError`) and TanStack
 * Router's lazy route component, which reloads on its own, remembering each failure in
 * sessionStorage under `tanstack_router_reload:{message}`. Both see the same error message, so we
 * keep our record under the router's key: whichever notices first reloads, the other then knows
 * the failure was already tried, and the page reloads once, not twice [RT-18].
 */
export const RELOAD_KEY_PREFIX = 'tanstack_router_reload:';

export function reloadOnceForChunkError(
  failure: string,
  storage: Storage = sessionStorage,
  reload = () => location.reload(),
) {
  const key = `${RELOAD_KEY_PREFIX}${failure}`;
  if (storage.getItem(key)) return false;
  storage.setItem(key, '1');
  reload();
  return true;
}

export function installChunkReload() {
  window.addEventListener('vite:preloadError', (event) => {
    const payload = (event as Event & { payload?: Error }).payload;
    if (reloadOnceForChunkError(payload?.message ?? 'unknown chunk')) event.preventDefault();
  });
}
