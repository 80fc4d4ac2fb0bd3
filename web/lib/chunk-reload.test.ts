import { describe, expect, it, vi } from 'vitest';
import { reloadOnceForChunkError } from './chunk-reload';

describe('reloadOnceForChunkError', () => {
  it('reloads once per distinct failure [RT-18]', () => {
    const reload = vi.fn();
    expect(reloadOnceForChunkError('a.js', sessionStorage, reload)).toBe(true);
    expect(reloadOnceForChunkError('a.js', sessionStorage, reload)).toBe(false);
    expect(reloadOnceForChunkError('b.js', sessionStorage, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
