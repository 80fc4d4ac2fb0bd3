import { Theme } from '@radix-ui/themes';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_REMOVE_DELAY_MS, ToastProvider, useToast } from './toasts';

function Harness() {
  const toast = useToast();
  return (
    <>
      <button type="button" onClick={() => toast({ title: 'Saved' })}>
        Save
      </button>
      <button type="button" onClick={() => toast({ title: 'Removed', tone: 'error' })}>
        Remove
      </button>
    </>
  );
}

beforeEach(() => {
  vi.useFakeTimers();
  render(
    <Theme>
      <ToastProvider>
        <Harness />
      </ToastProvider>
    </Theme>,
  );
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('toasts', () => {
  it('stack in a list; closing one removes it 200 ms later [LF-8]', async () => {
    fireEvent.click(screen.getByText('Save'));
    fireEvent.click(screen.getByText('Remove'));
    const list = screen.getByRole('region').querySelector('ol');
    expect(list?.children).toHaveLength(2);
    const [firstClose] = screen.getAllByRole('button', { name: 'Close' });
    await act(async () => fireEvent.click(firstClose as HTMLElement));
    expect(TOAST_REMOVE_DELAY_MS).toBe(200);
    // Closed at once (it animates out), removed from the list 200 ms later.
    expect(screen.getByText('Saved').closest('[data-state]')?.getAttribute('data-state')).toBe('closed');
    await act(async () => vi.advanceTimersByTime(199));
    expect(screen.queryByText('Saved')).not.toBeNull();
    await act(async () => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Saved')).toBeNull();
    expect(screen.getByText('Removed')).toBeTruthy();
  });

  it('close by themselves after the library default of 5 seconds [LF-8]', async () => {
    fireEvent.click(screen.getByText('Save'));
    await act(async () => vi.advanceTimersByTime(4900));
    expect(screen.queryByText('Saved')).not.toBeNull();
    await act(async () => vi.advanceTimersByTime(100 + TOAST_REMOVE_DELAY_MS));
    expect(screen.queryByText('Saved')).toBeNull();
  });
});
