import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '#web/lib/theme';
import { ThemeToggle } from './layout';

// jsdom has no ResizeObserver; Radix positions tooltips with it.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('tooltips', () => {
  it('open 200 ms after the pointer arrives [LF-10]', async () => {
    vi.useFakeTimers();
    render(
      <ThemeProvider>
        <ThemeToggle />
      </ThemeProvider>,
    );
    const trigger = screen.getByRole('button', { name: 'Switch to dark theme' });
    fireEvent.pointerMove(trigger, { pointerType: 'mouse' });
    await act(async () => vi.advanceTimersByTime(199));
    expect(screen.queryByRole('tooltip')).toBeNull();
    await act(async () => vi.advanceTimersByTime(1));
    expect(screen.getByRole('tooltip').textContent).toBe('Switch to dark theme');
  });
});
