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
  it('describes the dialog with a visually hidden "Your confirmation is needed" [ER-4]', () => {
    setup();
    fireEvent.click(screen.getByText('Remove'));
    const dialog = screen.getByRole('alertdialog');
    // The dialog's accessible description is that text (not merely somewhere on the page)…
    const describedBy = dialog.getAttribute('aria-describedby') as string;
    const description = document.getElementById(describedBy) as HTMLElement;
    expect(description.textContent).toBe('Your confirmation is needed');
    // …and it is hidden from sight: inside a visually hidden wrapper, not displayed text.
    const hidden = description.closest('[style]') as HTMLElement | null;
    expect(hidden?.style.position).toBe('absolute');
    expect(hidden?.style.clip).toMatch(/rect\(0(px)?,? 0(px)?,? 0(px)?,? 0(px)?\)/);
  });

  it('keeps OK disabled for a 3 second countdown, then confirms and closes [LF-9]', async () => {
    vi.useFakeTimers();
    const onResult = setup();
    fireEvent.click(screen.getByText('Remove'));
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
