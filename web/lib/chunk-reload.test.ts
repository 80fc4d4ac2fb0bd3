import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RELOAD_KEY_PREFIX, reloadOnceForChunkError } from './chunk-reload';

beforeEach(() => sessionStorage.clear());

describe('reloadOnceForChunkError', () => {
  it('reloads once per distinct failure [RT-18]', () => {
    const reload = vi.fn();
    expect(reloadOnceForChunkError('a.js', sessionStorage, reload)).toBe(true);
    expect(reloadOnceForChunkError('a.js', sessionStorage, reload)).toBe(false);
    expect(reloadOnceForChunkError('b.js', sessionStorage, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('shares its record with the router, so one failure never reloads twice [RT-18]', () => {
    const reload = vi.fn();
    const message = 'Failed to fetch dynamically imported module: http://localhost/assets/x.js';
    // The router's lazy component reloaded first for this failure…
    sessionStorage.setItem(`${RELOAD_KEY_PREFIX}${message}`, '1');
    // …so Vite's preload error for the same module after the reload does not reload again.
    expect(reloadOnceForChunkError(message, sessionStorage, reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    // And the other way round: our reload marks it for the router.
    expect(reloadOnceForChunkError('other', sessionStorage, reload)).toBe(true);
    expect(sessionStorage.getItem(`${RELOAD_KEY_PREFIX}other`)).toBe('1');
  });
});
