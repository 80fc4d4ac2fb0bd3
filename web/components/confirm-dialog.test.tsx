import { Theme } from '@radix-ui/themes';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmProvider, useConfirm } from './confirm-dialog';

function Harness({ onResult }: { onResult: (confirmed: boolean) => void }) {
  const confirm = useConfirm();
  return (
    <button type="button" onClick={async () => onResult(await confirm({ title: 'Remove this workshop?' }))}>
      Remove
    </button>
  );
}

function setup() {
  const onResult = vi.fn();
  render(
    <Theme>
      <ConfirmProvider>
        <Harness onResult={onResult} />
      </ConfirmProvider>
    </Theme>,
  );
  return onResult;
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('confirmation dialog', () => {
  it('keeps OK disabled for a 3 second countdown, then confirms and closes [LF-9] [ER-4]', async () => {
    vi.useFakeTimers();
    const onResult = setup();
    fireEvent.click(screen.getByText('Remove'));
    expect(screen.getByText('Your confirmation is needed')).toBeTruthy();
    const ok = screen.getByRole('button', { name: /OK/ });
    expect(ok.hasAttribute('disabled')).toBe(true);
    await act(async () => vi.advanceTimersByTime(3000));
    expect(ok.hasAttribute('disabled')).toBe(false);
    await act(async () => fireEvent.click(ok));
    expect(onResult).toHaveBeenCalledWith(true);
    expect(screen.queryByText('Remove this workshop?')).toBeNull();
  });

  it('cancels with Cancel [LF-9]', async () => {
    const onResult = setup();
    fireEvent.click(screen.getByText('Remove'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Cancel' })));
    expect(onResult).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
