import { describe, expect, it } from 'vitest';
import { onStopSignals } from './lifecycle';

describe('stop signals [issue 29]', () => {
  it('stops once on the first SIGTERM and survives the repeats systemd, npm and tsx send', () => {
    const stops: string[] = [];
    const before = process.listenerCount('SIGTERM');
    const remove = onStopSignals((signal) => stops.push(signal));
    try {
      process.emit('SIGTERM', 'SIGTERM');
      process.emit('SIGTERM', 'SIGTERM');
      process.emit('SIGINT', 'SIGINT');
      expect(stops).toEqual(['SIGTERM']);
      // Still listening: a later signal is ignored instead of ending the process mid-shutdown.
      expect(process.listenerCount('SIGTERM')).toBe(before + 1);
      expect(process.listenerCount('SIGINT')).toBeGreaterThan(0);
    } finally {
      remove();
    }
    expect(process.listenerCount('SIGTERM')).toBe(before);
  });
});
